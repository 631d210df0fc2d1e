import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioDetail } from '../../../../api/schemas/portfolio.schema';
import { LOGO_CONTENT_TYPES } from '../../../../api/schemas/portfolioLogo.schema';
import { describeFailure } from '../../../components/describeFailure';
import { PortfolioLogo } from '../PortfolioLogo';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import { selectLogoFailure, selectLogoRejection, selectUploading } from './settingsSelectors';
import { usePortfolioLogoActor } from './usePortfolioLogoActor';

type LogoSectionProps = {
  detailRef: PortfolioDetailRef;
  portfolio: PortfolioDetail;
  editable: boolean;
};

/** The logo as the header shows it, and for Admins a file chooser (PNG, JPEG or WebP, 1 MB). */
export function LogoSection({ detailRef, portfolio, editable }: LogoSectionProps) {
  const { t } = useTranslation('portfolio');
  const logoRef = usePortfolioLogoActor(detailRef, portfolio.id);
  const uploading = useSelector(logoRef, selectUploading);
  const rejection = useSelector(logoRef, selectLogoRejection);
  const failure = useSelector(logoRef, selectLogoFailure);
  const input = useRef<HTMLInputElement>(null);
  const problem = rejection ? t(rejection === 'type' ? 'errors.logoType' : 'errors.logoTooLarge') : failure ? describeFailure(t, failure) : null;
  return (
    <div className="logo-section">
      <PortfolioLogo name={portfolio.name} logoUrl={portfolio.logo_url} size="lg" />
      <div className="logo-section__text">
        <p className="logo-section__state">{portfolio.logo_url ? t('portfolio.logo.current') : t('portfolio.logo.none')}</p>
        <p className="logo-section__rules">{t('portfolio.logo.rules')}</p>
        {problem ? <Message severity="error" text={problem} className="logo-section__problem" /> : null}
      </div>
      {editable ? (
        <>
          <input
            ref={input}
            type="file"
            accept={LOGO_CONTENT_TYPES.join(',')}
            className="visually-hidden"
            aria-label={t('portfolio.logo.choose')}
            data-testid="logo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again is a new choice.
              event.target.value = '';
              if (file) logoRef.send({ type: 'logo.select', file });
            }}
          />
          <Button
            label={portfolio.logo_url ? t('portfolio.logo.replace') : t('portfolio.logo.upload')}
            icon="pi pi-upload"
            outlined
            loading={uploading}
            onClick={() => input.current?.click()}
          />
        </>
      ) : null}
    </div>
  );
}
