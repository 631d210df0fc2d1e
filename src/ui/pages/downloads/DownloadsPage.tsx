import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../app/ClientConfigContext';
import { usePageTitle } from '../../app/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { DOWNLOAD_PRODUCTS } from './downloadProducts';
import { PublisherDownload } from './PublisherDownload';
import { useDownloadsActor } from './useDownloadsActor';
import './DownloadsPage.css';

/**
 * /download, Apps & Downloads: the command-line publisher this server offers (built with the web
 * app), then the desktop app and the GIS add-in of this release, whose installers are not
 * published with the web app: each says so instead of offering a broken link.
 */
export function DownloadsPage() {
  const { t } = useTranslation('downloadsCentre');
  const { product_version: version } = useClientConfig();
  const downloadsRef = useDownloadsActor();
  usePageTitle(t('downloads.pageTitle'));
  return (
    <div className="downloads">
      <PageHeader title={t('downloads.title')} subtitle={t('downloads.subtitle')} />
      <ul className="downloads__list">
        <PublisherDownload downloadsRef={downloadsRef} />
        {DOWNLOAD_PRODUCTS.map(({ id, icon }) => (
          <li key={id} className="downloads__product" aria-labelledby={`download-${id}`}>
            <div className="downloads__summary">
              <span className="downloads__icon" aria-hidden="true">
                <i className={`pi ${icon}`} />
              </span>
              <div className="downloads__text">
                <h2 id={`download-${id}`} className="downloads__name">
                  {t(`downloads.${id}.name`)}
                </h2>
                <p className="downloads__description">{t(`downloads.${id}.description`)}</p>
                <p className="downloads__facts">
                  <span className="downloads__version">{t('downloads.version', { version })}</span>
                  <span>{t(`downloads.${id}.requirements`)}</span>
                </p>
              </div>
              <Button label={t('downloads.comingSoon')} icon="pi pi-download" disabled className="downloads__button" />
            </div>
          </li>
        ))}
      </ul>
      <p className="downloads__note">
        <i className="pi pi-info-circle" aria-hidden="true" />
        {t('downloads.note')}
      </p>
    </div>
  );
}
