import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { DataSourceImportStatus } from '../../../../api/schemas/dataSource.schema';

const ICONS: Record<DataSourceImportStatus, string> = {
  queued: 'pi pi-clock',
  running: 'pi pi-spin pi-spinner',
  completed: 'pi pi-check',
  failed: 'pi pi-times-circle',
};

/** A data source's import status (the import's, not the simulation's). */
export function ImportStatusChip({ status }: { status: DataSourceImportStatus }) {
  const { t } = useTranslation('workPlanDataSources');
  return (
    <Tag
      className={`import-status import-status--${status}`}
      icon={ICONS[status]}
      value={t(`status.${status}`)}
      data-testid="import-status"
      data-status={status}
    />
  );
}
