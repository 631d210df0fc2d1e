import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { WorkspaceDetail } from '../../../../api/schemas/workspace.schema';
import { SETTINGS_LISTS } from '../../../../machines/workspaceSettingsDraft';
import { describeFailure } from '../../../components/describeFailure';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';
import { SettingsListCard } from './SettingsListCard';
import { selectListsCanSave, selectListsDirty, selectListsFailure, selectListsSaving } from './settingsSelectors';
import { useWorkspaceSettingsActor } from './useWorkspaceSettingsActor';

type SettingsListsProps = {
  detailRef: WorkspaceDetailRef;
  workspace: WorkspaceDetail;
};

/** The four lists, edited together and saved with one Save (SPEC 8: one toast for all four). */
export function SettingsLists({ detailRef, workspace }: SettingsListsProps) {
  const { t } = useTranslation('workspace');
  const settingsRef = useWorkspaceSettingsActor(detailRef, workspace);
  const saving = useSelector(settingsRef, selectListsSaving);
  const canSave = useSelector(settingsRef, selectListsCanSave);
  const dirty = useSelector(settingsRef, selectListsDirty);
  const failure = useSelector(settingsRef, selectListsFailure);
  return (
    <form
      className="settings-lists"
      aria-label={t('workspace.lists.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        settingsRef.send({ type: 'settings.submit' });
      }}
    >
      {SETTINGS_LISTS.map((list) => (
        <SettingsListCard key={list} settingsRef={settingsRef} list={list} />
      ))}
      <div className={`settings-lists__bar${dirty ? ' settings-lists__bar--dirty' : ''}`}>
        {failure ? <Message severity="error" text={describeFailure(t, failure)} className="settings-lists__failure" /> : null}
        <p className="settings-lists__state">
          <i className={`pi ${dirty ? 'pi-pencil' : 'pi-check-circle'}`} aria-hidden="true" />
          {dirty ? t('workspace.lists.unsaved') : t('workspace.lists.allSaved')}
        </p>
        <Button type="button" label={t('common.reset')} text disabled={!dirty || saving} onClick={() => settingsRef.send({ type: 'settings.reset' })} />
        <Button type="submit" label={t('workspace.lists.save')} icon="pi pi-check" loading={saving} disabled={!canSave} />
      </div>
    </form>
  );
}
