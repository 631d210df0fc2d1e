import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../app/ClientConfigContext';
import { HorizonLogo } from '../../components/HorizonLogo';
import './SignInPanel.css';

type SignInPanelProps = {
  expired: boolean;
  onSignIn: () => void;
};

const FEATURES = [
  { icon: 'pi-briefcase', key: 'auth.features.portfolios' },
  { icon: 'pi-sync', key: 'auth.features.simulations' },
  { icon: 'pi-chart-line', key: 'auth.features.reports' },
] as const;

export function SignInPanel({ expired, onSignIn }: SignInPanelProps) {
  const { t } = useTranslation();
  const { product_version: version } = useClientConfig();
  return (
    <div className="sign-in">
      <aside className="sign-in__brand">
        <div className="sign-in__logo">
          <HorizonLogo size={40} />
          <span>{t('common.productName')}</span>
        </div>
        <div className="sign-in__pitch">
          <p className="sign-in__tagline">{t('auth.tagline')}</p>
          <ul className="sign-in__features">
            {FEATURES.map(({ icon, key }) => (
              <li key={key}>
                <span className="sign-in__feature-icon" aria-hidden="true">
                  <i className={`pi ${icon}`} />
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <p className="sign-in__legal">
          {t('auth.legal', { product: t('common.productLongName'), version })}
        </p>
        <svg className="sign-in__horizon" viewBox="0 0 600 200" preserveAspectRatio="none" aria-hidden="true">
          <path d="M0 140 Q150 110 300 130 T600 120 V200 H0 Z" fill="rgba(59,130,246,0.18)" />
          <path d="M0 165 Q180 140 320 160 T600 150 V200 H0 Z" fill="rgba(6,182,212,0.16)" />
        </svg>
      </aside>
      <main className="sign-in__main">
        <section className="sign-in__card" aria-labelledby="sign-in-title">
          <h1 id="sign-in-title" className="sign-in__title">
            {t('auth.welcome')}
          </h1>
          {expired ? <Message severity="warn" text={t('auth.sessionExpired')} className="sign-in__expired" /> : null}
          <Button label={t('auth.signIn')} icon="pi pi-sign-in" size="large" className="sign-in__button" onClick={onSignIn} />
          <p className="sign-in__hint">
            <i className="pi pi-shield" aria-hidden="true" /> {t('auth.signInHint')}
          </p>
        </section>
      </main>
    </div>
  );
}
