import { treatmentDateRefusal } from '../../../../api/rules/phaseDates';
import { treatmentCostEstimate } from '../../../../api/rules/treatmentCost';
import { customTreatmentCreateSchema, type CustomTreatmentCreate, type Phase } from '../../../../api/schemas/project.schema';
import type { WorkPlanAsset } from '../../../../api/schemas/dataSource.schema';
import type { SidePanelDraft } from '../../../../machines/sidePanelItem.machine';
import { schemaErrors, type FieldErrors } from './sidePanelDrafts';

type AssetKey = Pick<WorkPlanAsset, 'data_source_id' | 'asset_id'>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const amount = (value: unknown) => (typeof value === 'number' ? value : null);

/** A new custom treatment: no phase chosen yet, no cost, no variation. */
export const customTreatmentDraftOf = (): SidePanelDraft => ({ project_id: null, phase_id: null, date: null, name: '', cost: null, variation: 0 });

export function customTreatmentBody(draft: SidePanelDraft, asset: AssetKey): CustomTreatmentCreate {
  return {
    phase_id: text(draft.phase_id),
    date: text(draft.date),
    source_id: asset.data_source_id,
    asset_id: asset.asset_id,
    name: text(draft.name),
    cost: amount(draft.cost) ?? 0,
    variation: amount(draft.variation) ?? 0,
  };
}

/** The chosen phase among the plan's, found through the chosen project. */
export const chosenPhase = (draft: SidePanelDraft, phases: readonly Phase[]): Phase | undefined => phases.find((phase) => phase.id === draft.phase_id);

/** Choosing a phase keeps a date within it, else moves the date to the phase's first day, as Create Treatment does. */
export const dateForPhase = (date: unknown, phase: Phase): string => (typeof date === 'string' && treatmentDateRefusal(date, phase) === null ? date : phase.start_date);

/**
 * Why the form cannot be sent: a treatment goes into a phase only (SPEC 5), dated within it ('Date
 * must be later than …' / 'Date must be lower than …'), with a name and a cost that its variation
 * may lower, not below zero.
 */
export function customTreatmentErrors(draft: SidePanelDraft, asset: AssetKey, phases: readonly Phase[]): FieldErrors {
  const body = customTreatmentBody(draft, asset);
  const errors = schemaErrors(customTreatmentCreateSchema.safeParse(body));
  const required = { key: 'workPlanSidePanel:form.required' };
  const phase = chosenPhase(draft, phases);
  if (!draft.project_id) errors.project_id = required;
  if (!phase) errors.phase_id = required;
  if (!body.date) errors.date = required;
  else if (phase) {
    const refusal = treatmentDateRefusal(body.date, phase);
    if (refusal) errors.date = { key: `errors.${refusal.key}`, date: refusal.dateVal };
  }
  const cost = amount(draft.cost);
  if (cost === null) errors.cost = required;
  else if (!errors.cost && !errors.variation && cost + (amount(draft.variation) ?? 0) < 0) errors.variation = { key: 'errors.treatmentCostNegative' };
  return errors;
}

/** SPEC 5's estimate of the form's values, (cost + variation) × network measure; null until a cost is typed. */
export function customTreatmentEstimate(draft: SidePanelDraft, networkMeasure: number | null): number | null {
  const cost = amount(draft.cost);
  return cost === null ? null : treatmentCostEstimate({ cost, variation: amount(draft.variation) ?? 0, network_measure: networkMeasure });
}
