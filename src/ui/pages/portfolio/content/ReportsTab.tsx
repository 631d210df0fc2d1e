import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';

/** Comparison reports across the portfolio's simulations; none exist until simulations are published. */
export function ReportsTab() {
  const { t } = useTranslation();
  return <EmptyState icon="pi-chart-bar" title={t('portfolio.reports.emptyTitle')} text={t('portfolio.reports.emptyText')} />;
}
