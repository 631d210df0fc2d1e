import { z } from 'zod';
import { assetFilterSchema } from './assetFilter.schema';
import { END_OF_LIFE_STATE, MAX_CRITERIA, MAX_FUNDING_SOURCES, MAX_SEED, MAX_TREATMENTS, STATE_COUNT } from './limits';
import { nonEmptyText, numberBetween, oneToMany, wholeNumber } from './valueRules';
import { checkSettingsConsistency } from './settingsConsistency';


const identifier = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, { error: 'must be lower case letters, digits and _, starting with a letter' });

const percentChange = z.number().gt(-100, { error: 'must be greater than -100 %' });

const stateNumber = wholeNumber(`state must be a whole number from 0 to ${END_OF_LIFE_STATE}`, 0, END_OF_LIFE_STATE);

export const serviceStateSchema = z.strictObject({
  state: stateNumber,
  remainingLife: z.number().nonnegative({ error: 'remaining life must be 0 years or more' }),
  servicePotential: numberBetween('service potential must be between 0 and 100 %', 0, 100),
  /** The owner's own condition value for this state (PCI 0-100, rating 1-10, grade 1-5...). */
  nativeCondition: z.number(),
});

export const distributionSchema = z.enum([
  'fixed',
  'gaussianHigh',
  'gaussianMedium',
  'gaussianLow',
  'poisson',
  'discreteUniform',
]);

export const lifeVariationSchema = z.strictObject({
  filter: assetFilterSchema,
  /** Multiplies the time spent in every state: 1.2 lives 20 % longer. */
  factor: z.number().positive({ error: 'life variation factor must be above 0' }),
});

export const criterionSchema = z.strictObject({
  id: identifier,
  name: nonEmptyText,
  weight: z.number().positive({ error: 'weight must be above 0' }),
  defaultLife: z.number().positive({ error: 'default life must be above 0 years' }),
  /** Age in years at which an asset passes from state n to n+1, for n = 0..5. */
  profile: z.array(z.number().positive({ error: 'profile ages must be above 0 years' })).length(END_OF_LIFE_STATE, { error: 'profile must list 6 ages (state 0→1 to 5→6)' }),
  distribution: distributionSchema,
  lifeVariation: z.array(lifeVariationSchema).default([]),
});

export const effectSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('reset') }),
  z.strictObject({ type: z.literal('improve'), states: wholeNumber(`an improve effect must raise the state by a whole number from 1 to ${END_OF_LIFE_STATE}`, 1, END_OF_LIFE_STATE) }),
  z.strictObject({ type: z.literal('addYears'), years: z.number().positive({ error: 'added years must be above 0' }) }),
]);

const APPLY_RATE = 'apply rate must be above 0 and at most 100 %';

export const treatmentSchema = z.strictObject({
  id: identifier,
  name: nonEmptyText,
  /** Groups spend in the cost-breakdown report: Maintenance, Renewal, Upgrade... */
  costType: nonEmptyText.default('Renewal'),
  trigger: z.strictObject({
    criterion: z.string(),
    fromState: stateNumber,
    toState: stateNumber.default(END_OF_LIFE_STATE),
  }),
  filter: assetFilterSchema.optional(),
  effect: effectSchema,
  /** Criteria the effect applies to; the trigger's criterion when absent. */
  effectCriteria: z
    .array(z.string())
    .min(1, { error: "must list at least one criterion (leave it out to use the trigger's criterion)" })
    .optional(),
  unitCost: z.number().nonnegative({ error: 'unit cost must be 0 or more' }),
  applyRate: z.number().gt(0, { error: APPLY_RATE }).max(100, { error: APPLY_RATE }).default(100),
  costVariations: z.array(z.strictObject({ filter: assetFilterSchema, percent: percentChange })).default([]),
  followUp: z
    .strictObject({ treatment: z.string(), afterYears: wholeNumber('a follow-up must come a whole number of years later, 1 or more', 1) })
    .optional(),
  /** Funding sources allowed to pay for it; all sources when absent. */
  fundingSources: z
    .array(z.string())
    .min(1, { error: 'must list at least one funding source (leave it out to allow every source)' })
    .optional(),
});

