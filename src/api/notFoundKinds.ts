/**
 * The resources whose absence has its own not-found message (SPEC 2 "Not-found pages"): a page
 * whose load answers 404 names its kind, and the not-found route explains what is missing.
 */
export const NOT_FOUND_KINDS = [
  'portfolio',
  'workspace',
  'simulation',
  'simulationTask',
  'workPlan',
  'asset',
  'assetTreatments',
  'builderData',
  'dataSources',
  'insightsData',
  'phase',
  'phaseTreatments',
  'phases',
  'project',
  'projectPhases',
  'projects',
  'workPlanSettings',
  'treatment',
  'treatments',
] as const;

export type NotFoundKind = (typeof NOT_FOUND_KINDS)[number];

export function isNotFoundKind(value: string | null | undefined): value is NotFoundKind {
  return NOT_FOUND_KINDS.includes(value as NotFoundKind);
}
