import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../describeFailure';
import { FormField } from '../FormField';
import { selectCanSave, selectDetailsFailure, selectDraft, selectIsDirty, selectSaving, type DetailsFormRef } from './detailsFormSelectors';
import './NameAndDescriptionForm.css';

type NameAndDescriptionFormProps = {
  formRef: DetailsFormRef;
  /** The locale group of the labels (`portfolio:portfolio.settings`): name, nameRequired and description. */
  texts: string;
  /** The longest name and description the request's schema takes (SPEC 5: 100 and 250). */
  limits: { name: number; description: number };
  /** How many lines the description shows before it grows. */
  descriptionRows: number;
};

/** A portfolio's or a workspace's name and description, saved together; Reset goes back to what is saved. */
export function NameAndDescriptionForm({ formRef, texts, limits, descriptionRows }: NameAndDescriptionFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const draft = useSelector(formRef, selectDraft);
  const saving = useSelector(formRef, selectSaving);
  const canSave = useSelector(formRef, selectCanSave);
  const dirty = useSelector(formRef, selectIsDirty);
  const failure = useSelector(formRef, selectDetailsFailure);
  const nameMissing = draft.name.trim() === '';
  return (
    <form
      className="details-form"
      onSubmit={(event) => {
        event.preventDefault();
        formRef.send({ type: 'form.submit' });
      }}
    >
      {failure ? <Message severity="error" text={describeFailure(t, failure)} className="details-form__failure" /> : null}
      <FormField
        id={`${id}-name`}
        label={t(`${texts}.name`)}
        length={draft.name.length}
        max={limits.name}
        error={nameMissing ? t(`${texts}.nameRequired`) : undefined}
      >
        <InputText
          id={`${id}-name`}
          value={draft.name}
          maxLength={limits.name}
          invalid={nameMissing}
          onChange={(event) => formRef.send({ type: 'name.change', value: event.target.value })}
        />
      </FormField>
      <FormField id={`${id}-description`} label={t(`${texts}.description`)} length={draft.description.length} max={limits.description}>
        <InputTextarea
          id={`${id}-description`}
          value={draft.description}
          maxLength={limits.description}
          rows={descriptionRows}
          autoResize
          onChange={(event) => formRef.send({ type: 'description.change', value: event.target.value })}
        />
      </FormField>
      <div className="details-form__actions">
        <Button type="button" label={t('common.reset')} text disabled={!dirty || saving} onClick={() => formRef.send({ type: 'form.reset' })} />
        <Button type="submit" label={t('common.save')} icon="pi pi-check" loading={saving} disabled={!canSave} />
      </div>
    </form>
  );
}