export const budgetSchema = z.strictObject({
  /** Total budget per year from the start year; missing later years are filled from the last one. */
  yearly: z
    .array(z.number().nonnegative({ error: 'budget must be 0 or more' }))
    .min(1, { error: 'the budget must list at least one yearly amount' }),
  fill: z.enum(['down', 'inflation']).default('down'),
  inflationPercent: percentChange.default(0),
});

export const budgetSplitSchema = z.strictObject({
  fromYear: z.int({ error: 'a split year must be a whole number' }),
  percent: z.record(z.string(), numberBetween('a share must be between 0 and 100 %', 0, 100)),
});

export const budgetPresetSchema = z.enum(['asBudgeted', 'unbounded', 'zeroBudget']);

export const benefitSchema = z.strictObject({
  basedOn: z.enum(['serviceState', 'servicePotential', 'cumulativeServicePotential']),
  /** weighted: a criterion's gain counts by its share of the weights; unweighted: every criterion counts fully. */
  calculationMethod: z.enum(['weighted', 'unweighted']).default('weighted'),
  variation: z
    .strictObject({
      consequenceOfFailure: z.partialRecord(z.enum(['1', '2', '3', '4', '5']), percentChange).default({}),
      filters: z.array(z.strictObject({ filter: assetFilterSchema, percent: percentChange })).default([]),
    })
    .default({ consequenceOfFailure: {}, filters: [] }),
});

export const strategySchema = z.strictObject({
  name: nonEmptyText,
  startYear: wholeNumber('the start year must be a whole number from 1900 to 2200', 1900, 2200),
  years: wholeNumber('an analysis runs for 1 to 100 years', 1, 100),
  fundingSources: oneToMany(z.strictObject({ id: identifier, name: nonEmptyText }), MAX_FUNDING_SOURCES, 'funding sources'),
  budget: budgetSchema,
  split: z.array(budgetSplitSchema).min(1, { error: 'the budget split must have at least one entry' }),
  carryOver: z.boolean().default(false),
  forced: z.array(z.strictObject({ asset: nonEmptyText, treatment: z.string(), year: z.int({ error: 'a forced year must be a whole number' }) })).default([]),
  excluded: z.array(nonEmptyText).default([]),
  benefit: benefitSchema,
  budgetPreset: budgetPresetSchema.default('asBudgeted'),
});

const settingsShapeSchema = z.strictObject({
  formatVersion: z.literal(1),
  name: nonEmptyText,
  description: z.string().optional(),
  seed: wholeNumber(`seed must be a whole number from 0 to ${MAX_SEED}`, 0, MAX_SEED).default(1),
  serviceStates: z.array(serviceStateSchema).length(STATE_COUNT, { error: 'there must be 7 service states (0 to 6)' }),
  criteria: oneToMany(criterionSchema, MAX_CRITERIA, 'criteria'),
  treatments: oneToMany(treatmentSchema, MAX_TREATMENTS, 'treatments'),
  strategy: strategySchema,
});

export type SimulationSettings = z.output<typeof settingsShapeSchema>;

/** settings.json: the model (states, criteria, treatments) and the strategy of one simulation. */
export const settingsSchema = settingsShapeSchema.superRefine(checkSettingsConsistency);

export type SimulationSettingsInput = z.input<typeof settingsShapeSchema>;
export type Criterion = SimulationSettings['criteria'][number];
export type Treatment = SimulationSettings['treatments'][number];
export type Strategy = SimulationSettings['strategy'];
export type ServiceState = SimulationSettings['serviceStates'][number];
export type Distribution = z.infer<typeof distributionSchema>;
export type BudgetPreset = z.infer<typeof budgetPresetSchema>;
export type TreatmentEffect = z.infer<typeof effectSchema>;
