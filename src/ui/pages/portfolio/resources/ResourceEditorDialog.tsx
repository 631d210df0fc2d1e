import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { attachmentInputSchema, attachmentUrlSchema } from '../../../../api/schemas/attachment.schema';
import { describeFailure } from '../../../components/describeFailure';
import { FormField } from '../../../components/FormField';
import {
  selectCanSaveResource,
  selectEditorDraft,
  selectEditorFailure,
  selectEditorOpen,
  selectEditorSaving,
  selectIsAdding,
} from './resourcesSelectors';
import type { ResourceEditorRef } from './useResourceEditorActor';

const NAME_MAX = attachmentInputSchema.shape.name.maxLength ?? 100;
const DESCRIPTION_MAX = attachmentInputSchema.shape.description.def.innerType.maxLength ?? 500;

/** Adds a resource or changes one: a name (100), a web address and a description (500). */
export function ResourceEditorDialog({ editorRef }: { editorRef: ResourceEditorRef }) {
  const { t } = useTranslation('portfolio');
  const open = useSelector(editorRef, selectEditorOpen);
  const saving = useSelector(editorRef, selectEditorSaving);
  const adding = useSelector(editorRef, selectIsAdding);
  const draft = useSelector(editorRef, selectEditorDraft);
  const failure = useSelector(editorRef, selectEditorFailure);
  const canSave = useSelector(editorRef, selectCanSaveResource);
  const close = () => editorRef.send({ type: 'editor.close' });
  const badUrl = draft.url.trim() !== '' && !attachmentUrlSchema.safeParse(draft.url).success;
  return (
    <Dialog
      header={adding ? t('portfolio.resources.addTitle') : t('portfolio.resources.editTitle')}
      visible={open}
      onHide={close}
      style={{ width: '34rem' }}
      closable={!saving}
      draggable={false}
      footer={
        <div className="delete-dialog__footer">
          <Button label={t('common.cancel')} text onClick={close} disabled={saving} />
          <Button
            label={adding ? t('portfolio.resources.add') : t('common.save')}
            icon="pi pi-check"
            type="submit"
            form="resource-form"
            loading={saving}
            disabled={!canSave}
          />
        </div>
      }
    >
      <form
        id="resource-form"
        className="resource-form"
        onSubmit={(event) => {
          event.preventDefault();
          editorRef.send({ type: 'form.submit' });
        }}
      >
        {failure ? <Message severity="error" text={describeFailure(t, failure)} className="resource-form__failure" /> : null}
        <FormField id="resource-name" label={t('portfolio.resources.name')} length={draft.name.length} max={NAME_MAX}>
          <InputText
            id="resource-name"
            value={draft.name}
            maxLength={NAME_MAX}
            autoFocus
            onChange={(event) => editorRef.send({ type: 'field.change', field: 'name', value: event.target.value })}
          />
        </FormField>
        <FormField id="resource-url" label={t('portfolio.resources.url')} error={badUrl ? t('portfolio.resources.urlInvalid') : undefined}>
          <InputText
            id="resource-url"
            type="url"
            value={draft.url}
            placeholder={t('portfolio.resources.urlPlaceholder')}
            invalid={badUrl}
            onChange={(event) => editorRef.send({ type: 'field.change', field: 'url', value: event.target.value })}
          />
        </FormField>
        <FormField
          id="resource-description"
          label={t('portfolio.resources.description')}
          optional={t('common.optional')}
          length={draft.description.length}
          max={DESCRIPTION_MAX}
        >
          <InputTextarea
            id="resource-description"
            value={draft.description}
            maxLength={DESCRIPTION_MAX}
            rows={4}
            autoResize
            onChange={(event) => editorRef.send({ type: 'field.change', field: 'description', value: event.target.value })}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
