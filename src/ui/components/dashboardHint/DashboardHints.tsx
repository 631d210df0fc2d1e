import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DASHBOARD_HINTS, type HintLink } from './dashboardHints';
import './DashboardHints.css';

/** The six dashboard hints (SPEC 2): help, downloads, subscription, contact and a demo. */
export function DashboardHints() {
  const { t } = useTranslation();
  return (
    <section className="dashboard-hints" aria-labelledby="dashboard-hints-title">
      <h2 id="dashboard-hints-title" className="dashboard-hints__title">
        {t('dashboardHint.hintsTitle')}
      </h2>
      <ul className="dashboard-hints__grid">
        {DASHBOARD_HINTS.map(({ id, icon, link }) => (
          <li key={id} className="dashboard-hint" data-testid="dashboard-hint">
            <span className={`dashboard-hint__icon dashboard-hint__icon--${id}`} aria-hidden="true">
              <i className={`pi ${icon}`} />
            </span>
            <div className="dashboard-hint__body">
              <h3 className="dashboard-hint__title">{t(`dashboardHint.hints.${id}.title`)}</h3>
              <p className="dashboard-hint__text">{t(`dashboardHint.hints.${id}.text`)}</p>
              <HintAction link={link} label={t(`dashboardHint.hints.${id}.action`)} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HintAction({ link, label }: { link: HintLink; label: string }) {
  const content = (
    <>
      {label}
      <i className={`pi ${link.kind === 'external' ? 'pi-external-link' : 'pi-arrow-right'}`} aria-hidden="true" />
    </>
  );
  if (link.kind === 'route') {
    return (
      <Link href={link.to} className="dashboard-hint__action">
        {content}
      </Link>
    );
  }
  return (
    <a href={link.href} className="dashboard-hint__action" target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
