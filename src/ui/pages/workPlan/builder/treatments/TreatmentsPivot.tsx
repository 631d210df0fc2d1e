import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roundCents } from '../../../../../api/rules/treatmentCost';
import type { ProposedTreatmentCell } from '../../../../../api/schemas/workPlanBuilder.schema';
import { ALL_CELLS, type TreatmentCell } from '../../../../../machines/builderTreatments.machine';
import { useFormat } from '../../../../format/useFormat';
import type { BuilderTreatmentsRef } from './useBuilderTreatmentsActor';

type Totals = { count: number; planned_count: number; cost_estimate: number };
const NONE: Totals = { count: 0, planned_count: 0, cost_estimate: 0 };
const add = (a: Totals, b: Totals): Totals => ({ count: a.count + b.count, planned_count: a.planned_count + b.planned_count, cost_estimate: roundCents(a.cost_estimate + b.cost_estimate) });

/** The pivot's rows (years), columns (treatment kinds) and their totals. */
function pivot(summary: readonly ProposedTreatmentCell[]) {
  const years = [...new Set(summary.map((cell) => cell.year))].sort((a, b) => a - b);
  const kinds = [...new Set(summary.map((cell) => cell.treatment))].sort((a, b) => a.localeCompare(b));
  const cells = new Map(summary.map((cell) => [`${cell.year}\u0000${cell.treatment}`, cell]));
  const byYear = new Map(years.map((year) => [year, summary.filter((cell) => cell.year === year).reduce(add, NONE)]));
  const byKind = new Map(kinds.map((kind) => [kind, summary.filter((cell) => cell.treatment === kind).reduce(add, NONE)]));
  return { years, kinds, cell: (year: number, kind: string) => cells.get(`${year}\u0000${kind}`), byYear, byKind, total: summary.reduce(add, NONE) };
}

const isChosen = (chosen: TreatmentCell, cell: TreatmentCell) => chosen.year === cell.year && chosen.treatment === cell.treatment;

/**
 * The proposed treatments as years by treatment kinds: each cell their count, how many are
 * planned and their cost estimate; a click on a cell, a year or a kind lists those below.
 */
export function TreatmentsPivot({ treatmentsRef }: { treatmentsRef: BuilderTreatmentsRef }) {
  const { t } = useTranslation('workPlanTreatments');
  const format = useFormat();
  const summary = useSelector(treatmentsRef, (snapshot) => snapshot.context.summary);
  const chosen = useSelector(treatmentsRef, (snapshot) => snapshot.context.cell);
  const table = useMemo(() => pivot(summary), [summary]);
  const choose = (cell: TreatmentCell) => treatmentsRef.send({ type: 'cell.choose', cell: isChosen(chosen, cell) ? ALL_CELLS : cell });

  const figure = (totals: Totals | undefined, cell: TreatmentCell, testId: string) =>
    totals ? (
      <button
        type="button"
        className={`treatments-pivot__cell${isChosen(chosen, cell) ? ' treatments-pivot__cell--chosen' : ''}`}
        onClick={() => choose(cell)}
        aria-pressed={isChosen(chosen, cell)}
        aria-label={t('treatments.pivot.cell', { count: totals.count, planned: totals.planned_count, cost: format.currency(totals.cost_estimate) })}
        data-testid={testId}
        data-count={totals.count}
        data-cost={totals.cost_estimate}
      >
        <span className="treatments-pivot__count">{format.number(totals.count, 0)}</span>
        <span className="treatments-pivot__cost">{format.compactCurrency(totals.cost_estimate)}</span>
        {totals.planned_count > 0 ? <span className="treatments-pivot__planned">{t('treatments.pivot.planned', { count: totals.planned_count })}</span> : null}
      </button>
    ) : (
      <span className="treatments-pivot__none" aria-hidden="true">
        –
      </span>
    );

  return (
    <section className="builder-assets__card treatments-pivot" aria-labelledby="treatments-pivot-title">
      <header className="builder-table__head">
        <div>
          <h3 id="treatments-pivot-title" className="builder-table__title">
            {t('treatments.pivot.title')}
          </h3>
          <p className="treatments-pivot__hint">{t('treatments.pivot.hint')}</p>
        </div>
        <Button label={t('treatments.pivot.showAll')} icon="pi pi-list" text size="small" disabled={isChosen(chosen, ALL_CELLS)} onClick={() => choose(ALL_CELLS)} data-testid="pivot-show-all" />
      </header>
      <div className="treatments-pivot__scroll">
        <table className="treatments-pivot__table" data-testid="treatments-pivot">
          <thead>
            <tr>
              <th scope="col">{t('treatments.pivot.year')}</th>
              {table.kinds.map((kind) => (
                <th key={kind} scope="col">
                  <button type="button" className="treatments-pivot__heading" onClick={() => choose({ year: null, treatment: kind })} aria-pressed={isChosen(chosen, { year: null, treatment: kind })}>
                    {kind}
                  </button>
                </th>
              ))}
              <th scope="col" className="treatments-pivot__total-col">
                {t('treatments.pivot.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.years.map((year) => (
              <tr key={year}>
                <th scope="row">
                  <button type="button" className="treatments-pivot__heading" onClick={() => choose({ year, treatment: null })} aria-pressed={isChosen(chosen, { year, treatment: null })}>
                    {year}
                  </button>
                </th>
                {table.kinds.map((kind) => (
                  <td key={kind}>{figure(table.cell(year, kind), { year, treatment: kind }, `pivot-cell-${year}-${kind}`)}</td>
                ))}
                <td className="treatments-pivot__total-col">{figure(table.byYear.get(year), { year, treatment: null }, `pivot-year-${year}`)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('treatments.pivot.total')}</th>
              {table.kinds.map((kind) => (
                <td key={kind}>{figure(table.byKind.get(kind), { year: null, treatment: kind }, `pivot-kind-${kind}`)}</td>
              ))}
              <td className="treatments-pivot__total-col">{figure(table.total, ALL_CELLS, 'pivot-total')}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
