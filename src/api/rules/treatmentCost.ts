/** Money is shown and summed in cents. */
export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * The units a treatment is priced by: the asset's network measure (m² of a road, metres of a main).
 * An asset the register gives no positive measure counts as one unit, so that its treatment still
 * counts in the plan's spend.
 */
export const pricedMeasure = (networkMeasure: number | null): number => (networkMeasure !== null && networkMeasure > 0 ? networkMeasure : 1);

/** A simulation's work costs the whole asset's treatment (the engine multiplies by the measure); the plan prices per unit. */
export const unitCost = (workCost: number, networkMeasure: number | null): number => workCost / pricedMeasure(networkMeasure);

/**
 * SPEC 5: cost estimation = (treatment cost + cost variation) × asset network measure, with the
 * cost and the variation per unit of the measure. A proposed treatment without variation is
 * estimated at the simulation's cost of the work.
 */
export function treatmentCostEstimate(treatment: { cost: number; variation: number; network_measure: number | null }): number {
  return roundCents((treatment.cost + treatment.variation) * pricedMeasure(treatment.network_measure));
}

/** A sum of money, rounded to cents once all is added. */
export const sumCents = (amounts: readonly number[]): number => roundCents(amounts.reduce((sum, amount) => sum + amount, 0));

/** A phase's treatment cost: the sum of its treatments' cost estimates. */
export const phaseTreatmentCost = (estimates: readonly number[]): number => sumCents(estimates);

/** A phase's contingency is a percentage (0 to 100) of its treatment cost. */
export const contingencyAmount = (treatmentCost: number, contingencyPercent: number): number => roundCents((treatmentCost * contingencyPercent) / 100);

/** What a phase proposes to spend: its treatment cost and its contingency. */
export const proposedSpend = (treatmentCost: number, contingencyPercent: number): number =>
  roundCents(treatmentCost + contingencyAmount(treatmentCost, contingencyPercent));
