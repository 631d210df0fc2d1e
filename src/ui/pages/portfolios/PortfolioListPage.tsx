import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { CreatePortfolioButton } from './CreatePortfolioButton';
import { CreatePortfolioDialog } from './CreatePortfolioDialog';
import { PortfolioCount } from './PortfolioCount';
import { PortfolioListBody } from './PortfolioListBody';
import { PortfolioPaginator } from './PortfolioPaginator';
import { selectPortfolios } from './portfolioListSelectors';
import { PortfolioToolbar } from './PortfolioToolbar';
import { usePortfolioListActor } from './usePortfolioListActor';
import '../../styles/cardPaginator.css';
import '../../styles/failureAlert.css';
import '../../styles/permissionBadge.css';
import './PortfolioListPage.css';

/** / and /portfolios: every portfolio the user can see, searchable, sortable and paged. */
export function PortfolioListPage() {
  const { t } = useTranslation();
  usePageTitle(t('portfolios.pageTitle'));
  const { listRef, createRef, createBlock, onCreatePortfolio } = usePortfolioListActor();
  const portfolios = useSelector(listRef, selectPortfolios);
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
      <CreatePortfolioDialog createRef={createRef} existing={portfolios} block={createBlock} />
    </div>
  );
}
