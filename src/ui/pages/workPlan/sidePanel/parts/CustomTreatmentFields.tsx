import { useSelector } from '@xstate/react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { pricedMeasure } from '../../../../../api/rules/treatmentCost';
import { PROJECT_NAME_MAX } from '../../../../../api/schemas/project.schema';
import { FormField } from '../../../../components/FormField';
import { LoadFailure } from '../../../../components/LoadFailure';
import { useFormat } from '../../../../format/useFormat';
import { formatPlanSpan } from '../../insights/insightsDates';
import { AmountInput } from './AmountInput';
import { PhaseDateField } from './PhaseDateField';
import { chosenPhase, customTreatmentEstimate, dateForPhase } from '../customTreatmentDraft';
import type { PhaseChoiceRef } from '../usePhaseChoiceActor';
import type { useDraftFields } from './useDraftField';
import './CustomTreatmentFields.css';

type CustomTreatmentFieldsProps = { fields: ReturnType<typeof useDraftFields>; choiceRef: PhaseChoiceRef; networkMeasure: number | null };

const ID = 'custom-treatment';
const amount = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * A custom treatment's fields: its phase, found through its project as Create Treatment finds it
 * (SPEC 5: treatments go into a phase only), the projects loaded as the form opens and a project's
 * phases once it is chosen; its date within the phase, its name, and its cost and variation per
 * unit, with SPEC 5's estimate, (cost + variation) × network measure, as they are typed.
 */
export function CustomTreatmentFields({ fields, choiceRef, networkMeasure }: CustomTreatmentFieldsProps) {
  const { t } = useTranslation('workPlanSidePanel');
  const format = useFormat();
  const { draft, saving, errorText, change } = fields;
  const choice = useSelector(choiceRef, (snapshot) => snapshot.context);
  const loadingProjects = useSelector(choiceRef, (snapshot) => snapshot.matches('loadingProjects'));
  const projectsFailed = useSelector(choiceRef, (snapshot) => snapshot.matches('failed'));
  const loadingPhases = useSelector(choiceRef, (snapshot) => snapshot.hasTag('loadingPhases'));
  const phasesFailed = useSelector(choiceRef, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.failure !== null);
  const phases = draft.project_id && choice.projectId === draft.project_id ? choice.phases : [];
  const phase = chosenPhase(draft, phases);
  const phaseOptions = phases.map((candidate) => ({ value: candidate.id, label: candidate.name, dates: formatPlanSpan(candidate.start_date, candidate.end_date, format) }));
  const estimate = customTreatmentEstimate(draft, networkMeasure);
  const money = (value: unknown) => format.currency(amount(value) ?? 0, undefined, 2);
  return (
    <>
      {projectsFailed ? <LoadFailure message={t('loadFailed.projects')} failure={choice.failure} onRetry={() => choiceRef.send({ type: 'retry' })} inTab /> : null}
      {phasesFailed ? <LoadFailure message={t('loadFailed.phases')} failure={choice.failure} onRetry={() => choiceRef.send({ type: 'retry' })} inTab /> : null}
      <FormField id={`${ID}-project`} label={t('fields.project')} error={errorText('project_id')}>
        <Dropdown
          inputId={`${ID}-project`}
          value={draft.project_id ?? null}
          options={choice.projects.map((project) => ({ value: project.id, label: project.name }))}
          placeholder={t('custom.projectPlaceholder')}
          emptyMessage={t('custom.noProjects')}
          disabled={loadingProjects || projectsFailed || saving}
          invalid={Boolean(errorText('project_id'))}
          dropdownIcon={loadingProjects ? 'pi pi-spin pi-spinner' : undefined}
          onChange={(event) => {
            change('project_id', event.value as string);
            change('phase_id', null);
            choiceRef.send({ type: 'project.choose', projectId: event.value as string });
          }}
        />
      </FormField>
      <FormField id={`${ID}-phase`} label={t('fields.phase')} error={errorText('phase_id')}>
        <Dropdown
          inputId={`${ID}-phase`}
          value={draft.phase_id ?? null}
          options={phaseOptions}
          placeholder={draft.project_id ? t('custom.phasePlaceholder') : t('custom.phaseFirst')}
          emptyMessage={t('custom.noPhases')}
          disabled={!draft.project_id || loadingPhases || phasesFailed || saving}
          invalid={Boolean(errorText('phase_id'))}
          dropdownIcon={loadingPhases ? 'pi pi-spin pi-spinner' : undefined}
          itemTemplate={(option: (typeof phaseOptions)[number]) => (
            <span className="side-panel__option">
              <span>{option.label}</span>
              <small>{option.dates}</small>
            </span>
          )}
          onChange={(event) => {
            const next = phases.find((candidate) => candidate.id === event.value);
            change('phase_id', event.value as string);
            if (next) change('date', dateForPhase(draft.date, next));
          }}
        />
      </FormField>
      <PhaseDateField id={`${ID}-date`} fields={fields} phase={phase} />
      <FormField id={`${ID}-name`} label={t('fields.name')} length={typeof draft.name === 'string' ? draft.name.length : 0} max={PROJECT_NAME_MAX} error={errorText('name')}>
        <InputText id={`${ID}-name`} value={typeof draft.name === 'string' ? draft.name : ''} disabled={saving} invalid={Boolean(errorText('name'))} onChange={(event) => change('name', event.target.value)} />
      </FormField>
      <div className="side-panel__pair">
        <FormField id={`${ID}-cost`} label={t('fields.cost')} hint={t('custom.perUnit')} error={errorText('cost')}>
          <AmountInput id={`${ID}-cost`} value={amount(draft.cost)} disabled={saving} invalid={Boolean(errorText('cost'))} onChange={(value) => change('cost', value)} />
        </FormField>
        <FormField id={`${ID}-variation`} label={t('fields.variation')} hint={t('custom.perUnit')} error={errorText('variation')}>
          <AmountInput
            id={`${ID}-variation`}
            value={amount(draft.variation) ?? 0}
            signed
            disabled={saving}
            invalid={Boolean(errorText('variation'))}
            onChange={(value) => change('variation', value ?? 0)}
          />
        </FormField>
      </div>
      <div className="side-panel__estimate side-panel__estimate--live" aria-live="polite">
        <span className="side-panel__estimate-label">{t('fields.costEstimate')}</span>
        {estimate === null ? <span className="side-panel__estimate-pending">{t('custom.estimatePending')}</span> : <strong data-testid="custom-treatment-estimate">{format.currency(estimate, undefined, 2)}</strong>}
        <small>{t('treatments.breakdown', { cost: money(draft.cost), variation: money(draft.variation), measure: format.number(pricedMeasure(networkMeasure)) })}</small>
      </div>
    </>
  );
}
