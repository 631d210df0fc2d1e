import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { HorizonLogo } from '../../components/HorizonLogo';
import { selectAuthView } from '../../app/session/authSelectors';
import { useSession } from '../../app/session/SessionContext';
import { loginPath, routes } from '../../routes';
import './HelpLayout.css';

/**
 * The help centre's own frame, outside the app shell like the other public pages: the product's
 * name, the way back to the app for a signed-in reader and Sign in for the others.
 */
export function HelpLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('helpCentre');
  const { authRef } = useSession();
  const view = useSelector(authRef, selectAuthView);
  const [location] = useLocation();
  const search = useSearch();
  return (
    <div className="help-layout">
      <header className="help-layout__bar">
        <Link href={routes.help} className="help-layout__brand">
          <HorizonLogo size={30} />
          <span className="help-layout__product">{t('common.productName')}</span>
          <span className="help-layout__section">{t('helpCentre.brand')}</span>
        </Link>
        {view === 'signedIn' ? (
          <Link href={routes.portfolios} className="help-layout__action">
            <i className="pi pi-arrow-left" aria-hidden="true" />
            {t('helpCentre.backToApp')}
          </Link>
        ) : view === 'busy' ? null : (
          <Link href={loginPath(search ? `${location}?${search}` : location)} className="help-layout__action help-layout__action--primary">
            <i className="pi pi-sign-in" aria-hidden="true" />
            {t('helpCentre.signIn')}
          </Link>
        )}
      </header>
      <main className="help-layout__main">{children}</main>
    </div>
  );
}
