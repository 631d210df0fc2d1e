import { sql, type RawBuilder } from 'kysely';

/*
 * The cost rule of src/api/rules/treatmentCost.ts written in SQL, for the Treatments view's pivot:
 * it sums the estimates of tens of thousands of proposed treatments, and sending them all from
 * the database to be priced here took seconds. Each step is the same double precision operation in
 * the same order as the rule's, so each row's estimate is the same number;
 * tests/api/workPlanProposedPricing.test.ts checks that on every row of its fixture.
 */

/** pricedMeasure: a measure that is missing or not positive counts as one unit. */
const pricedMeasure = (measure: string): RawBuilder<number> => sql<number>`(case when ${sql.ref(measure)} > 0 then ${sql.ref(measure)} else 1 end)`;

/**
 * roundCents. Math.round takes the nearest integer, a half up; floor(y + 0.5) is not that: for
 * the double just below one half (half a cent priced per unit and back) the addition rounds up.
 * The fraction above the floor is exact, so comparing it with one half is.
 */
const roundCents = (amount: RawBuilder<number>): RawBuilder<number> => {
  const y = sql<number>`(${amount} * 100)`;
  return sql<number>`((case when ${y} - floor(${y}) >= 0.5 then floor(${y}) + 1 else floor(${y}) end) / 100)`;
};

/**
 * treatmentCostEstimate of a proposed treatment as the Builder prices it: a placed one at its
 * phase's cost and variation, one not placed yet at the run's cost per unit (unitCost) without
 * variation. The column names are those of the caller's query.
 */
export function proposedCostEstimate(columns: { workCost: string; measure: string; plannedCost: string; plannedVariation: string }): RawBuilder<number> {
  const measure = pricedMeasure(columns.measure);
  const cost = sql`coalesce(${sql.ref(columns.plannedCost)}, ${sql.ref(columns.workCost)} / ${measure})`;
  const variation = sql`coalesce(${sql.ref(columns.plannedVariation)}, 0)`;
  return roundCents(sql<number>`((${cost} + ${variation}) * ${measure})`);
}

/**
 * The sum of amounts of cents, exact: each converts to numeric with 15 significant digits, which
 * gives back its cents, and the total is the nearest double to their sum, as rounding a running
 * total to cents after each addition gives.
 */
export const sumCents = (amount: RawBuilder<number>): RawBuilder<number> => sql<number>`(sum(${amount}::numeric)::float8)`;
