import { useSelector } from '@xstate/react';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { DeleteByNameSection } from '../../../components/deleteByName/DeleteByNameSection';
import { selectMay, selectPortfolio } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import { DetailsForm } from './DetailsForm';
import { DetailsReadOnly } from './DetailsReadOnly';
import { LogoSection } from './LogoSection';
import { useDeletePortfolioActor } from './useDeletePortfolioActor';
import './SettingsTab.css';

/**
 * The portfolio's settings: name and description, logo, and deletion. Admins change them; Editors
 * and Viewers see them read-only, as the permission rules say (SPEC 6).
 */
export function SettingsTab({ detailRef }: { detailRef: PortfolioDetailRef }) {
  const { t } = useTranslation('portfolio');
  const portfolio = useSelector(detailRef, selectPortfolio);
  const mayUpdate = useSelector(detailRef, selectMay('portfolio.update'));
  const mayChangeLogo = useSelector(detailRef, selectMay('portfolio.logo.update'));
  const mayDelete = useSelector(detailRef, selectMay('portfolio.delete'));
  if (!portfolio) return null;
  return (
    <div className="portfolio-settings">
      {!mayUpdate ? <Message severity="info" text={t('portfolio.settings.readOnly')} className="portfolio-settings__read-only" /> : null}
      <section className="settings-card" aria-labelledby="settings-details-title">
        <div className="settings-card__intro">
          <h2 id="settings-details-title">{t('portfolio.settings.detailsTitle')}</h2>
          <p>{t('portfolio.settings.detailsHint')}</p>
        </div>
        <div className="settings-card__body">
          {mayUpdate ? <DetailsForm detailRef={detailRef} portfolio={portfolio} /> : <DetailsReadOnly portfolio={portfolio} />}
        </div>
      </section>
      <section className="settings-card" aria-labelledby="settings-logo-title">
        <div className="settings-card__intro">
          <h2 id="settings-logo-title">{t('portfolio.logo.title')}</h2>
          <p>{t('portfolio.logo.hint')}</p>
        </div>
        <div className="settings-card__body">
          <LogoSection detailRef={detailRef} portfolio={portfolio} editable={mayChangeLogo} />
        </div>
      </section>
      {/* A renamed portfolio is confirmed by its new name: a new dialog actor. */}
      {mayDelete ? <DeletePortfolio key={portfolio.name} portfolioId={portfolio.id} portfolioName={portfolio.name} /> : null}
    </div>
  );
}

function DeletePortfolio({ portfolioId, portfolioName }: { portfolioId: string; portfolioName: string }) {
  const deleteRef = useDeletePortfolioActor(portfolioId, portfolioName);
  return <DeleteByNameSection deleteRef={deleteRef} texts="portfolio:portfolio.delete" />;
}
