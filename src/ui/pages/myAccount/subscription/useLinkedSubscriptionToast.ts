import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscriptionRef } from '../../../app/session/useSessionChildren';
import { useNotify } from '../../../notifications/notify';

/** While the page is open, a subscription it linked is confirmed with SPEC 7's toast. */
export function useLinkedSubscriptionToast() {
  const subscriptionRef = useSubscriptionRef();
  const { i18n } = useTranslation('myAccount');
  const notify = useNotify();
  useEffect(() => {
    const listener = subscriptionRef?.on('subscription.linked', () => notify('success', i18n.t('myAccount:myAccount.subscription.linked')));
    return () => listener?.unsubscribe();
  }, [subscriptionRef, notify, i18n]);
  return subscriptionRef;
}
