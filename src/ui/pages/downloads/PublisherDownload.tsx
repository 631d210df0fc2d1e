import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import type { Download } from '../../../api/schemas/download.schema';
import { LoadFailure } from '../../components/LoadFailure';
import { CopyableText } from './CopyableText';
import { fileSize } from './fileSize';
import type { DownloadsRef } from './useDownloadsActor';

/**
 * The command-line publisher of Apps & Downloads: while the list loads a skeleton, then the bundle
 * this server offers (version, size, SHA-256 to copy, the download and the steps to publish with
 * it), or word that this server was built without it.
 */
export function PublisherDownload({ downloadsRef }: { downloadsRef: DownloadsRef }) {
  const { t } = useTranslation('downloadsCentre');
  const loading = useSelector(downloadsRef, (snapshot) => snapshot.hasTag('busy'));
  const failure = useSelector(downloadsRef, (snapshot) => (snapshot.hasTag('error') ? snapshot.context.failure : undefined));
  const publisher = useSelector(downloadsRef, (snapshot) => snapshot.context.downloads.find((download) => download.id === 'publisher'));
  if (failure !== undefined) {
    return (
      <li className="downloads__failure">
        <LoadFailure message={t('loadFailed')} failure={failure} onRetry={() => downloadsRef.send({ type: 'downloads.retry' })} />
      </li>
    );
  }
  return (
    <li className="downloads__product downloads__product--publisher" aria-labelledby="download-publisher" aria-busy={loading}>
      <div className="downloads__summary">
        <span className="downloads__icon" aria-hidden="true">
          <i className="pi pi-send" />
        </span>
        <div className="downloads__text">
          <h2 id="download-publisher" className="downloads__name">
            {t('publisher.name')}
          </h2>
          <p className="downloads__description">{t('publisher.description')}</p>
          {loading ? <Skeleton width="16rem" height="1.5rem" /> : publisher ? <PublisherFacts publisher={publisher} /> : <p className="downloads__unavailable">{t('publisher.unavailableNote')}</p>}
        </div>
        {loading ? (
          <Skeleton width="150px" height="2.75rem" />
        ) : publisher ? (
          <a className="p-button p-component downloads__button" href={publisher.url} download={publisher.file_name}>
            <span className="p-button-icon p-button-icon-left pi pi-download" aria-hidden="true" />
            <span className="p-button-label">{t('publisher.download')}</span>
          </a>
        ) : (
          <span className="p-button p-component p-disabled downloads__button" aria-disabled="true">
            <span className="p-button-label">{t('publisher.unavailable')}</span>
          </span>
        )}
      </div>
      {publisher ? <PublisherDetails publisher={publisher} downloadsRef={downloadsRef} /> : null}
    </li>
  );
}

function PublisherFacts({ publisher }: { publisher: Download }) {
  const { t, i18n } = useTranslation('downloadsCentre');
  return (
    <p className="downloads__facts">
      <span className="downloads__version" data-testid="publisher-version">
        {t('downloads.version', { version: publisher.version })}
      </span>
      <span data-testid="publisher-size">{fileSize(i18n.language, publisher.size)}</span>
      <span>{t('publisher.requirements', { version: publisher.instructions.node_version })}</span>
      <span className="downloads__file-name">{publisher.file_name}</span>
    </p>
  );
}

function PublisherDetails({ publisher, downloadsRef }: { publisher: Download; downloadsRef: DownloadsRef }) {
  const { t } = useTranslation('downloadsCentre');
  const { commands, node_version: nodeVersion } = publisher.instructions;
  return (
    <div className="downloads__details">
      <section className="downloads__checksum" aria-labelledby="publisher-checksum">
        <h3 id="publisher-checksum" className="downloads__subheading">
          {t('publisher.checksum')}
        </h3>
        <CopyableText text={publisher.sha256} item="checksum" copyLabel={t('publisher.copyChecksum')} downloadsRef={downloadsRef} testId="publisher-sha256" />
        <p className="downloads__hint">
          {t('publisher.checksumHint')}{' '}
          <a href={publisher.checksum_url} download>
            {t('publisher.checksumFile')}
          </a>
        </p>
      </section>
      <section aria-labelledby="publisher-steps">
        <h3 id="publisher-steps" className="downloads__subheading">
          {t('publisher.steps.title')}
        </h3>
        <ol className="downloads__steps">
          <li>{t('publisher.steps.node', { version: nodeVersion })}</li>
          <li>
            {t('publisher.steps.check')}
            <CopyableText text={commands.version} item="command" copyLabel={t('publisher.copyCommand')} downloadsRef={downloadsRef} />
          </li>
          <li>
            {t('publisher.steps.publish')}
            <CopyableText text={commands.publish} item="command" copyLabel={t('publisher.copyCommand')} downloadsRef={downloadsRef} />
          </li>
          <li>{t('publisher.steps.signIn')}</li>
        </ol>
        <p className="downloads__hint">
          {t('publisher.steps.help')} <code className="downloads__inline-code">{commands.help}</code>
        </p>
      </section>
    </div>
  );
}
