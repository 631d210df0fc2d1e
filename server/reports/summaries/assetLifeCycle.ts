import { assetLifeCycle as lifeCycleOf } from '../../engine/lifeCycles';
import { notFound } from '../../http/httpError';
import { chart, changeOf, itemId, kpi, key, lastOf, rounded, series, sum, table, text, type SummaryBuilder } from '../summaryParts';

/**
 * One asset's life: its state per criterion year by year (the first year being the state it was
 * imported in), its service potential, and a marker for each of its works with the cost and source.
 */
export const assetLifeCycle: SummaryBuilder = async ({ results, lifeCycles, taskId }, { assetIndex = 0 }) => {
  const cycles = await lifeCycles();
  if (assetIndex >= cycles.assetCount) throw notFound(`Task ${taskId} has no asset ${assetIndex}`);
  const asset = lifeCycleOf(results, cycles, assetIndex);
  const years = asset.calendarYears;
  const sourceName = new Map(results.fundingSources.map((source) => [source.id, source.name]));
  const potentialIn = (year: number) => asset.servicePotential[years.indexOf(year)] ?? null;
  // A work's year is the slot after its works; the slot before is the state it was found in.
  const potentialBefore = (year: number) => asset.servicePotential[years.indexOf(year) - 1] ?? null;
  return {
    calendar_years: years,
    kpis: [
      kpi('asset_works', 'count', asset.treatments.length, { label: key('kpi.works_total'), note: key('note.overRun') }),
      kpi('asset_cost', 'currency', sum(asset.treatments.map((work) => work.cost)), { note: key('note.overRun') }),
      kpi('service_potential_end', 'index', lastOf(asset.servicePotential), {
        note: key('note.changeFromImported'),
        change: changeOf(lastOf(asset.servicePotential), asset.servicePotential[0]),
      }),
    ],
    charts: [
      chart({
        id: 'asset_states',
        title: key('chart.assetStates'),
        kind: 'step',
        categoryUnit: 'year',
        categories: years,
        series: [
          ...results.criteria.map((criterion, c) => series(itemId('criterion', c), text(criterion.name), 'state', asset.states[c] ?? [])),
          series('service_potential', key('measure.servicePotential'), 'index', asset.servicePotential, { draw: 'line', axis: 'secondary' }),
        ],
        markers: asset.treatments.map((work) => ({
          category: work.year,
          series: 'service_potential',
          value: rounded(potentialIn(work.year), 'index') ?? 0,
          label: text(work.treatmentName),
          details: [
            { label: key('measure.cost'), value: rounded(work.cost, 'currency') ?? 0, unit: 'currency' as const },
            { label: key('measure.fundingSource'), value: sourceName.get(work.fundingSource) ?? work.fundingSource, unit: 'text' as const },
          ],
        })),
      }),
    ],
    table: table(
      [
        { id: 'year', unit: 'year' },
        { id: 'treatment', unit: 'text' },
        { id: 'funding_source', unit: 'text' },
        { id: 'cost', unit: 'currency' },
        { id: 'service_potential_before', unit: 'index' },
        { id: 'service_potential_after', unit: 'index' },
      ],
      asset.treatments.map((work) => [
        work.year,
        work.treatmentName,
        sourceName.get(work.fundingSource) ?? work.fundingSource,
        work.cost,
        potentialBefore(work.year),
        potentialIn(work.year),
      ]),
    ),
    notices: [],
  };
};
