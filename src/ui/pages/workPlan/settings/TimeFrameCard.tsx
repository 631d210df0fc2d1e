import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PLANNING_DATE, LAST_PLANNING_DATE, PLANNING_YEARS_MAX } from '../../../../api/schemas/workPlan.schema';
import type { TimeFrameProblem } from '../../../../machines/workPlanTimeFrameDraft';
import { describeFailure } from '../../../components/describeFailure';
import { FormField } from '../../../components/FormField';
import { useFormat } from '../../../format/useFormat';
import { fromPickerDate, toPickerDate } from '../../workspace/comparison/pickerDate';
import { sameItems } from '../../workspace/comparison/sameItems';
import type { WorkPlanSettingsRef } from './useWorkPlanSettingsActors';
import {
  selectDraftYearLabels,
  selectFailure,
  selectRemovedYears,
  selectTimeFrameCanSave,
  selectTimeFrameDirty,
  selectTimeFrameDraft,
  selectTimeFrameProblems,
  selectTimeFrameSaving,
} from './workPlanSettingsSelectors';

const MIN_DATE = toPickerDate(FIRST_PLANNING_DATE)!;
const MAX_DATE = toPickerDate(LAST_PLANNING_DATE)!;

/**
 * The planning time frame: the fiscal year's start and end and the number of planning years, with
 * the years they make (FY2026/27 …). Fewer years warn, naming the years whose budgets Save drops.
 */
export function TimeFrameCard({ settingsRef, readOnly }: { settingsRef: WorkPlanSettingsRef; readOnly: boolean }) {
  const { t, i18n } = useTranslation('workPlanSettings');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const format = useFormat();
  const id = useId();
  const draft = useSelector(settingsRef, selectTimeFrameDraft);
  const problems = useSelector(settingsRef, selectTimeFrameProblems, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const years = useSelector(settingsRef, selectDraftYearLabels, sameItems);
  const removedYears = useSelector(settingsRef, selectRemovedYears, sameItems);
  const saving = useSelector(settingsRef, selectTimeFrameSaving);
  const canSave = useSelector(settingsRef, selectTimeFrameCanSave);
  const dirty = useSelector(settingsRef, selectTimeFrameDirty);
  const failure = useSelector(settingsRef, selectFailure);
  const problemText = (problem: TimeFrameProblem | null) =>
    problem ? t(`timeFrame.problems.${problem.key}`, 'dateVal' in problem ? { dateVal: format.numericDay(problem.dateVal) } : 'max' in problem ? { max: problem.max } : {}) : undefined;
  const dateFormat = t('timeFrame.dateFormat');
  return (
    <section className="settings-card" aria-labelledby="work-plan-time-frame-title">
      <div className="settings-card__intro">
        <h2 id="work-plan-time-frame-title">{t('timeFrame.title')}</h2>
        <p>{t('timeFrame.hint')}</p>
      </div>
      <form
        className="settings-card__body time-frame"
        aria-labelledby="work-plan-time-frame-title"
        onSubmit={(event) => {
          event.preventDefault();
          settingsRef.send({ type: 'form.submit' });
        }}
      >
        {failure && !saving ? <Message severity="error" text={describeFailure(t, failure, format.numericDay)} className="work-plan-settings__notice" /> : null}
        <div className="time-frame__fields">
          <FormField id={`${id}-start`} label={t('timeFrame.start')} error={readOnly ? undefined : problemText(problems.start)}>
            <Calendar
              inputId={`${id}-start`}
              value={toPickerDate(draft.fiscal_year_start)}
              dateFormat={dateFormat}
              placeholder={t('timeFrame.datePlaceholder')}
              minDate={MIN_DATE}
              maxDate={MAX_DATE}
              showIcon
              disabled={readOnly || saving}
              invalid={!readOnly && problems.start !== null}
              onChange={(event) => settingsRef.send({ type: 'start.change', value: event.value instanceof Date ? fromPickerDate(event.value) : null })}
            />
          </FormField>
          <FormField id={`${id}-end`} label={t('timeFrame.end')} error={readOnly ? undefined : problemText(problems.end)}>
            <Calendar
              inputId={`${id}-end`}
              value={toPickerDate(draft.fiscal_year_end)}
              dateFormat={dateFormat}
              placeholder={t('timeFrame.datePlaceholder')}
              minDate={MIN_DATE}
              maxDate={MAX_DATE}
              showIcon
              disabled={readOnly || saving}
              invalid={!readOnly && problems.end !== null}
              onChange={(event) => settingsRef.send({ type: 'end.change', value: event.value instanceof Date ? fromPickerDate(event.value) : null })}
            />
          </FormField>
          <FormField id={`${id}-years`} label={t('timeFrame.years')} hint={t('timeFrame.yearsHint', { max: PLANNING_YEARS_MAX })} error={readOnly ? undefined : problemText(problems.years)}>
            <InputNumber
              inputId={`${id}-years`}
              value={draft.planning_years}
              min={1}
              max={PLANNING_YEARS_MAX}
              showButtons
              useGrouping={false}
              disabled={readOnly || saving}
              invalid={!readOnly && problems.years !== null}
              className="time-frame__years"
              // onChange follows typing, onValueChange the spinner buttons.
              onChange={(event) => settingsRef.send({ type: 'years.change', value: typeof event.value === 'number' ? event.value : null })}
              onValueChange={(event) => settingsRef.send({ type: 'years.change', value: typeof event.value === 'number' ? event.value : null })}
            />
          </FormField>
        </div>
        <div className="time-frame__labels">
          <span className="time-frame__labels-title" id={`${id}-labels`}>
            {t('timeFrame.planningYears', { count: years.length })}
          </span>
          <ul className="time-frame__chips" aria-labelledby={`${id}-labels`} data-testid="planning-year-labels">
            {[...years, ...removedYears.filter((label) => !years.includes(label))].map((label) => (
              <li key={label}>
                <Tag value={label} className={`time-frame__chip${removedYears.includes(label) ? ' time-frame__chip--removed' : ''}`} />
              </li>
            ))}
          </ul>
        </div>
        {removedYears.length > 0 ? (
          <Message
            severity="warn"
            className="work-plan-settings__notice"
            data-testid="removed-years-warning"
            text={t('timeFrame.removeWarning', { count: removedYears.length, years: new Intl.ListFormat(locale, { type: 'conjunction' }).format(removedYears) })}
          />
        ) : null}
        {readOnly ? null : (
          <div className="details-form__actions">
            <Button type="button" label={t('common.reset')} text disabled={!dirty || saving} onClick={() => settingsRef.send({ type: 'form.reset' })} />
            <Button type="submit" label={t('common.save')} icon="pi pi-check" loading={saving} disabled={!canSave} />
          </div>
        )}
      </form>
    </section>
  );
}
