import { useSelector } from '@xstate/react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../api/schemas/task.schema';
import { LoadFailure } from '../../../components/LoadFailure';
import { TaskChip } from '../../../components/taskChip/TaskChip';
import { useFormat } from '../../../format/useFormat';
import { durationParts } from './durationParts';
import { selectHistoryFailure, selectHistoryView, selectTasks } from './historySelectors';
import { useSimulationHistoryActor } from './useSimulationHistoryActor';

const SKELETON_ROWS = 4;

/** SPEC 2 "Simulation detail" history: every run, newest first: when, who, on which versions, how long, and how it ended. */
export function HistoryTab({ simulationId }: { simulationId: string }) {
  const { t } = useTranslation('simulations');
  const format = useFormat();
  const historyRef = useSimulationHistoryActor(simulationId);
  const view = useSelector(historyRef, selectHistoryView);
  const tasks = useSelector(historyRef, selectTasks);
  const failure = useSelector(historyRef, selectHistoryFailure);

  if (view === 'failed') {
    return <LoadFailure message={t('history.loadFailed')} failure={failure} onRetry={() => historyRef.send({ type: 'history.retry' })} inTab />;
  }
  const duration = (task: Task) => {
    const parts = durationParts(task.duration_s);
    if (parts === null) return <span className="history__none">{t('history.notFinished')}</span>;
    return 'hours' in parts ? t('history.hoursMinutes', parts) : 'minutes' in parts ? t('history.minutesSeconds', parts) : t('history.seconds', parts);
  };
  const loading = view === 'loading';
  return (
    <div className="table-card history">
      <div className="tab-toolbar">
        <div>
          <h2 className="tab-toolbar__title">{t('history.title')}</h2>
          <p className="tab-toolbar__subtitle">{t('history.subtitle')}</p>
        </div>
      </div>
      <DataTable
        value={loading ? Array.from({ length: SKELETON_ROWS }, (_, index) => ({ id: String(index) }) as Task) : (tasks ?? [])}
        dataKey="id"
        emptyMessage={t('history.empty')}
        aria-busy={loading}
        tableClassName="history__table"
      >
        <Column header={t('history.when')} body={(task: Task) => (loading ? <Skeleton width="9rem" /> : <span title={format.dateTime(task.created_at)}>{format.dateTime(task.created_at)}</span>)} />
        <Column
          header={t('history.who')}
          body={(task: Task) =>
            loading ? <Skeleton width="7rem" /> : task.created_by ? `${task.created_by.first_name} ${task.created_by.last_name}` : <span className="history__none">{t('overview.unknownUser')}</span>
          }
        />
        <Column header={t('history.dataVersion')} body={(task: Task) => (loading ? <Skeleton width="3rem" /> : t('history.versionNumber', { version: task.data_snapshot_version }))} />
        <Column header={t('history.settingsVersion')} body={(task: Task) => (loading ? <Skeleton width="3rem" /> : t('history.versionNumber', { version: task.settings_version }))} />
        <Column header={t('history.duration')} body={(task: Task) => (loading ? <Skeleton width="4rem" /> : duration(task))} />
        <Column
          header={t('history.outcome')}
          body={(task: Task) =>
            loading ? <Skeleton width="5rem" /> : <TaskChip status={task.status} simTimeRemaining={task.sim_time_remaining} errorMessages={task.error_messages} />
          }
        />
      </DataTable>
    </div>
  );
}
