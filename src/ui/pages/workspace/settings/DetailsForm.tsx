import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { workspaceUpdateSchema, type WorkspaceDetail } from '../../../../api/schemas/workspace.schema';
import { describeFailure } from '../../../components/describeFailure';
import { FormField } from '../../../components/FormField';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';
import { selectCanSave, selectDetailsFailure, selectDraft, selectIsDirty, selectSaving } from './settingsSelectors';
import { useWorkspaceDetailsFormActor } from './useWorkspaceDetailsFormActor';

const NAME_MAX = workspaceUpdateSchema.shape.name.maxLength ?? 100;
const DESCRIPTION_MAX = workspaceUpdateSchema.shape.description.maxLength ?? 250;

type DetailsFormProps = {
  detailRef: WorkspaceDetailRef;
  workspace: WorkspaceDetail;
};

/** The workspace's name (100) and description (250), saved together. */
export function DetailsForm({ detailRef, workspace }: DetailsFormProps) {
  const { t } = useTranslation();
  const formRef = useWorkspaceDetailsFormActor(detailRef, workspace);
  const draft = useSelector(formRef, selectDraft);
  const saving = useSelector(formRef, selectSaving);
  const canSave = useSelector(formRef, selectCanSave);
  const dirty = useSelector(formRef, selectIsDirty);
  const failure = useSelector(formRef, selectDetailsFailure);
  const nameMissing = draft.name.trim() === '';
  return (
    <form
      className="workspace-form"
      onSubmit={(event) => {
        event.preventDefault();
        formRef.send({ type: 'form.submit' });
      }}
    >
      {failure ? <Message severity="error" text={describeFailure(t, failure)} className="workspace-form__failure" /> : null}
      <FormField
        id="workspace-name"
        label={t('workspace.settings.name')}
        length={draft.name.length}
        max={NAME_MAX}
        error={nameMissing ? t('workspace.settings.nameRequired') : undefined}
      >
        <InputText
          id="workspace-name"
          value={draft.name}
          maxLength={NAME_MAX}
          invalid={nameMissing}
          onChange={(event) => formRef.send({ type: 'name.change', value: event.target.value })}
        />
      </FormField>
      <FormField id="workspace-description" label={t('workspace.settings.description')} length={draft.description.length} max={DESCRIPTION_MAX}>
        <InputTextarea
          id="workspace-description"
          value={draft.description}
          maxLength={DESCRIPTION_MAX}
          rows={3}
          autoResize
          onChange={(event) => formRef.send({ type: 'description.change', value: event.target.value })}
        />
      </FormField>
      <div className="workspace-form__actions">
        <Button type="button" label={t('common.reset')} text disabled={!dirty || saving} onClick={() => formRef.send({ type: 'form.reset' })} />
        <Button type="submit" label={t('common.save')} icon="pi pi-check" loading={saving} disabled={!canSave} />
      </div>
    </form>
  );
}
