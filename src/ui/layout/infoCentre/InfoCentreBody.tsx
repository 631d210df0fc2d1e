import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useClientConfig } from '../../app/ClientConfigContext';
import { useFormat } from '../../format/useFormat';
import { routes } from '../../routes';
import {
  selectChangelog,
  selectChangelogFailed,
  selectChangelogLoading,
  selectServiceCheck,
  selectServiceState,
  type InfoCentreRef,
} from './infoCentreSelectors';

/** The panel's four parts: the version, the service status, help links and what changed. */
export function InfoCentreBody({ infoRef, onFollow }: { infoRef: InfoCentreRef; onFollow: () => void }) {
  const { t } = useTranslation('shell');
  const { product_version: version } = useClientConfig();
  return (
    <div className="info-centre__body">
      <p className="info-centre__subtitle">{t('infoCentre.subtitle')}</p>
      <section className="info-centre__card" aria-labelledby="info-centre-version">
        <h3 id="info-centre-version" className="info-centre__heading">
          {t('infoCentre.version')}
        </h3>
        <p className="info-centre__version" data-testid="info-centre-version">
          {t('infoCentre.versionLine', { version })}
        </p>
      </section>
      <ServiceStatusCard infoRef={infoRef} />
      <section className="info-centre__card" aria-labelledby="info-centre-help">
        <h3 id="info-centre-help" className="info-centre__heading">
          {t('infoCentre.help')}
        </h3>
        <ul className="info-centre__links">
          <li>
            <Link href={routes.help} className="info-centre__link" onClick={onFollow}>
              <i className="pi pi-book" aria-hidden="true" />
              <span>
                <strong>{t('infoCentre.helpCentre')}</strong>
                <small>{t('infoCentre.helpCentreHint')}</small>
              </span>
            </Link>
          </li>
          <li>
            <Link href={routes.downloads} className="info-centre__link" onClick={onFollow}>
              <i className="pi pi-download" aria-hidden="true" />
              <span>
                <strong>{t('infoCentre.downloads')}</strong>
                <small>{t('infoCentre.downloadsHint')}</small>
              </span>
            </Link>
          </li>
        </ul>
      </section>
      <WhatsNew infoRef={infoRef} />
    </div>
  );
}

/** The health check's answer: operational (with the server's version and when), or not answering. */
function ServiceStatusCard({ infoRef }: { infoRef: InfoCentreRef }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const state = useSelector(infoRef, selectServiceState);
  const check = useSelector(infoRef, selectServiceCheck);
  const line = { checking: t('infoCentre.statusChecking'), up: t('infoCentre.statusOk'), down: t('infoCentre.statusDown') }[state];
  return (
    <section className="info-centre__card" aria-labelledby="info-centre-status">
      <h3 id="info-centre-status" className="info-centre__heading">
        {t('infoCentre.status')}
      </h3>
      <p className="info-centre__status" data-testid="info-centre-status" role="status">
        <span className={`info-centre__dot info-centre__dot--${state}`} aria-hidden="true" />
        {line}
      </p>
      {check && state === 'up' ? <p className="info-centre__meta">{t('infoCentre.checkedAt', { time: format.dateTime(new Date(check.checkedAt)) })}</p> : null}
      {state === 'checking' ? null : (
        <Button label={t('infoCentre.checkAgain')} icon="pi pi-refresh" text size="small" className="info-centre__action" onClick={() => infoRef.send({ type: 'status.check' })} />
      )}
    </section>
  );
}

/** CHANGELOG.md's sections, newest first, as the server read them. */
function WhatsNew({ infoRef }: { infoRef: InfoCentreRef }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const changelog = useSelector(infoRef, selectChangelog);
  const loading = useSelector(infoRef, selectChangelogLoading);
  const failed = useSelector(infoRef, selectChangelogFailed);
  return (
    <section className="info-centre__card" aria-labelledby="info-centre-whats-new">
      <h3 id="info-centre-whats-new" className="info-centre__heading">
        {t('infoCentre.whatsNew')}
      </h3>
      {loading ? (
        <div aria-hidden="true">
          <Skeleton width="60%" height="0.875rem" className="info-centre__skeleton" />
          <Skeleton width="100%" height="0.75rem" className="info-centre__skeleton" />
          <Skeleton width="85%" height="0.75rem" />
        </div>
      ) : null}
      {failed ? (
        <div className="info-centre__failure" role="alert">
          <p>{t('infoCentre.loadFailed')}</p>
          <Button label={t('infoCentre.retry')} icon="pi pi-refresh" text size="small" onClick={() => infoRef.send({ type: 'changelog.retry' })} />
        </div>
      ) : null}
      {changelog && changelog.entries.length === 0 ? <p className="info-centre__meta">{t('infoCentre.noChanges')}</p> : null}
      {changelog && changelog.entries.length > 0 ? (
        <ol className="info-centre__changes" data-testid="info-centre-changes">
          {changelog.entries.map((entry) => (
            <li key={`${entry.date} ${entry.title}`} className="info-centre__entry">
              <p className="info-centre__entry-title">
                <strong>{entry.title}</strong>
                <time dateTime={entry.date}>{format.day(entry.date)}</time>
              </p>
              <ul>
                {entry.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
