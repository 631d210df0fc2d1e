import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { CreatePortfolioButton } from './CreatePortfolioButton';
import { PortfolioCount } from './PortfolioCount';
import { PortfolioListBody } from './PortfolioListBody';
import { PortfolioPaginator } from './PortfolioPaginator';
import { PortfolioToolbar } from './PortfolioToolbar';
import { usePortfolioListActor } from './usePortfolioListActor';
import './PortfolioListPage.css';

/** / and /portfolios: every portfolio the user can see, searchable, sortable and paged. */
export function PortfolioListPage() {
  const { t } = useTranslation();
  usePageTitle(t('portfolios.pageTitle'));
  const { listRef, createBlock, onCreatePortfolio } = usePortfolioListActor();
  return (
    <div className="portfolio-list">
      <PageHeader
        title={t('portfolios.title')}
        badge={<PortfolioCount listRef={listRef} />}
        subtitle={t('portfolios.subtitle')}
        actions={<CreatePortfolioButton block={createBlock} onClick={onCreatePortfolio} />}
      />
      <PortfolioToolbar listRef={listRef} />
      <PortfolioListBody listRef={listRef} />
      <PortfolioPaginator listRef={listRef} />
    </div>
  );
}
