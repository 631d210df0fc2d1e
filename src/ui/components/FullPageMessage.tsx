import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HorizonLogo } from './HorizonLogo';
import './FullPageMessage.css';

type FullPageMessageProps = {
  icon: string;
  tone?: 'info' | 'warning' | 'danger';
  title: string;
  message: string;
  children?: ReactNode;
};

/** A page that is only a message and its actions: restricted area, not found, sign-in error. */
export function FullPageMessage({ icon, tone = 'info', title, message, children }: FullPageMessageProps) {
  const { t } = useTranslation();
  return (
    <main className="full-page-message">
      <div className="full-page-message__brand">
        <HorizonLogo size={32} />
        <span>{t('common.productName')}</span>
      </div>
      <section className="full-page-message__card" aria-labelledby="full-page-message-title">
        <span className={`full-page-message__icon full-page-message__icon--${tone}`} aria-hidden="true">
          <i className={`pi ${icon}`} />
        </span>
        <h1 id="full-page-message-title" className="full-page-message__title">
          {title}
        </h1>
        <p className="full-page-message__text">{message}</p>
        {children}
      </section>
    </main>
  );
}
