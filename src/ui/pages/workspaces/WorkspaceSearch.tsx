import { useSelector } from '@xstate/react';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { selectSearchText } from './workspaceListSelectors';
import type { WorkspaceListRef } from './useWorkspaceListActor';

/** The search box of a workspace list: by name, as the API searches (issue 13). */
export function WorkspaceSearch({ listRef }: { listRef: WorkspaceListRef }) {
  const { t } = useTranslation('portfolio');
  const searchText = useSelector(listRef, selectSearchText);
  return (
    <IconField iconPosition="left" className="workspace-search" role="search">
      <InputIcon className="pi pi-search" />
      <InputText
        type="search"
        value={searchText}
        placeholder={t('workspaces.searchPlaceholder')}
        aria-label={t('workspaces.searchLabel')}
        onChange={(event) => listRef.send({ type: 'search.change', text: event.target.value })}
      />
    </IconField>
  );
}
