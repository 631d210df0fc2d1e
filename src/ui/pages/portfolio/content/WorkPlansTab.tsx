import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { lazyComponent } from '../../../components/lazyComponent';
import { WhenOpened } from '../../../components/WhenOpened';
import { selectDialogOpen } from '../../workPlans/createWorkPlanSelectors';
import { useCreateWorkPlanActor } from '../../workPlans/useCreateWorkPlanActor';
import { useWorkPlanListActor } from '../../workPlans/useWorkPlanListActor';
import { WorkPlanListBody } from '../../workPlans/WorkPlanListBody';
import { selectTotalCount } from '../../workPlans/workPlanListSelectors';
import { WorkPlanPaginator } from '../../workPlans/WorkPlanPaginator';
import { selectMay, selectPortfolio } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import './WorkspacesTab.css';

const CreateWorkPlanDialog = lazyComponent(() => import('../../workPlans/CreateWorkPlanDialog'), 'CreateWorkPlanDialog');

/**
 * A licensed portfolio's work plans (issue 15): cards to page through, and Create Work Plan for
 * the members who may write them (SPEC 6); a Viewer is told who can.
 */
export function WorkPlansTab({ detailRef }: { detailRef: PortfolioDetailRef }) {
  const { t } = useTranslation(['workPlans', 'portfolio']);
  const portfolioId = useSelector(detailRef, (snapshot) => selectPortfolio(snapshot)?.id ?? '');
  const mayWrite = useSelector(detailRef, selectMay('workPlans.write'));
  const listRef = useWorkPlanListActor(portfolioId);
  const count = useSelector(listRef, selectTotalCount);
  // The dialog then opens the new plan; the list is fresh should the user come back.
  const createRef = useCreateWorkPlanActor(portfolioId, () => listRef.send({ type: 'list.refresh' }));
  const createOpen = useSelector(createRef, selectDialogOpen);
  const create = () => createRef.send({ type: 'dialog.open' });

  const empty = (
    <EmptyState
      icon="pi-calendar"
      title={t('portfolio:portfolio.workPlans.emptyTitle')}
      text={mayWrite ? t('portfolio:portfolio.workPlans.emptyText') : t('tab.emptyReadOnly')}
      actionLabel={mayWrite ? t('create.open') : undefined}
      actionIcon="pi pi-plus"
      onAction={create}
    />
  );
  return (
    <div className="work-plans-tab">
      <div className="tab-toolbar">
        <div className="tab-toolbar__text">
          <h2 className="tab-toolbar__title">{t('tab.title')}</h2>
          <p className="tab-toolbar__subtitle">{count ? t('tab.summary', { count }) : t('tab.subtitle')}</p>
        </div>
        {mayWrite ? <Button label={t('create.open')} icon="pi pi-plus" onClick={create} /> : null}
        {/* Without plans the empty state says who creates them. */}
        {!mayWrite && count ? (
          <p className="workspaces-tab__read-only">
            <i className="pi pi-info-circle" aria-hidden="true" />
            {t('tab.readOnly')}
          </p>
        ) : null}
      </div>
      <WorkPlanListBody listRef={listRef} empty={empty} inTab />
      <WorkPlanPaginator listRef={listRef} />
      <WhenOpened open={createOpen}>
        <CreateWorkPlanDialog createRef={createRef} />
      </WhenOpened>
    </div>
  );
}
