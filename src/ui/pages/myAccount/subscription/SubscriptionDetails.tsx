import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { VALID_SUBSCRIPTION_STATUSES, type Subscription } from '../../../../api/schemas/subscription.schema';

/** SPEC 3 "Subscription": plan tier, status, billing owner, and the portfolio slots available out of the limit. */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('myAccount');
  const { plan, status, billing_owner: owner, portfolio_limit: limit, portfolio_available: available } = subscription;
  const valid = VALID_SUBSCRIPTION_STATUSES.includes(status);
  const used = limit - available;
  const ownerName = `${owner.first_name} ${owner.last_name}`.trim() || owner.email;
  return (
    <section className="settings-card subscription-card" aria-labelledby="subscription-title" data-testid="subscription-details">
      <div className="subscription-card__head">
        <div>
          <p className="subscription-card__eyebrow">{t('myAccount.subscription.current')}</p>
          <h2 id="subscription-title" className="subscription-card__plan">
            {t('myAccount.subscription.plan', { plan: t(`portfolios.plan.${plan}`) })}
          </h2>
          <p className="subscription-card__code">{subscription.subscription_id}</p>
        </div>
        <Tag
          value={t(`myAccount.subscription.status.${status}`)}
          severity={valid ? 'success' : 'danger'}
          icon={valid ? 'pi pi-check-circle' : 'pi pi-exclamation-circle'}
          rounded
        />
      </div>
      <dl className="subscription-card__facts">
        <div>
          <dt>{t('myAccount.subscription.billingOwner')}</dt>
          <dd>
            <span className="subscription-card__owner">{ownerName}</span>
            <span className="subscription-card__owner-email">{owner.email}</span>
          </dd>
        </div>
        <div>
          <dt>{t('myAccount.subscription.slots')}</dt>
          <dd>
            <span className="subscription-card__slots">{t('myAccount.subscription.available', { available, limit })}</span>
            <ProgressBar value={limit ? Math.round((used / limit) * 100) : 100} showValue={false} className="subscription-card__bar" />
            <span className="subscription-card__used">{t('myAccount.subscription.used', { count: used })}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
