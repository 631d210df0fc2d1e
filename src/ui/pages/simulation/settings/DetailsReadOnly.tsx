import { useTranslation } from 'react-i18next';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import type { WorkspaceSettings } from '../../../../api/schemas/workspaceSettings.schema';

/** The planner's fields as a Viewer sees them (SPEC 6: view only). */
export function DetailsReadOnly({ simulation, workspaceSettings }: { simulation: SimulationDetail; workspaceSettings: WorkspaceSettings }) {
  const { t } = useTranslation('simulations');
  const nameOf = (items: ReadonlyArray<{ id: string; name: string }>, id: string | null) => items.find((item) => item.id === id)?.name ?? t('settings.details.none');
  const rows: Array<{ id: string; label: string; value: string }> = [
    { id: 'name', label: t('settings.details.name'), value: simulation.name },
    { id: 'description', label: t('settings.details.description'), value: simulation.description || t('noDescription') },
    { id: 'status', label: t('settings.details.statusItem'), value: nameOf(workspaceSettings.status_items, simulation.status_item_id) },
    { id: 'priority', label: t('settings.details.priorityItem'), value: nameOf(workspaceSettings.priority_items, simulation.priority_item_id) },
    ...workspaceSettings.udf_fields.map((field) => {
      const value = simulation.udf_values[field.id];
      return { id: field.id, label: field.name, value: value === null || value === undefined || value === '' ? t('settings.details.none') : String(value) };
    }),
  ];
  return (
    <dl className="simulation-read-only" data-testid="simulation-details-read-only">
      {rows.map((row) => (
        <div key={row.id}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
