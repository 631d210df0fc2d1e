import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import type { PlanChoices } from '../../../../../api/actors/workPlans/sidePanel/planItems';
import { AMOUNT_MAX } from '../../../../../api/schemas/project.schema';
import { FormField } from '../../../../components/FormField';
import { DEFAULT_CURRENCY } from '../../../../format/format';
import { fromPickerDate, toPickerDate } from '../../../workspace/comparison/pickerDate';
import { DetailsFields } from './DetailsFields';
import type { useDraftFields } from './useDraftField';

type PhaseFieldsProps = { idPrefix: string; fields: ReturnType<typeof useDraftFields>; choices: PlanChoices };

const day = (value: unknown) => (typeof value === 'string' ? value : null);
const amount = (value: unknown) => (typeof value === 'number' ? value : null);

/** A phase's fields: a project's, its dates (one fiscal or calendar year, SPEC 5), funding source, contingency and budget. */
export function PhaseFields({ idPrefix, fields, choices }: PhaseFieldsProps) {
  const { t, i18n } = useTranslation('workPlanSidePanel');
  const { draft, saving, errorText, change } = fields;
  const fundingSources = choices.settings.funding_sources.map((source) => ({ value: source.id, label: source.name }));
  const dateFormat = t('form.dateFormat');
  return (
    <>
      <DetailsFields idPrefix={idPrefix} fields={fields} choices={choices} />
      <div className="side-panel__pair">
        <FormField id={`${idPrefix}-start`} label={t('fields.startDate')} error={errorText('start_date')}>
          <Calendar
            inputId={`${idPrefix}-start`}
            value={toPickerDate(day(draft.start_date))}
            dateFormat={dateFormat}
            placeholder={t('form.datePlaceholder')}
            showIcon
            disabled={saving}
            invalid={Boolean(errorText('start_date'))}
            onChange={(event) => change('start_date', event.value instanceof Date ? fromPickerDate(event.value) : null)}
          />
        </FormField>
        <FormField id={`${idPrefix}-end`} label={t('fields.endDate')} error={errorText('end_date')}>
          <Calendar
            inputId={`${idPrefix}-end`}
            value={toPickerDate(day(draft.end_date))}
            dateFormat={dateFormat}
            placeholder={t('form.datePlaceholder')}
            showIcon
            disabled={saving}
            invalid={Boolean(errorText('end_date'))}
            onChange={(event) => change('end_date', event.value instanceof Date ? fromPickerDate(event.value) : null)}
          />
        </FormField>
      </div>
      <FormField id={`${idPrefix}-funding`} label={t('fields.fundingSource')} optional={t('form.optional')}>
        <Dropdown inputId={`${idPrefix}-funding`} value={draft.funding_source_id ?? null} options={fundingSources} showClear placeholder={t('form.choose')} disabled={saving} onChange={(event) => change('funding_source_id', event.value ?? null)} />
      </FormField>
      <div className="side-panel__pair">
        <FormField id={`${idPrefix}-contingency`} label={t('fields.contingency')} error={errorText('contingency')}>
          <InputNumber inputId={`${idPrefix}-contingency`} value={amount(draft.contingency)} suffix=" %" locale={i18n.language} min={0} max={100} maxFractionDigits={2} disabled={saving} onChange={(event) => change('contingency', event.value ?? 0)} />
        </FormField>
        <FormField id={`${idPrefix}-budget`} label={t('fields.totalBudget')} error={errorText('total_budget')}>
          <InputNumber inputId={`${idPrefix}-budget`} value={amount(draft.total_budget)} mode="currency" currency={DEFAULT_CURRENCY} locale={i18n.language} maxFractionDigits={0} min={0} max={AMOUNT_MAX} disabled={saving} onChange={(event) => change('total_budget', event.value ?? 0)} />
        </FormField>
      </div>
    </>
  );
}
