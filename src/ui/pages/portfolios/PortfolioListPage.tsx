import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { lazyComponent } from '../../components/lazyComponent';
import { PageHeader } from '../../components/PageHeader';
import { WhenOpened } from '../../components/WhenOpened';
import { CreatePortfolioButton } from './CreatePortfolioButton';
import { selectDialogOpen } from './createPortfolioSelectors';
import { PortfolioCount } from './PortfolioCount';
import { PortfolioListBody } from './PortfolioListBody';
import { PortfolioPaginator } from './PortfolioPaginator';
import { selectPortfolios } from './portfolioListSelectors';
import { PortfolioToolbar } from './PortfolioToolbar';
import { usePortfolioListActor } from './usePortfolioListActor';
import '../../styles/permissionBadge.css';
import './PortfolioListPage.css';

const CreatePortfolioDialog = lazyComponent(() => import('./CreatePortfolioDialog'), 'CreatePortfolioDialog');

/** / and /portfolios: every portfolio the user can see, searchable, sortable and paged. */
export function PortfolioListPage() {
  const { t } = useTranslation();
  usePageTitle(t('portfolios.pageTitle'));
  const { listRef, createRef, createBlock, onCreatePortfolio } = usePortfolioListActor();
  const portfolios = useSelector(listRef, selectPortfolios);
  const createOpen = useSelector(createRef, selectDialogOpen);
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
      <WhenOpened open={createOpen}>
        <CreatePortfolioDialog createRef={createRef} existing={portfolios} block={createBlock} />
      </WhenOpened>
    </div>
  );
}
