import { useSelector } from '@xstate/react';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../../../api/schemas/taskStatus.schema';
import { selectSearchText, selectStatusFilter, selectWorkspaceFilter, selectWorkspaceOptions } from './simulationListSelectors';
import type { SimulationListRef } from './useSimulationListActor';

/** The task statuses a simulation's current run is stored in, as the status filter offers them. */
export const STATUS_FILTERS: readonly TaskStatus[] = ['new', 'queued', 'running', 'completed', 'failed', 'invalid', 'cancelled', 'outdated'];

/** Search by name, and narrow the list to one workspace or one task status; each change loads page 1. */
export function SimulationToolbar({ listRef }: { listRef: SimulationListRef }) {
  const { t } = useTranslation('simulations');
  const searchText = useSelector(listRef, selectSearchText);
  const workspaceId = useSelector(listRef, selectWorkspaceFilter);
  const status = useSelector(listRef, selectStatusFilter);
  const workspaces = useSelector(listRef, selectWorkspaceOptions);
  const workspaceOptions = [
    { value: '', label: t('list.anyWorkspace') },
    ...workspaces.map((workspace) => ({ value: workspace.id, label: `${workspace.name} (${workspace.portfolio_name})` })),
  ];
  const statusOptions = [{ value: '', label: t('list.anyStatus') }, ...STATUS_FILTERS.map((value) => ({ value, label: t(`list.status.${value}`) }))];
  return (
    <div className="simulation-list__toolbar">
      <IconField iconPosition="left" className="simulation-search" role="search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={searchText}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.searchLabel')}
          onChange={(event) => listRef.send({ type: 'search.change', text: event.target.value })}
        />
      </IconField>
      <Dropdown
        className="simulation-filter"
        value={workspaceId}
        options={workspaceOptions}
        filter={workspaces.length > 8}
        placeholder={t('list.anyWorkspace')}
        aria-label={t('list.workspaceFilter')}
        onChange={(event) => listRef.send({ type: 'workspace.filter', workspaceId: event.value as string })}
      />
      <Dropdown
        className="simulation-filter"
        value={status}
        options={statusOptions}
        placeholder={t('list.anyStatus')}
        aria-label={t('list.statusFilter')}
        onChange={(event) => listRef.send({ type: 'status.filter', status: event.value as TaskStatus | '' })}
      />
    </div>
  );
}
