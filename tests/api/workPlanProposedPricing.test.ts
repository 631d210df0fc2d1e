import { beforeAll, describe, expect, it } from 'vitest';
import { roundCents, sumCents, treatmentCostEstimate, unitCost } from '../../src/api/rules/treatmentCost';
import { proposedTreatmentPageSchema, type ProposedTreatmentCell } from '../../src/api/schemas/workPlanBuilder.schema';
import { proposedCostEstimate } from '../../server/repositories/treatmentCostSql';
import { DATABASE_KINDS } from '../support/testServer';
import { makePortfolio } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

const VIEWER = 'viewer@horizon.test';
// Capitalised, so that the database's order of kinds is the same under any collation.
const TREATMENTS = ['Reseal', 'Resurface', 'Rehabilitate', 'Crack sealing'];
const ASSETS = 400;
const WORKS = 2_000;

/** A small seeded generator (mulberry32), so that the fixture is the same on every run. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Amounts that put floating point on the spot: half cents (1.005 and 2.675 are stored a little
 * below), thirds, sums like 0.1 + 0.2, tiny and large ones, and plain random amounts of 0 to 4
 * decimals. No estimate reaches the rule's stated limit (over 45 trillion dollars).
 */
function amount(random: () => number): number {
  const awkward = [1.005, 2.675, 0.125, 1_234.565, 0.1 + 0.2, 10 / 3, 3_333.33, 0.005, 0.015, 9_999_999.995, 1e-9, 0];
  if (random() < 0.3) return awkward[Math.floor(random() * awkward.length)]!;
  const decimals = Math.floor(random() * 5);
  return Math.round(random() * 10 ** (Math.floor(random() * 7) + decimals)) / 10 ** decimals;
}

function measure(random: () => number): number | null {
  const odd = [null, 0, -5, 0.3, 1, 7, 12.345, 10_000, 3];
  return random() < 0.3 ? odd[Math.floor(random() * odd.length)]! : Math.round(random() * 100_000) / 100;
}

/**
 * The Treatments view's pivot is summed in the database (server/repositories/treatmentCostSql.ts);
 * its estimates must be the one cost rule's (src/api/rules/treatmentCost.ts) to the last bit.
 */
