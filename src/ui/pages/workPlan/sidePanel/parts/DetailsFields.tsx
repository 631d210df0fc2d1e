import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import type { PlanChoices } from '../../../../../api/actors/workPlans/sidePanel/planItems';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from '../../../../../api/schemas/project.schema';
import { FormField } from '../../../../components/FormField';
import type { useDraftFields } from './useDraftField';

type DetailsFieldsProps = { idPrefix: string; fields: ReturnType<typeof useDraftFields>; choices: PlanChoices };

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** What a project and a phase both have: name, description, owner, priority and status (SPEC 3). */
export function DetailsFields({ idPrefix, fields, choices }: DetailsFieldsProps) {
  const { t } = useTranslation('workPlanSidePanel');
  const { draft, saving, errorText, change } = fields;
  const owners = choices.members
    .filter((member) => member.user !== null)
    .map((member) => ({ value: member.user!.id, label: `${member.user!.first_name} ${member.user!.last_name}`.trim() || member.email }));
  const priorities = choices.settings.priority_items.map((item) => ({ value: item.id, label: item.name }));
  const statuses = choices.settings.status_items.map((item) => ({ value: item.id, label: item.name, colour: item.colour }));
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t('fields.name')} length={str(draft.name).length} max={PROJECT_NAME_MAX} error={errorText('name')}>
        <InputText id={`${idPrefix}-name`} value={str(draft.name)} disabled={saving} invalid={Boolean(errorText('name'))} onChange={(event) => change('name', event.target.value)} />
      </FormField>
      <FormField id={`${idPrefix}-description`} label={t('fields.description')} optional={t('form.optional')} length={str(draft.description).length} max={PROJECT_DESCRIPTION_MAX} error={errorText('description')}>
        <InputTextarea id={`${idPrefix}-description`} value={str(draft.description)} rows={3} autoResize disabled={saving} onChange={(event) => change('description', event.target.value)} />
      </FormField>
      <FormField id={`${idPrefix}-owner`} label={t('fields.owner')} optional={t('form.optional')}>
        <Dropdown inputId={`${idPrefix}-owner`} value={draft.owner_id ?? null} options={owners} showClear placeholder={t('form.choose')} disabled={saving} onChange={(event) => change('owner_id', event.value ?? null)} />
      </FormField>
      <div className="side-panel__pair">
        <FormField id={`${idPrefix}-priority`} label={t('fields.priority')} optional={t('form.optional')}>
          <Dropdown inputId={`${idPrefix}-priority`} value={draft.priority_id ?? null} options={priorities} showClear placeholder={t('form.choose')} disabled={saving} onChange={(event) => change('priority_id', event.value ?? null)} />
        </FormField>
        <FormField id={`${idPrefix}-status`} label={t('fields.status')}>
          <Dropdown
            inputId={`${idPrefix}-status`}
            value={draft.status_id ?? null}
            options={statuses}
            placeholder={t('form.firstStatus')}
            disabled={saving}
            itemTemplate={(option: (typeof statuses)[number]) => (
              <span className="side-panel__status">
                <span className="side-panel__swatch" style={{ background: option.colour }} aria-hidden="true" />
                {option.label}
              </span>
            )}
            onChange={(event) => change('status_id', event.value ?? null)}
          />
        </FormField>
      </div>
    </>
  );
}
