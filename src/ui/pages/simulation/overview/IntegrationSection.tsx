import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { Trans, useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/LoadFailure';
import { useFormat } from '../../../format/useFormat';
import { selectMay } from '../simulationDetailSelectors';
import type { SimulationDetailRef } from '../useSimulationDetailActor';
import { FeedLinkConfirmDialog } from './FeedLinkConfirmDialog';
import { useResultsFeedLinkActor } from './useResultsFeedLinkActor';
import './IntegrationSection.css';

/**
 * SPEC 2 "Simulation detail": the Integration section, the run's sharable results feed link for
 * Excel and Power BI. Editors and Admins generate, copy, regenerate and revoke it; Viewers read
 * whether one exists. The address shows only right after it is generated: the server keeps a hash.
 */
export function IntegrationSection({ detailRef, taskId }: { detailRef: SimulationDetailRef; taskId: string }) {
  const { t } = useTranslation('resultsFeed');
  const format = useFormat();
  const linkRef = useResultsFeedLinkActor(taskId);
  const mayManage = useSelector(detailRef, selectMay('resultsFeed.manage'));
  const loading = useSelector(linkRef, (snapshot) => snapshot.hasTag('busy'));
  const failure = useSelector(linkRef, (snapshot) => (snapshot.hasTag('error') ? snapshot.context.failure : undefined));
  const link = useSelector(linkRef, (snapshot) => snapshot.context.link);
  const working = useSelector(linkRef, (snapshot) => snapshot.hasTag('working'));
  const copying = useSelector(linkRef, (snapshot) => snapshot.matches({ ready: 'copying' }));

  const body = () => {
    if (loading) return <Skeleton height="2.75rem" />;
    if (failure !== undefined) return <LoadFailure message={t('loadFailed')} failure={failure} onRetry={() => linkRef.send({ type: 'retry' })} />;
    if (!link?.exists) {
      return (
        <div className="integration__empty">
          <p>{mayManage ? t('none') : t('noneViewer')}</p>
          {mayManage ? <Button label={t('generate')} icon="pi pi-link" loading={working} onClick={() => linkRef.send({ type: 'link.generate' })} /> : null}
        </div>
      );
    }
    const created = link.created_at ? format.dateTime(link.created_at) : '';
    if (!mayManage) return <p className="integration__note">{t('existsViewer', { date: created })}</p>;
    return (
      <>
        <div className="integration__link">
          <InputText
            readOnly
            value={link.url ?? ''}
            placeholder={t('hiddenPlaceholder')}
            aria-label={t('fieldLabel')}
            className="integration__field"
            data-testid="feed-link-url"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button label={t('copy')} icon="pi pi-copy" disabled={!link.url || working} loading={copying} onClick={() => linkRef.send({ type: 'link.copy' })} />
          <Button label={t('regenerate')} icon="pi pi-refresh" outlined loading={working} onClick={() => linkRef.send({ type: 'link.generate' })} />
          <Button label={t('revoke')} icon="pi pi-ban" severity="danger" outlined disabled={working} onClick={() => linkRef.send({ type: 'link.revoke' })} />
        </div>
        <p className="integration__note">{link.url ? t('createdAt', { date: created }) : t('hiddenNote', { date: created })}</p>
      </>
    );
  };

  return (
    <section className="integration" aria-labelledby="integration-title">
      <div className="integration__head">
        <span className="integration__icon" aria-hidden="true">
          <i className="pi pi-share-alt" />
        </span>
        <div>
          <h2 id="integration-title" className="tab-toolbar__title">
            {t('title')}
          </h2>
          <p className="tab-toolbar__subtitle">{t('subtitle')}</p>
        </div>
      </div>
      {body()}
      <details className="integration__help">
        <summary>{t('help.title')}</summary>
        <ul>
          <li>
            <Trans t={t} i18nKey="help.excel" components={{ strong: <strong /> }} />
          </li>
          <li>
            <Trans t={t} i18nKey="help.powerBi" components={{ strong: <strong /> }} />
          </li>
          <li>
            <Trans t={t} i18nKey="help.summary" components={{ code: <code /> }} />
          </li>
        </ul>
      </details>
      <FeedLinkConfirmDialog linkRef={linkRef} />
    </section>
  );
}
