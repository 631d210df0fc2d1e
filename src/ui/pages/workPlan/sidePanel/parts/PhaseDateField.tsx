import { Calendar } from 'primereact/calendar';
import { useTranslation } from 'react-i18next';
import type { Phase } from '../../../../../api/schemas/project.schema';
import { FormField } from '../../../../components/FormField';
import { useFormat } from '../../../../format/useFormat';
import { fromPickerDate, toPickerDate } from '../../../workspace/comparison/pickerDate';
import type { useDraftFields } from './useDraftField';

type PhaseDateFieldProps = { id: string; fields: ReturnType<typeof useDraftFields>; phase: Phase | undefined };

/**
 * A treatment's date in a panel form, the phase's dates as its hint. The picker is not bounded by
 * the phase: a bounded Calendar drops a day typed outside it without a word, where the form's check
 * says why (SPEC 5's 'Date must be later than …').
 */
export function PhaseDateField({ id, fields, phase }: PhaseDateFieldProps) {
  const { t } = useTranslation('workPlanSidePanel');
  const format = useFormat();
  const { draft, saving, errorText, change } = fields;
  return (
    <FormField id={id} label={t('fields.date')} hint={phase ? t('treatments.dateHint', { start: format.day(phase.start_date), end: format.day(phase.end_date) }) : undefined} error={errorText('date')}>
      <Calendar
        inputId={id}
        value={toPickerDate(typeof draft.date === 'string' ? draft.date : null)}
        dateFormat={t('form.dateFormat')}
        placeholder={t('form.datePlaceholder')}
        showIcon
        disabled={saving}
        invalid={Boolean(errorText('date'))}
        onChange={(event) => change('date', event.value instanceof Date ? fromPickerDate(event.value) : null)}
      />
    </FormField>
  );
}
