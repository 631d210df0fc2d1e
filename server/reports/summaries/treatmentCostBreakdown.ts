import { chart, itemId, kpi, key, series, sum, table, text, topPosition, totals, yearColumn, type SummaryBuilder } from '../summaryParts';

/** What each treatment cost year by year, and its share of the run's spend. */
export const treatmentCostBreakdown: SummaryBuilder = ({ results }) => {
  const { treatments, treatmentActivity: activity } = results;
  const years = results.run.calendarYears;
  const spend = totals(activity.spend);
  const totalSpend = sum(spend);
  const works = sum(totals(activity.count));
  const top = topPosition(spend);
  return {
    calendar_years: years,
    kpis: [
      kpi('total_spend', 'currency', totalSpend, { note: key('note.overRun') }),
      kpi('average_work_cost', 'currency', works > 0 ? totalSpend / works : null, { note: key('note.overRun') }),
      kpi('costliest_treatment', 'currency', top === undefined ? null : spend[top], top === undefined ? {} : { note: text(treatments[top]!.name) }),
    ],
    charts: [
      chart({
        id: 'spend_by_treatment',
        title: key('chart.spendByTreatment'),
        kind: 'stackedBars',
        categoryUnit: 'year',
        categories: years,
        series: treatments.map((treatment, t) => series(itemId('treatment', t), text(treatment.name), 'currency', activity.spend[t] ?? [])),
      }),
      chart({
        id: 'treatment_share',
        title: key('chart.treatmentShare'),
        kind: 'donut',
        categoryUnit: 'text',
        categories: treatments.map((treatment) => treatment.name),
        series: [series('spend', key('measure.spend'), 'currency', spend)],
      }),
    ],
    table: table(
      [yearColumn, { id: 'treatment', unit: 'text' }, { id: 'cost_type', unit: 'text' }, { id: 'works', unit: 'count' }, { id: 'spend', unit: 'currency' }],
      years.flatMap((year, y) =>
        treatments.map((treatment, t) => [year, treatment.name, treatment.costType, activity.count[t]?.[y] ?? null, activity.spend[t]?.[y] ?? null]),
      ),
    ),
    notices: [],
  };
};
