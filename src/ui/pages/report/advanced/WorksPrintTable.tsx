import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wantedPages, WORKS_PAGE_SIZE } from '../../../../machines/worksWindow';
import { useFormat } from '../../../format/useFormat';
import { selectWorksPages, selectWorksRange, selectWorksTotal } from './advancedSelectors';
import type { AdvancedAnalysisRef } from './useAdvancedAnalysisActor';
import { useValueLabel } from './useValueLabel';

/**
 * What the printed page lists of the works: the loaded rows around those on screen, as a plain
 * table (a virtual scroller laid out for paper would measure itself again and again).
 */
export function WorksPrintTable({ analysisRef }: { analysisRef: AdvancedAnalysisRef }) {
  const { t } = useTranslation('advancedReports');
  const format = useFormat();
  const valueLabel = useValueLabel();
  const total = useSelector(analysisRef, selectWorksTotal);
  const pages = useSelector(analysisRef, selectWorksPages);
  const range = useSelector(analysisRef, selectWorksRange);
  const shown = useMemo(() => {
    const numbers = wantedPages(range, total).filter((page) => pages[page] !== undefined);
    return { first: (numbers[0] ?? 0) * WORKS_PAGE_SIZE, rows: numbers.flatMap((page) => pages[page]!) };
  }, [range, total, pages]);
  if (total === null || shown.rows.length === 0) return null;
  const text = (value: string | null) => (value === null ? valueLabel('') : valueLabel(value));
  return (
    <div className="works-print print-only">
      <p className="works-print__note">
        {t('table.printNote', { first: format.number(shown.first + 1, 0), last: format.number(shown.first + shown.rows.length, 0), total: format.number(total, 0) })}
      </p>
      <table className="works-print__table">
        <thead>
          <tr>
            {(['work_no', 'year', 'asset_id', 'asset_class', 'hierarchy', 'criticality', 'location', 'treatment_name', 'cost', 'funding_source'] as const).map((column) => (
              <th key={column}>{t(`columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.rows.map((work) => (
            <tr key={work.work_no}>
              <td>{format.number(work.work_no, 0)}</td>
              <td>{work.year}</td>
              <td>{work.asset_id}</td>
              <td>{text(work.asset_class)}</td>
              <td>{text(work.hierarchy)}</td>
              <td>{text(work.criticality)}</td>
              <td>{text(work.location)}</td>
              <td>{work.treatment_name}</td>
              <td className="works-print__number">{format.currency(work.cost)}</td>
              <td>{text(work.funding_source)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
