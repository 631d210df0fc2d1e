import { useSelector } from '@xstate/react';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { WorkspaceDetail } from '../../../../api/schemas/workspace.schema';
import { DeleteByNameSection } from '../../../components/deleteByName/DeleteByNameSection';
import { selectMay, selectWorkspace } from '../workspaceDetailSelectors';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';
import { DetailsForm } from './DetailsForm';
import { DetailsReadOnly } from './DetailsReadOnly';
import { SettingsLists } from './SettingsLists';
import { SettingsListsReadOnly } from './SettingsListsReadOnly';
import { useDeleteWorkspaceActor } from './useDeleteWorkspaceActor';
import './WorkspaceSettingsTab.css';

/**
 * The workspace's settings (SPEC 2 "Workspace detail"): name and description, the four ordered
 * lists, and deletion. Editors and Admins change them; a Viewer sees them read-only (SPEC 6).
 */
export function WorkspaceSettingsTab({ detailRef }: { detailRef: WorkspaceDetailRef }) {
  const { t } = useTranslation('workspace');
  const workspace = useSelector(detailRef, selectWorkspace);
  const mayWrite = useSelector(detailRef, selectMay('workspaces.write'));
  const mayDelete = useSelector(detailRef, selectMay('workspaces.delete'));
  if (!workspace) return null;
  return (
    <div className="workspace-settings">
      {!mayWrite ? <Message severity="info" text={t('workspace.settings.readOnly')} className="workspace-settings__read-only" /> : null}
      <section className="settings-card" aria-labelledby="workspace-details-title">
        <div className="settings-card__intro">
          <h2 id="workspace-details-title">{t('workspace.settings.detailsTitle')}</h2>
          <p>{t('workspace.settings.detailsHint')}</p>
        </div>
        <div className="settings-card__body">
          {mayWrite ? <DetailsForm detailRef={detailRef} workspace={workspace} /> : <DetailsReadOnly workspace={workspace} />}
        </div>
      </section>
      {mayWrite ? <SettingsLists detailRef={detailRef} workspace={workspace} /> : <SettingsListsReadOnly settings={workspace.settings} />}
      {/* A renamed workspace is confirmed by its new name: a new dialog actor. */}
      {mayDelete ? <DeleteWorkspace key={workspace.name} workspace={workspace} /> : null}
    </div>
  );
}

function DeleteWorkspace({ workspace }: { workspace: WorkspaceDetail }) {
  const deleteRef = useDeleteWorkspaceActor(workspace);
  return <DeleteByNameSection deleteRef={deleteRef} texts="workspace:workspace.delete" />;
}
