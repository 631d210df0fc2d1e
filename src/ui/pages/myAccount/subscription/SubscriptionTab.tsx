import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { selectSubscription, selectSubscriptionLoading } from '../accountSelectors';
import { LinkSubscriptionForm } from './LinkSubscriptionForm';
import { SubscriptionDetails } from './SubscriptionDetails';
import { useLinkedSubscriptionToast } from './useLinkedSubscriptionToast';

/** The user's subscription (plan, status, billing owner, slots), and linking one by its code. */
export function SubscriptionTab() {
  const { t } = useTranslation('myAccount');
  const subscriptionRef = useLinkedSubscriptionToast();
  const loading = useSelector(subscriptionRef, selectSubscriptionLoading);
  const subscription = useSelector(subscriptionRef, selectSubscription);
  return (
    <div className="account-subscription">
      {loading && !subscription ? <Skeleton height="12rem" borderRadius="14px" /> : null}
      {subscription ? <SubscriptionDetails subscription={subscription} /> : null}
      {!loading && !subscription ? (
        <section className="settings-card settings-card--plain account-no-subscription">
          <i className="pi pi-credit-card" aria-hidden="true" />
          <div>
            <h2>{t('myAccount.subscription.noneTitle')}</h2>
            <p>{t('myAccount.subscription.noneText')}</p>
          </div>
        </section>
      ) : null}
      {subscriptionRef ? <LinkSubscriptionForm subscriptionRef={subscriptionRef} hasSubscription={subscription !== null} /> : null}
    </div>
  );
}
