import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { PhaseChoice } from '../../../../../api/actors/workPlans/sidePanel/assetDetails.actors';
import { pricedMeasure } from '../../../../../api/rules/treatmentCost';
import { PROJECT_NAME_MAX } from '../../../../../api/schemas/project.schema';
import { FormField } from '../../../../components/FormField';
import { useFormat } from '../../../../format/useFormat';
import { formatPlanSpan } from '../../insights/insightsDates';
import { AmountInput } from './AmountInput';
import { PhaseDateField } from './PhaseDateField';
import { chosenPhase, customTreatmentEstimate, dateForPhase } from '../customTreatmentDraft';
import type { useDraftFields } from './useDraftField';
import './CustomTreatmentFields.css';

type CustomTreatmentFieldsProps = { fields: ReturnType<typeof useDraftFields>; choices: readonly PhaseChoice[]; networkMeasure: number | null };

const ID = 'custom-treatment';
const amount = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * A custom treatment's fields: its phase, found through its project as Create Treatment finds it
 * (SPEC 5: treatments go into a phase only), its date within the phase, its name, and its cost and
 * variation per unit, with SPEC 5's estimate, (cost + variation) × network measure, as they are typed.
 */
export function CustomTreatmentFields({ fields, choices, networkMeasure }: CustomTreatmentFieldsProps) {
  const { t } = useTranslation('workPlanSidePanel');
  const format = useFormat();
  const { draft, saving, errorText, change } = fields;
  const phases = choices.find((choice) => choice.project.id === draft.project_id)?.phases ?? [];
  const phase = chosenPhase(draft, phases);
  const phaseOptions = phases.map((candidate) => ({ value: candidate.id, label: candidate.name, dates: formatPlanSpan(candidate.start_date, candidate.end_date, format) }));
  const estimate = customTreatmentEstimate(draft, networkMeasure);
  const money = (value: unknown) => format.currency(amount(value) ?? 0, undefined, 2);
  return (
    <>
      <FormField id={`${ID}-project`} label={t('fields.project')} error={errorText('project_id')}>
        <Dropdown
          inputId={`${ID}-project`}
          value={draft.project_id ?? null}
          options={choices.map(({ project }) => ({ value: project.id, label: project.name }))}
          placeholder={t('custom.projectPlaceholder')}
          emptyMessage={t('custom.noProjects')}
          disabled={saving}
          invalid={Boolean(errorText('project_id'))}
          onChange={(event) => {
            change('project_id', event.value as string);
            change('phase_id', null);
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
          disabled={!draft.project_id || saving}
          invalid={Boolean(errorText('phase_id'))}
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
