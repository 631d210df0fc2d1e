import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { MAX_COMPARED_SIMULATIONS } from '../../../../api/schemas/report.schema';
import type { SimulationSummary } from '../../../../api/schemas/simulation.schema';
import { fromPickerDate, toPickerDate } from './pickerDate';
import { sameItems } from './sameItems';
import type { WorkspaceReportRef } from './useWorkspaceReportActor';
import { selectForm, selectGenerating, selectMissing, selectWasGenerated, selectYears } from './workspaceReportSelectors';

type ComparisonFormProps = {
  reportRef: WorkspaceReportRef;
  /** The workspace's simulations whose current run completed: the ones a comparison can read. */
  simulations: readonly SimulationSummary[];
  loadingSimulations: boolean;
  mayGenerate: boolean;
};

/**
 * The comparison's request (SPEC 5: at least one simulation, a simulation year, a start date and a
 * number of years): Generate stays disabled, with SPEC's sentence as its hint, until all four are
 * set. Refresh builds the last comparison again. A Viewer sees the request without changing it.
 */
export function ComparisonForm({ reportRef, simulations, loadingSimulations, mayGenerate }: ComparisonFormProps) {
  const { t } = useTranslation('workspaceReports');
  const form = useSelector(reportRef, selectForm);
  const missing = useSelector(reportRef, selectMissing, sameItems);
  const years = useSelector(reportRef, selectYears, sameItems);
  const generating = useSelector(reportRef, selectGenerating);
  const generated = useSelector(reportRef, selectWasGenerated);
  const locked = !mayGenerate || generating;
  const options = simulations.map((simulation) => ({ label: simulation.name, value: simulation.id }));
  // A stored request may name a simulation deleted or no longer completed since: it is not offered, nor sent.
  const chosen = loadingSimulations ? form.simulationIds : form.simulationIds.filter((id) => simulations.some((simulation) => simulation.id === id));
  const generate = () => {
    if (chosen.length !== form.simulationIds.length) reportRef.send({ type: 'form.simulations', ids: chosen });
    reportRef.send({ type: 'report.generate' });
  };

  return (
    <section className="comparison-form" aria-labelledby="comparison-form-title">
      <h3 id="comparison-form-title" className="comparison-form__title">
        {t('form.title')}
      </h3>
      <div className="comparison-form__fields">
        <div className="comparison-form__field comparison-form__field--wide">
          <label htmlFor="comparison-simulations">{t('form.simulations')}</label>
          <MultiSelect
            inputId="comparison-simulations"
            value={chosen}
            options={options}
            onChange={(event) => reportRef.send({ type: 'form.simulations', ids: event.value as string[] })}
            placeholder={loadingSimulations ? '' : options.length === 0 ? t('form.noneCompleted') : t('form.simulationsPlaceholder')}
            display="chip"
            selectionLimit={MAX_COMPARED_SIMULATIONS}
            showSelectAll={false}
            maxSelectedLabels={MAX_COMPARED_SIMULATIONS}
            disabled={locked || options.length === 0}
            className="comparison-form__control"
            data-testid="comparison-simulations"
          />
        </div>
        <div className="comparison-form__field">
          <label htmlFor="comparison-start-date">{t('form.startDate')}</label>
          <Calendar
            inputId="comparison-start-date"
            value={toPickerDate(form.startDate)}
            onChange={(event) => reportRef.send({ type: 'form.startDate', date: event.value instanceof Date ? fromPickerDate(event.value) : null })}
            dateFormat="yy-mm-dd"
            placeholder={t('form.startDatePlaceholder')}
            showIcon
            showButtonBar
            disabled={locked}
            className="comparison-form__control"
            data-testid="comparison-start-date"
          />
        </div>
        <div className="comparison-form__field comparison-form__field--narrow">
          <label htmlFor="comparison-years">{t('form.numberOfYears')}</label>
          <InputNumber
            inputId="comparison-years"
            value={form.numberOfYears}
            onValueChange={(event) => reportRef.send({ type: 'form.numberOfYears', years: typeof event.value === 'number' && event.value > 0 ? event.value : null })}
            min={1}
            max={100}
            useGrouping={false}
            showButtons
            disabled={locked}
            className="comparison-form__control"
            data-testid="comparison-years"
          />
        </div>
        <div className="comparison-form__field">
          <label htmlFor="comparison-year">{t('form.simulationYear')}</label>
          <Dropdown
            inputId="comparison-year"
            value={form.simulationYear}
            options={years.map((year) => ({ label: String(year), value: year }))}
            onChange={(event) => reportRef.send({ type: 'form.simulationYear', year: typeof event.value === 'number' ? event.value : null })}
            placeholder={years.length === 0 ? t('form.simulationYearNeedsWindow') : t('form.simulationYearPlaceholder')}
            disabled={locked || years.length === 0}
            className="comparison-form__control"
            data-testid="comparison-year"
          />
        </div>
      </div>
      <div className="comparison-form__actions">
        {mayGenerate ? (
          <>
            <Button
              label={generated ? t('form.regenerate') : t('form.generate')}
              icon="pi pi-play"
              loading={generating}
              disabled={missing.length > 0 || generating}
              aria-describedby={missing.length > 0 ? 'comparison-hint' : undefined}
              onClick={generate}
              data-testid="comparison-generate"
            />
            {generated ? (
              <Button
                label={t('form.refresh')}
                icon="pi pi-refresh"
                outlined
                disabled={generating}
                tooltip={t('form.refreshHint')}
                tooltipOptions={{ position: 'top' }}
                onClick={() => reportRef.send({ type: 'report.refresh' })}
                data-testid="comparison-refresh"
              />
            ) : null}
            {missing.length > 0 ? (
              <p id="comparison-hint" className="comparison-form__hint" data-testid="comparison-hint">
                <i className="pi pi-info-circle" aria-hidden="true" />
                {t('form.hint')}
              </p>
            ) : null}
          </>
        ) : (
          <p className="comparison-form__hint" data-testid="comparison-viewer-note">
            <i className="pi pi-info-circle" aria-hidden="true" />
            {t('form.viewerNote')}
          </p>
        )}
      </div>
    </section>
  );
}
