import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailure } from '../../../components/LoadFailure';
import { selectMay, selectPortfolio } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import { DeleteResourceDialog } from './DeleteResourceDialog';
import { ResourceEditorDialog } from './ResourceEditorDialog';
import { ResourcesTable } from './ResourcesTable';
import { selectLoadFailure, selectResources, selectResourcesView } from './resourcesSelectors';
import { useResourceEditorActor } from './useResourceEditorActor';
import { useResourcesActor } from './useResourcesActor';
import './ResourcesTab.css';

/** SPEC 2: the portfolio's resources, links with a name and description, in an order the team chooses. */
export function ResourcesTab({ detailRef }: { detailRef: PortfolioDetailRef }) {
  const { t } = useTranslation('portfolio');
  const portfolioId = useSelector(detailRef, (snapshot) => selectPortfolio(snapshot)?.id ?? '');
  const mayWrite = useSelector(detailRef, selectMay('attachments.write'));
  const resourcesRef = useResourcesActor(detailRef, portfolioId);
  const editorRef = useResourceEditorActor(resourcesRef, portfolioId);
  const view = useSelector(resourcesRef, selectResourcesView);
  const count = useSelector(resourcesRef, (snapshot) => selectResources(snapshot).length);
  const loadFailure = useSelector(resourcesRef, selectLoadFailure);
  const add = () => editorRef.send({ type: 'editor.add' });

  return (
    <div className="resources-tab">
      <div className="tab-toolbar">
        <div className="tab-toolbar__text">
          <h2 className="tab-toolbar__title">{t('portfolio.resources.title')}</h2>
          <p className="tab-toolbar__subtitle">
            {view === 'list' ? t('portfolio.resources.summary', { count }) : t('portfolio.resources.subtitle')}
            {view === 'list' && mayWrite ? ` ${t('portfolio.resources.reorderHint')}` : ''}
          </p>
        </div>
        {mayWrite ? <Button label={t('portfolio.resources.add')} icon="pi pi-plus" onClick={add} /> : null}
      </div>
      {view === 'failed' ? (
        <LoadFailure message={t('portfolio.resources.loadFailed')} failure={loadFailure} onRetry={() => resourcesRef.send({ type: 'resources.retry' })} inTab />
      ) : null}
      {view === 'empty' ? (
        <EmptyState
          icon="pi-link"
          title={t('portfolio.resources.emptyTitle')}
          text={mayWrite ? t('portfolio.resources.emptyText') : t('portfolio.resources.emptyTextReadOnly')}
          actionLabel={mayWrite ? t('portfolio.resources.add') : undefined}
          actionIcon="pi pi-plus"
          onAction={add}
        />
      ) : null}
      {view === 'list' || view === 'loading' ? <ResourcesTable resourcesRef={resourcesRef} editorRef={editorRef} editable={mayWrite} /> : null}
      <ResourceEditorDialog editorRef={editorRef} />
      <DeleteResourceDialog resourcesRef={resourcesRef} />
    </div>
  );
}
