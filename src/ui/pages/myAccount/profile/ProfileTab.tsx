import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectProfile } from '../../../app/session/profileSelectors';
import { useProfileRef, useSubscriptionRef } from '../../../app/session/useSessionChildren';
import { routes } from '../../../routes';
import { selectSubscription, selectSubscriptionLoading } from '../accountSelectors';
import { ProfileForm } from './ProfileForm';

/** The signed-in user's profile; without a subscription, a pointer to linking one. */
export function ProfileTab() {
  const { t } = useTranslation('myAccount');
  const profile = useSelector(useProfileRef(), selectProfile);
  const subscriptionRef = useSubscriptionRef();
  const lacksSubscription = useSelector(subscriptionRef, (snapshot) => !selectSubscriptionLoading(snapshot) && selectSubscription(snapshot) === null);
  if (!profile) return null;
  return (
    <div className="account-profile">
      {lacksSubscription ? (
        <aside className="account-hint">
          <i className="pi pi-key" aria-hidden="true" />
          <div>
            <p className="account-hint__title">{t('myAccount.subscription.gotOne')}</p>
            <p className="account-hint__text">{t('myAccount.subscription.gotOneHint')}</p>
          </div>
          <Link href={routes.myAccount('subscription')} className="p-button p-button-outlined account-hint__action">
            {t('myAccount.subscription.unlock')}
          </Link>
        </aside>
      ) : null}
      {/* The saved profile seeds the form once; a later save re-seeds it from its own answer. */}
      <ProfileForm profile={profile} />
    </div>
  );
}
