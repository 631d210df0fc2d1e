import { sourceYearRows } from './fundingParts';
import { chart, itemId, kpi, key, lastOf, series, sum, table, text, totals, yearColumn, type SummaryBuilder } from '../summaryParts';

/** Running totals: the unspent money up to each year. */
const cumulative = (values: readonly number[]) => {
  let total = 0;
  return values.map((value) => (total += value));
};

/**
 * What each source left unspent each year, and the unspent money so far: the cumulative budget
 * less the cumulative spend, which with carry-over is the surplus carried out of the year.
 */
export const surplusDistribution: SummaryBuilder = ({ results }) => {
  const { funding: money, fundingSources, network } = results;
  const years = results.run.calendarYears;
  const unspentByYear = network.budget.map((budget, y) => budget - (network.spend[y] ?? 0));
  const sourceUnspent = fundingSources.map((_, s) => cumulative((money.budget[s] ?? []).map((budget, y) => budget - (money.spend[s]?.[y] ?? 0))));
  const carryOver = results.run.carryOver;
  return {
    calendar_years: years,
    kpis: [
      kpi('unspent_total', 'currency', sum(unspentByYear), { note: key(carryOver ? 'note.carriedOver' : 'note.notCarriedOver') }),
      kpi('surplus_end', 'currency', lastOf(network.surplus), { note: key('note.lastYear') }),
      kpi('carried_in_total', 'currency', sum(totals(money.carriedIn)), { note: key('note.overRun') }),
    ],
    charts: [
      chart({
        id: 'surplus_by_source',
        title: key('chart.surplusBySource'),
        kind: 'stackedBars',
        categoryUnit: 'year',
        categories: years,
        series: [
          ...fundingSources.map((source, s) => series(itemId('source', s), text(source.name), 'currency', money.surplus[s] ?? [], { draw: 'bar' })),
          series('cumulative_unspent', key('measure.cumulativeUnspent'), 'currency', cumulative(unspentByYear), { draw: 'line' }),
        ],
      }),
      // Without carry-over nothing is brought forward: the chart would be empty.
      ...(carryOver
        ? [
            chart({
              id: 'carried_in_by_source',
              title: key('chart.carriedInBySource'),
              kind: 'stackedBars',
              categoryUnit: 'year',
              categories: years,
              series: fundingSources.map((source, s) => series(itemId('source', s), text(source.name), 'currency', money.carriedIn[s] ?? [])),
            }),
          ]
        : []),
    ],
    table: table(
      [
        yearColumn,
        { id: 'funding_source', unit: 'text' },
        { id: 'budget', unit: 'currency' },
        { id: 'carried_in', unit: 'currency' },
        { id: 'spend', unit: 'currency' },
        { id: 'surplus', unit: 'currency' },
        { id: 'cumulative_unspent', unit: 'currency' },
      ],
      sourceYearRows(results, (s, y) => [
        money.budget[s]?.[y] ?? null,
        money.carriedIn[s]?.[y] ?? null,
        money.spend[s]?.[y] ?? null,
        money.surplus[s]?.[y] ?? null,
        sourceUnspent[s]?.[y] ?? null,
      ]),
    ),
    notices: [],
  };
};
