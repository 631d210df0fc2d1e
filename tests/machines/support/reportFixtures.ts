import type { AssetMatch, ResultsSummary, ResultsSummaryList, SummaryCode } from '../../../src/api/schemas/reportSummary.schema';

export const REPORT_TASK_ID = '7bc2e018-92a3-44b5-8a61-7c8d9eabc101';
export const NEXT_TASK_ID = '7bc2e018-92a3-44b5-8a61-7c8d9eabc102';

/** A tab's numbers as GET /tasks/{taskId}/results-summary/{code} answers them: two years of spend. */
export function summaryOf(code: SummaryCode, rows: ResultsSummary['table']['rows'] = [[2026, 1_250_000], [2027, 1_310_000]]): ResultsSummary {
  return {
    task_id: REPORT_TASK_ID,
    code,
    calendar_years: [2026, 2027],
    kpis: [{ id: 'total_spend', label: { key: 'totalSpend' }, value: 2_560_000, unit: 'currency' }],
    charts: [
      {
        id: 'spend',
        title: { key: 'spendByYear' },
        kind: 'bars',
        categoryUnit: 'year',
        categories: [2026, 2027],
        series: [{ id: 'spend', label: { key: 'spend' }, unit: 'currency', axis: 'primary', data: [1_250_000, 1_310_000] }],
        bands: [],
        markers: [],
      },
    ],
    table: {
      columns: [
        { id: 'year', label: { key: 'year' }, unit: 'year' },
        { id: 'spend', label: { key: 'spend' }, unit: 'currency' },
      ],
      rows,
    },
    notices: [],
  };
}

/** A run whose results serve every tab but system-services (it ran before that tab existed). */
export const summaryList: ResultsSummaryList = {
  task_id: REPORT_TASK_ID,
  codes: ['overview', 'funding', 'cost-breakdown', 'service', 'asset-life-cycle', 'system-life-cycle'],
  spatial: true,
};

export const assetMatches: AssetMatch[] = [
  { index: 41, asset_id: 'RD-0042', name: 'Main Street (north)', location: 'Riverbend' },
  { index: 420, asset_id: 'RD-0421', name: 'Main Street (south)', location: 'Riverbend' },
];
