import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { selectPortfolio } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';

/**
 * The portfolio's workspaces. The API has no per-portfolio workspace list yet, so the tab says how
 * many there are and where to open them, or explains how workspaces come to exist.
 */
export function WorkspacesTab({ detailRef }: { detailRef: PortfolioDetailRef }) {
  const { t } = useTranslation();
  const count = useSelector(detailRef, (snapshot) => selectPortfolio(snapshot)?.workspace_count ?? 0);
  if (count === 0) {
    return <EmptyState icon="pi-th-large" title={t('portfolio.workspaces.emptyTitle')} text={t('portfolio.workspaces.emptyText')} />;
  }
  return (
    <EmptyState icon="pi-th-large" title={t('portfolio.workspaces.countTitle', { count })} text={t('portfolio.workspaces.countText')} />
  );
}
