import { useSelector } from '@xstate/react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import type { SettingsItem } from '../../../../api/schemas/workspaceSettings.schema';
import { selectPriorityFilter, selectStatusFilter } from './workspaceSimulationsSelectors';
import type { WorkspaceSimulationsRef } from './useWorkspaceSimulationsActor';

type SimulationFiltersProps = {
  listRef: WorkspaceSimulationsRef;
  statusItems: readonly SettingsItem[];
  priorityItems: readonly SettingsItem[];
};

const optionsOf = (items: readonly SettingsItem[]) => items.map((item) => ({ label: item.name, value: item.id }));

/** The overview's two filters: a status item and a priority item of the workspace's settings. */
export function SimulationFilters({ listRef, statusItems, priorityItems }: SimulationFiltersProps) {
  const { t } = useTranslation('workspaceOverview');
  const status = useSelector(listRef, selectStatusFilter);
  const priority = useSelector(listRef, selectPriorityFilter);
  return (
    <div className="simulation-filters" role="group" aria-label={t('filters.label')}>
      <Dropdown
        value={status}
        options={optionsOf(statusItems)}
        placeholder={t('filters.anyStatus')}
        ariaLabel={t('filters.status')}
        showClear={status !== null}
        disabled={statusItems.length === 0}
        onChange={(event) => listRef.send({ type: 'filter.status', id: (event.value as string | undefined) ?? null })}
        data-testid="status-filter"
      />
      <Dropdown
        value={priority}
        options={optionsOf(priorityItems)}
        placeholder={t('filters.anyPriority')}
        ariaLabel={t('filters.priority')}
        showClear={priority !== null}
        disabled={priorityItems.length === 0}
        onChange={(event) => listRef.send({ type: 'filter.priority', id: (event.value as string | undefined) ?? null })}
        data-testid="priority-filter"
      />
    </div>
  );
}
