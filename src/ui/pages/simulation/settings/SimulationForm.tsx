import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { simulationUpdateSchema, type SimulationDetail } from '../../../../api/schemas/simulation.schema';
import type { UdfField, WorkspaceSettings } from '../../../../api/schemas/workspaceSettings.schema';
import type { UdfValue } from '../../../../machines/simulationForm.machine';
import { describeFailure } from '../../../components/describeFailure';
import { FormField } from '../../../components/FormField';
import type { SimulationDetailRef } from '../useSimulationDetailActor';
import { selectCanSave, selectDraft, selectFormFailure, selectIsDirty, selectSaving } from './simulationFormSelectors';
import { useSimulationFormActor, type SimulationFormRef } from './useSimulationFormActor';
import '../../../components/detailsForm/NameAndDescriptionForm.css';

const LIMITS = {
  name: simulationUpdateSchema.shape.name.maxLength ?? 100,
  description: simulationUpdateSchema.shape.description.maxLength ?? 250,
  udfText: 250,
};

type SimulationFormProps = {
  detailRef: SimulationDetailRef;
  simulation: SimulationDetail;
  workspaceSettings: WorkspaceSettings;
};

/** The simulation's name (100), description (250), status and priority items and field values, saved together. */
export function SimulationForm({ detailRef, simulation, workspaceSettings }: SimulationFormProps) {
  const { t } = useTranslation('simulations');
  const { t: tCommon } = useTranslation();
  const formRef = useSimulationFormActor(detailRef, simulation);
  const id = useId();
  const draft = useSelector(formRef, selectDraft);
  const saving = useSelector(formRef, selectSaving);
  const canSave = useSelector(formRef, selectCanSave);
  const dirty = useSelector(formRef, selectIsDirty);
  const failure = useSelector(formRef, selectFormFailure);
  const nameMissing = draft.name.trim() === '';
  const none = { value: null, label: t('settings.details.none') };
  return (
    <form
      className="details-form simulation-form"
      onSubmit={(event) => {
        event.preventDefault();
        formRef.send({ type: 'form.submit' });
      }}
    >
      {failure ? <Message severity="error" text={describeFailure(tCommon, failure)} className="details-form__failure" /> : null}
      <FormField id={`${id}-name`} label={t('settings.details.name')} length={draft.name.length} max={LIMITS.name} error={nameMissing ? t('settings.details.nameRequired') : undefined}>
        <InputText
          id={`${id}-name`}
          value={draft.name}
          maxLength={LIMITS.name}
          invalid={nameMissing}
          onChange={(event) => formRef.send({ type: 'name.change', value: event.target.value })}
        />
      </FormField>
      <FormField id={`${id}-description`} label={t('settings.details.description')} length={draft.description.length} max={LIMITS.description}>
        <InputTextarea
          id={`${id}-description`}
          value={draft.description}
          maxLength={LIMITS.description}
          rows={3}
          autoResize
          onChange={(event) => formRef.send({ type: 'description.change', value: event.target.value })}
        />
      </FormField>
      <div className="simulation-form__pair">
        <FormField id={`${id}-status`} label={t('settings.details.statusItem')}>
          <Dropdown
            inputId={`${id}-status`}
            value={draft.status_item_id}
            placeholder={none.label}
            options={[none, ...workspaceSettings.status_items.map((item) => ({ value: item.id, label: item.name }))]}
            onChange={(event) => formRef.send({ type: 'statusItem.change', value: event.value as string | null })}
          />
        </FormField>
        <FormField id={`${id}-priority`} label={t('settings.details.priorityItem')}>
          <Dropdown
            inputId={`${id}-priority`}
            value={draft.priority_item_id}
            placeholder={none.label}
            options={[none, ...workspaceSettings.priority_items.map((item) => ({ value: item.id, label: item.name }))]}
            onChange={(event) => formRef.send({ type: 'priorityItem.change', value: event.value as string | null })}
          />
        </FormField>
      </div>
      {workspaceSettings.udf_fields.map((field) => (
        <UdfInput key={field.id} formRef={formRef} field={field} value={draft.udf_values[field.id] ?? null} inputId={`${id}-udf-${field.id}`} />
      ))}
      <div className="details-form__actions">
        <Button type="button" label={t('settings.details.reset')} text disabled={!dirty || saving} onClick={() => formRef.send({ type: 'form.reset' })} />
        <Button type="submit" label={t('settings.details.save')} icon="pi pi-check" loading={saving} disabled={!canSave} />
      </div>
    </form>
  );
}

type UdfInputProps = { formRef: SimulationFormRef; field: UdfField; value: UdfValue; inputId: string };

/** A user-defined field of the workspace, with the control its kind needs (SPEC 3 "Workspace" settings). */
function UdfInput({ formRef, field, value, inputId }: UdfInputProps) {
  const { t } = useTranslation('simulations');
  const send = (next: UdfValue) => formRef.send({ type: 'udf.change', fieldId: field.id, value: next });
  const text = typeof value === 'string' ? value : '';
  return (
    <FormField id={inputId} label={field.name}>
      {field.kind === 'number' ? (
        <InputNumber inputId={inputId} value={typeof value === 'number' ? value : null} maxFractionDigits={6} onValueChange={(event) => send(event.value ?? null)} />
      ) : field.kind === 'list' ? (
        <Dropdown
          inputId={inputId}
          value={text || null}
          placeholder={t('settings.details.none')}
          options={[{ value: null, label: t('settings.details.none') }, ...field.options.map((option) => ({ value: option, label: option }))]}
          onChange={(event) => send(event.value as string | null)}
        />
      ) : (
        <InputText
          id={inputId}
          type={field.kind === 'date' ? 'date' : 'text'}
          value={text}
          maxLength={LIMITS.udfText}
          onChange={(event) => send(event.target.value === '' ? null : event.target.value)}
        />
      )}
    </FormField>
  );
}
