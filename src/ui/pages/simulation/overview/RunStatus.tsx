import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import type { TaskErrorMessage } from '../../../../machines/taskChip.machine';
import { TaskChip } from '../../../components/taskChip/TaskChip';
import { selectHasLiveTask, selectMay, selectWorking } from '../simulationDetailSelectors';
import type { SimulationDetailRef } from '../useSimulationDetailActor';

const NO_ERRORS: TaskErrorMessage[] = [];

/**
 * The current run: its chip (with the countdown while queued or running, SPEC 4), Cancel run while
 * it has not finished, and for an outdated simulation the notice with Run again. Both actions are
 * for Editors and Admins (SPEC 6); a Viewer sees the state only.
 */
export function RunStatus({ detailRef, simulation }: { detailRef: SimulationDetailRef; simulation: SimulationDetail }) {
  const { t } = useTranslation('simulations');
  const mayRun = useSelector(detailRef, selectMay('simulations.publish'));
  const live = useSelector(detailRef, selectHasLiveTask);
  const working = useSelector(detailRef, selectWorking);
  const task = simulation.current_task;
  return (
    <section className="run-status" aria-label={t('overview.runLabel')}>
      <div className="run-status__state">
        <span className="run-status__label">{t('overview.currentRun')}</span>
        <TaskChip status={task?.status ?? null} simTimeRemaining={task?.sim_time_remaining ?? null} errorMessages={task?.error_messages ?? NO_ERRORS} />
        {task && live ? <span className="run-status__progress">{t('overview.progress', { percent: Math.round(task.progress * 100) })}</span> : null}
      </div>
      {simulation.outdated ? (
        <div className="run-status__outdated" data-testid="outdated-notice">
          <i className="pi pi-history" aria-hidden="true" />
          <span>{t('overview.outdated')}</span>
        </div>
      ) : null}
      {mayRun ? (
        <div className="run-status__actions">
          {live ? (
            <Button label={t('run.cancel')} icon="pi pi-stop-circle" severity="danger" outlined loading={working} onClick={() => detailRef.send({ type: 'run.cancel' })} />
          ) : null}
          {simulation.outdated && !live ? (
            <Button label={t('run.again')} icon="pi pi-replay" loading={working} onClick={() => detailRef.send({ type: 'run.again' })} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
