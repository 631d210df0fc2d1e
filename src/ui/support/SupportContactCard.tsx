import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import type { SupportContactView } from '../../machines/ticketDialog.machine';
import './SupportContactCard.css';

type SupportContactCardProps = { contact: SupportContactView | null; loading: boolean; unavailable: boolean };

/** The user's regional support desk (SPEC 3 "Support contact info"), beside the Report an Issue form. */
export function SupportContactCard({ contact, loading, unavailable }: SupportContactCardProps) {
  const { t } = useTranslation('support');
  if (loading) {
    return (
      <aside className="support-contact" aria-busy="true" aria-label={t('contact.loading')}>
        <Skeleton width="60%" height="1rem" />
        <Skeleton width="80%" height="0.875rem" />
        <Skeleton width="70%" height="0.875rem" />
        <Skeleton width="75%" height="0.875rem" />
      </aside>
    );
  }
  if (unavailable || !contact) {
    return (
      <aside className="support-contact support-contact--unavailable">
        <i className="pi pi-info-circle" aria-hidden="true" />
        <p>{t('contact.unavailable')}</p>
      </aside>
    );
  }
  return (
    <aside className="support-contact" aria-labelledby="support-contact-title">
      <h3 id="support-contact-title" className="support-contact__title">
        {t('contact.title')}
      </h3>
      {contact.organisation ? <p className="support-contact__organisation">{contact.organisation}</p> : null}
      <dl className="support-contact__details">
        {contact.phone_number ? (
          <div>
            <dt>
              <i className="pi pi-phone" aria-hidden="true" /> {t('contact.phone')}
            </dt>
            <dd>
              <a href={`tel:${contact.phone_number.replace(/\s+/g, '')}`}>{contact.phone_number}</a>
            </dd>
          </div>
        ) : null}
        {contact.email ? (
          <div>
            <dt>
              <i className="pi pi-envelope" aria-hidden="true" /> {t('contact.email')}
            </dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
        ) : null}
        {contact.support_hours ? (
          <div>
            <dt>
              <i className="pi pi-clock" aria-hidden="true" /> {t('contact.hours')}
            </dt>
            <dd>{contact.support_hours}</dd>
          </div>
        ) : null}
      </dl>
      {contact.support_url ? (
        <a className="support-contact__help" href={contact.support_url} target="_blank" rel="noopener noreferrer">
          {t('contact.helpCentre')} <i className="pi pi-external-link" aria-hidden="true" />
        </a>
      ) : null}
    </aside>
  );
}
