import { chart, itemId, kpi, key, series, sum, table, text, topPosition, totals, yearColumn, type SummaryBuilder } from '../summaryParts';

/** How many works of each treatment the run funded each year, and how much of the network they treated. */
export const treatmentGroup: SummaryBuilder = ({ results }) => {
  const { treatments, treatmentActivity: activity } = results;
  const years = results.run.calendarYears;
  const counts = totals(activity.count);
  const top = topPosition(counts);
  return {
    calendar_years: years,
    kpis: [
      kpi('works_total', 'count', sum(counts), { note: key('note.overRun') }),
      kpi('quantity_total', 'measure', sum(totals(activity.quantity)), { note: key('note.overRun') }),
      kpi('most_frequent_treatment', 'count', top === undefined ? null : counts[top], top === undefined ? {} : { note: text(treatments[top]!.name) }),
    ],
    charts: [
      chart({
        id: 'count_by_treatment',
        title: key('chart.countByTreatment'),
        kind: 'stackedBars',
        categoryUnit: 'year',
        categories: years,
        series: treatments.map((treatment, t) => series(itemId('treatment', t), text(treatment.name), 'count', activity.count[t] ?? [])),
      }),
      chart({
        id: 'quantity_by_treatment',
        title: key('chart.quantityByTreatment'),
        kind: 'stackedBars',
        categoryUnit: 'year',
        categories: years,
        series: treatments.map((treatment, t) => series(itemId('treatment', t), text(treatment.name), 'measure', activity.quantity[t] ?? [])),
      }),
    ],
    table: table(
      [yearColumn, { id: 'treatment', unit: 'text' }, { id: 'works', unit: 'count' }, { id: 'quantity', unit: 'measure' }, { id: 'spend', unit: 'currency' }],
      years.flatMap((year, y) =>
        treatments.map((treatment, t) => [year, treatment.name, activity.count[t]?.[y] ?? null, activity.quantity[t]?.[y] ?? null, activity.spend[t]?.[y] ?? null]),
      ),
    ),
    notices: [],
  };
};
