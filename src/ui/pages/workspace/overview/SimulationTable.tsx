import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { SimulationSummary } from '../../../../api/schemas/simulation.schema';
import type { SettingsItem } from '../../../../api/schemas/workspaceSettings.schema';
import type { TaskErrorMessage } from '../../../../machines/taskChip.machine';
import { TaskChip } from '../../../components/taskChip/TaskChip';
import { useFormat } from '../../../format/useFormat';
import { routes } from '../../../routes';

type SimulationTableProps = {
  simulations: readonly SimulationSummary[];
  statusItems: readonly SettingsItem[];
  priorityItems: readonly SettingsItem[];
};

// A simulation without a task has no messages; one shared empty list keeps the chip's input stable.
const NO_ERRORS: TaskErrorMessage[] = [];

/** One row per simulation: its run as a task chip, its report status with SPEC 4's helper text, its status and priority items. */
export function SimulationTable({ simulations, statusItems, priorityItems }: SimulationTableProps) {
  const { t } = useTranslation('workspaceOverview');
  const format = useFormat();
  const [, navigate] = useLocation();
  const itemName = (items: readonly SettingsItem[], id: string | null) =>
    (id === null ? undefined : items.find((item) => item.id === id)?.name) ?? <span className="simulation-table__none">{t('notSet')}</span>;

  return (
    <DataTable
      value={simulations as SimulationSummary[]}
      dataKey="id"
      className="simulation-table"
      rowHover
      onRowClick={(event) => navigate(routes.simulationOverview((event.data as SimulationSummary).id))}
      rowClassName={() => 'simulation-table__row'}
      pt={{ bodyRow: { 'data-testid': 'simulation-row' } as never }}
    >
      <Column
        header={t('columns.name')}
        body={(simulation: SimulationSummary) => (
          <div className="simulation-table__name">
            <Link href={routes.simulationOverview(simulation.id)} onClick={(event) => event.stopPropagation()}>
              {simulation.name}
            </Link>
            {simulation.description ? <span className="simulation-table__description">{simulation.description}</span> : null}
          </div>
        )}
      />
      <Column
        header={t('columns.run')}
        body={(simulation: SimulationSummary) => (
          <TaskChip
            status={simulation.current_task?.status ?? null}
            simTimeRemaining={simulation.current_task?.sim_time_remaining ?? null}
            errorMessages={simulation.current_task?.error_messages ?? NO_ERRORS}
          />
        )}
      />
      <Column
        header={t('columns.report')}
        body={(simulation: SimulationSummary) => (
          <div className="simulation-table__report" data-testid="report-status" data-status={simulation.report_status}>
            <span className={`report-status report-status--${simulation.report_status}`}>{t(`reportStatus.${simulation.report_status}`)}</span>
            <small className="simulation-table__help" title={t(`reportHelp.${simulation.report_status}`)}>
              {t(`reportHelp.${simulation.report_status}`)}
            </small>
          </div>
        )}
      />
      <Column header={t('columns.status')} bodyClassName="simulation-table__item" body={(simulation: SimulationSummary) => itemName(statusItems, simulation.status_item_id)} />
      <Column header={t('columns.priority')} bodyClassName="simulation-table__item" body={(simulation: SimulationSummary) => itemName(priorityItems, simulation.priority_item_id)} />
      <Column
        header={t('columns.updated')}
        body={(simulation: SimulationSummary) => <span className="simulation-table__updated">{format.dateTime(simulation.updated_at)}</span>}
      />
    </DataTable>
  );
}