describe.each(DATABASE_KINDS)('the proposed treatments priced in SQL on %s', (kind) => {
  const api = useTestServer(kind);
  let planId: string;
  let sourceId: string;

  beforeAll(async () => {
    const db = api.server.db;
    const random = generator(15);
    const fixture = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', workspaces: 1 });
    planId = (await db.insertInto('work_plans').values({ portfolio_id: fixture.id, name: 'Pricing' }).returning('id').executeTakeFirstOrThrow()).id;
    sourceId = (
      await db
        .insertInto('work_plan_data_sources')
        .values({ work_plan_id: planId, order: 0, task_id: null, simulation_id: null, simulation_name: 'Roads', workspace_name: 'Workspace 1', import_status: 'completed', error_message: null, error_key: null, asset_count: ASSETS })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const assetIds = Array.from({ length: ASSETS }, (_, index) => `RD-${String(index).padStart(4, '0')}`);
    await db
      .insertInto('work_plan_assets')
      .values(assetIds.map((assetId) => ({ data_source_id: sourceId, asset_id: assetId, name: assetId, asset_class: 'Road', location: null, hierarchy: null, criticality: null, network_measure: measure(random), geometry: null, attributes: '{}' })))
      .execute();
    const works = Array.from({ length: WORKS }, (_, index) => ({
      data_source_id: sourceId,
      work_no: index + 1,
      asset_id: assetIds[Math.floor(random() * ASSETS)]!,
      year: 2027 + Math.floor(random() * 4),
      treatment: TREATMENTS[Math.floor(random() * TREATMENTS.length)]!,
      cost: amount(random),
      funding_source: 'Capital',
      state_before: 60,
      state_after: 95,
    }));
    for (let start = 0; start < works.length; start += 500) await db.insertInto('work_plan_proposed_treatments').values(works.slice(start, start + 500)).execute();
    const projectId = (await db.insertInto('work_plan_projects').values({ work_plan_id: planId, name: 'Placed' }).returning('id').executeTakeFirstOrThrow()).id;
    const phaseId = (await db.insertInto('work_plan_phases').values({ project_id: projectId, position: 0, name: 'Stage 1', start_date: '2027-01-01', end_date: '2030-12-31' }).returning('id').executeTakeFirstOrThrow()).id;
    // Every fifth work placed, at a cost per unit and a variation of their own (a variation may lower the cost to zero, not below).
    const placed = works.filter((work) => work.work_no % 5 === 0);
    await db
      .insertInto('work_plan_treatments')
      .values(
        placed.map((work) => {
          const cost = amount(random);
          const variation = random() < 0.5 ? -Math.min(cost, amount(random)) : amount(random);
          return { phase_id: phaseId, data_source_id: sourceId, asset_id: work.asset_id, work_no: work.work_no, name: work.treatment, treatment_date: `${work.year}-06-01`, cost, variation };
        }),
      )
      .execute();
  });

  /** Each row as the rule prices it, beside the SQL's estimate of the same row. */
  async function pricedRows() {
    const rows = await api.server.db
      .selectFrom('work_plan_proposed_treatments as pt')
      .innerJoin('work_plan_assets as a', (join) => join.onRef('a.data_source_id', '=', 'pt.data_source_id').onRef('a.asset_id', '=', 'pt.asset_id'))
      .leftJoin('work_plan_treatments as t', (join) => join.onRef('t.data_source_id', '=', 'pt.data_source_id').onRef('t.work_no', '=', 'pt.work_no'))
      .select(['pt.work_no', 'pt.asset_id', 'pt.year', 'pt.treatment', 'pt.cost as work_cost', 'a.network_measure', 't.id as placed_id', 't.cost as planned_cost', 't.variation as planned_variation'])
      .select(proposedCostEstimate({ workCost: 'pt.cost', measure: 'a.network_measure', plannedCost: 't.cost', plannedVariation: 't.variation' }).as('sql_estimate'))
      .where('pt.data_source_id', '=', sourceId)
      .orderBy('pt.work_no')
      .execute();
    return rows.map((row) => {
      const cost = row.planned_cost ?? unitCost(row.work_cost, row.network_measure);
      return { ...row, rule_estimate: treatmentCostEstimate({ cost, variation: row.planned_variation ?? 0, network_measure: row.network_measure }) };
    });
  }

  it('gives every row the estimate the cost rule gives it', async () => {
    const rows = await pricedRows();
    expect(rows).toHaveLength(WORKS);
    expect(rows.filter((row) => row.placed_id !== null)).toHaveLength(WORKS / 5);
    const differing = rows.filter((row) => row.sql_estimate !== row.rule_estimate);
    expect(differing).toEqual([]);
  });

  it("sums each cell of the pivot as the rule's estimates add up to, with the list's total and windows across cells", async () => {
    const rows = await pricedRows();
    const cells = new Map<string, ProposedTreatmentCell & { estimates: number[] }>();
    for (const row of rows) {
      const key = `${row.year}/${row.treatment}`;
      const cell = cells.get(key) ?? { year: row.year, treatment: row.treatment, count: 0, planned_count: 0, cost_estimate: 0, estimates: [] };
      cell.count += 1;
      if (row.placed_id !== null) cell.planned_count += 1;
      cell.estimates.push(row.rule_estimate);
      cells.set(key, cell);
    }
    const expected = [...cells.values()]
      .map(({ estimates, ...cell }) => ({ ...cell, cost_estimate: sumCents(estimates) }))
      .sort((a, b) => a.year - b.year || a.treatment.localeCompare(b.treatment));

    const page = proposedTreatmentPageSchema.parse((await api.call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/proposed?limit=1000&offset=300`)).body);
    expect(page.summary).toEqual(expected);
    expect(page.total_count).toBe(WORKS);
    expect(page.contents).toHaveLength(1000);
    for (const row of page.contents) expect(row.cost_estimate).toBe(roundCents(row.cost_estimate));

    // Year by year, kind by kind, then by asset and work: the window is rows 300 to 1299 of that.
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const listed = [...rows].sort((a, b) => a.year - b.year || text(a.treatment, b.treatment) || text(a.asset_id, b.asset_id) || a.work_no - b.work_no);
    expect(page.contents.map((row) => row.proposed_treatment_id)).toEqual(listed.slice(300, 1300).map((row) => row.work_no));

    const year = expected[1]!.year;
    const inYear = expected.filter((cell) => cell.year === year).reduce((sum, cell) => sum + cell.count, 0);
    const yearPage = proposedTreatmentPageSchema.parse((await api.call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/proposed?year=${year}&offset=${inYear - 3}&limit=10`)).body);
    expect(yearPage.total_count).toBe(inYear);
    expect(yearPage.contents.map((row) => row.year)).toEqual([year, year, year]);
  });
});
