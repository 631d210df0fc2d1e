import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvancedAnalysis } from '../../../../api/schemas/advancedAnalysis.schema';
import type { Kpi } from '../../../../api/schemas/reportSummary.schema';
import { ReportKpis } from '../../simulation/report/ReportKpis';

/** The filtered works, their cost and the assets they treat, as the report KPI cards. */
export function AnalysisKpis({ totals }: { totals: AdvancedAnalysis['totals'] }) {
  const { t } = useTranslation('advancedReports');
  const kpis = useMemo<Kpi[]>(
    () => [
      { id: 'works', label: { text: t('kpis.works') }, value: totals.works, unit: 'count' },
      { id: 'cost', label: { text: t('kpis.cost') }, value: totals.cost, unit: 'currency' },
      { id: 'assets', label: { text: t('kpis.assets') }, value: totals.assets, unit: 'count' },
    ],
    [t, totals],
  );
  return <ReportKpis kpis={kpis} label={t('kpis.label')} />;
}
