import { phaseDatesRefusal, treatmentDateRefusal } from '../../../../api/rules/phaseDates';
import {
  phaseInputSchema,
  projectInputSchema,
  treatmentUpdateSchema,
  type Phase,
  type PhaseInput,
  type Project,
  type ProjectInput,
  type Treatment,
  type TreatmentUpdate,
} from '../../../../api/schemas/project.schema';
import type { SidePanelDraft } from '../../../../machines/sidePanelItem.machine';

/** Why a field's value cannot be saved: a text key (namespaced) and its values; a date is formatted by the view. */
export type FieldError = { key: string; params?: Record<string, string | number>; date?: string };
export type FieldErrors = Record<string, FieldError>;

/** The schema's first complaint per field, in the panel's words. */
export function schemaErrors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; code: string; maximum?: unknown }> } }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (errors[field]) continue;
    errors[field] =
      issue.code === 'too_big' && typeof issue.maximum === 'number'
        ? { key: 'workPlanSidePanel:form.tooLong', params: { max: issue.maximum } }
        : issue.code === 'too_small'
          ? { key: 'workPlanSidePanel:form.required' }
          : { key: 'workPlanSidePanel:form.invalid' };
  }
  return errors;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const idOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export const projectDraftOf = (project: Project | null): SidePanelDraft => ({
  name: project?.name ?? '',
  description: project?.description ?? '',
  owner_id: project?.owner?.id ?? null,
  priority_id: project?.priority?.id ?? null,
  status_id: project?.status?.id ?? null,
});

export function projectBody(draft: SidePanelDraft): ProjectInput {
  const status = idOrNull(draft.status_id);
  return {
    name: text(draft.name),
    description: text(draft.description),
    owner_id: idOrNull(draft.owner_id),
    priority_id: idOrNull(draft.priority_id),
    ...(status ? { status_id: status } : {}),
  };
}

export const projectErrors = (draft: SidePanelDraft): FieldErrors => schemaErrors(projectInputSchema.safeParse(projectBody(draft)));

export const phaseDraftOf = (phase: Phase | null): SidePanelDraft => ({
  ...projectDraftOf(null),
  name: phase?.name ?? '',
  description: phase?.description ?? '',
  owner_id: phase?.owner?.id ?? null,
  priority_id: phase?.priority?.id ?? null,
  status_id: phase?.status?.id ?? null,
  start_date: phase?.start_date ?? null,
  end_date: phase?.end_date ?? null,
  funding_source_id: phase?.funding_source?.id ?? null,
  contingency: phase?.contingency ?? 0,
  total_budget: phase?.total_budget ?? 0,
});

export function phaseBody(draft: SidePanelDraft): PhaseInput {
  return {
    ...projectBody(draft),
    start_date: typeof draft.start_date === 'string' ? draft.start_date : '',
    end_date: typeof draft.end_date === 'string' ? draft.end_date : '',
    funding_source_id: idOrNull(draft.funding_source_id),
    contingency: typeof draft.contingency === 'number' ? draft.contingency : 0,
    total_budget: typeof draft.total_budget === 'number' ? draft.total_budget : 0,
  };
}

/** SPEC 5: a phase lies within one fiscal or calendar year of the plan; its end is not before its start. */
export function phaseErrors(draft: SidePanelDraft, fiscalYearStart: string): FieldErrors {
  const body = phaseBody(draft);
  const errors = schemaErrors(phaseInputSchema.safeParse(body));
  if (!body.start_date) errors.start_date = { key: 'workPlanSidePanel:form.required' };
  if (!body.end_date) errors.end_date = { key: 'workPlanSidePanel:form.required' };
  if (body.start_date && body.end_date) {
    const refusal = phaseDatesRefusal({ start_date: body.start_date, end_date: body.end_date }, fiscalYearStart);
    if (refusal) errors.end_date = refusal.key === 'phaseSpansYears' ? { key: 'errors.phaseSpansYears' } : { key: `errors.${refusal.key}`, date: refusal.dateVal };
  }
  return errors;
}

export const treatmentDraftOf = (treatment: Treatment): SidePanelDraft => ({ date: treatment.date, variation: treatment.variation });

export function treatmentBody(draft: SidePanelDraft): TreatmentUpdate {
  return { date: typeof draft.date === 'string' ? draft.date : '', variation: typeof draft.variation === 'number' ? draft.variation : 0 };
}

/** A treatment is dated within its phase (SPEC 5's 'later than' and 'lower than'). */
export function treatmentErrors(draft: SidePanelDraft, phase: Pick<Phase, 'start_date' | 'end_date'>): FieldErrors {
  const body = treatmentBody(draft);
  const errors = schemaErrors(treatmentUpdateSchema.safeParse(body));
  if (!body.date) return { ...errors, date: { key: 'workPlanSidePanel:form.required' } };
  const refusal = treatmentDateRefusal(body.date, phase);
  if (refusal) errors.date = { key: `errors.${refusal.key}`, date: refusal.dateVal };
  return errors;
}

export const hasNoErrors = (errors: FieldErrors) => Object.keys(errors).length === 0;
