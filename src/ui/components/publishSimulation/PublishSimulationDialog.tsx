import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { simulationCreateSchema } from '../../../api/schemas/simulation.schema';
import type { PublishWorkspace } from '../../../machines/publishSimulation.machine';
import { describeFailure } from '../describeFailure';
import { FormField } from '../FormField';
import { PackageFileField } from './PackageFileField';
import {
  selectBusy,
  selectCanSubmit,
  selectCreating,
  selectDescription,
  selectDialogOpen,
  selectGeneralFailure,
  selectName,
  selectWorkspace,
  selectWorkspaceFixed,
} from './publishSimulationSelectors';
import type { PublishSimulationRef } from './usePublishSimulationActor';
import '../../styles/dialogParts.css';
import './PublishSimulationDialog.css';

const NAME_MAX = simulationCreateSchema.shape.name.maxLength ?? 100;
const DESCRIPTION_MAX = simulationCreateSchema.shape.description.unwrap().maxLength ?? 250;

type PublishSimulationDialogProps = {
  publishRef: PublishSimulationRef;
  /** The workspaces to choose from when the dialog was not opened from one. */
  workspaces?: readonly PublishWorkspace[];
};

/**
 * The Publish Simulation dialog: the workspace (fixed when opened from one), a name (SPEC 5: 100)
 * and description (250), assets.csv and settings.json, each with its progress while it uploads and
 * the problems the server found in it.
 */
export function PublishSimulationDialog({ publishRef, workspaces = [] }: PublishSimulationDialogProps) {
  const { t } = useTranslation('publishSimulation');
  const { t: tCommon } = useTranslation();
  const open = useSelector(publishRef, selectDialogOpen);
  const busy = useSelector(publishRef, selectBusy);
  const creating = useSelector(publishRef, selectCreating);
  const canSubmit = useSelector(publishRef, selectCanSubmit);
  const workspace = useSelector(publishRef, selectWorkspace);
  const workspaceFixed = useSelector(publishRef, selectWorkspaceFixed);
  const name = useSelector(publishRef, selectName);
  const description = useSelector(publishRef, selectDescription);
  const failure = useSelector(publishRef, selectGeneralFailure);
  const close = () => publishRef.send({ type: 'dialog.close' });

  const footer = (
    <div className="dialog-actions">
      {creating ? <span className="publish-simulation__creating">{t('creating')}</span> : null}
      <Button label={tCommon('common.cancel')} text onClick={close} disabled={busy} />
      <Button label={t('publish')} icon="pi pi-send" type="submit" form="publish-simulation-form" loading={busy} disabled={!canSubmit} />
    </div>
  );
  return (
    <Dialog
      header={t('title')}
      visible={open}
      onHide={close}
      footer={footer}
      className="publish-simulation"
      style={{ width: '40rem' }}
      breakpoints={{ '700px': '95vw' }}
      closable={!busy}
      draggable={false}
      dismissableMask={!busy}
    >
      <p className="publish-simulation__intro">{t('intro')}</p>
      {failure ? <Message severity="error" text={describeFailure(tCommon, failure)} className="publish-simulation__problem" /> : null}
      <form
        id="publish-simulation-form"
        className="publish-simulation__form"
        onSubmit={(event) => {
          event.preventDefault();
          publishRef.send({ type: 'form.submit' });
        }}
      >
        {workspaceFixed ? null : (
          <FormField id="publish-simulation-workspace" label={t('workspace')}>
            <Dropdown
              inputId="publish-simulation-workspace"
              value={workspace?.id ?? null}
              options={workspaces.map((option) => ({ label: option.name, value: option.id }))}
              placeholder={t('workspacePlaceholder')}
              disabled={busy}
              filter={workspaces.length > 8}
              onChange={(event) => {
                const chosen = workspaces.find((option) => option.id === event.value);
                if (chosen) publishRef.send({ type: 'workspace.choose', workspace: chosen });
              }}
            />
          </FormField>
        )}
        <FormField id="publish-simulation-name" label={t('name')} length={name.length} max={NAME_MAX}>
          <InputText
            id="publish-simulation-name"
            value={name}
            maxLength={NAME_MAX}
            autoFocus
            disabled={busy}
            placeholder={t('namePlaceholder')}
            onChange={(event) => publishRef.send({ type: 'name.change', value: event.target.value })}
          />
        </FormField>
        <FormField
          id="publish-simulation-description"
          label={t('description')}
          optional={tCommon('common.optional')}
          length={description.length}
          max={DESCRIPTION_MAX}
        >
          <InputTextarea
            id="publish-simulation-description"
            value={description}
            maxLength={DESCRIPTION_MAX}
            rows={2}
            autoResize
            disabled={busy}
            placeholder={t('descriptionPlaceholder')}
            onChange={(event) => publishRef.send({ type: 'description.change', value: event.target.value })}
          />
        </FormField>
        <PackageFileField publishRef={publishRef} kind="assets" />
        <PackageFileField publishRef={publishRef} kind="settings" />
      </form>
    </Dialog>
  );
}
