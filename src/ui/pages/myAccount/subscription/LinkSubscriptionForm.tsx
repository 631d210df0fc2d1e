import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { linkSubscriptionSchema } from '../../../../api/schemas/subscription.schema';
import type { subscriptionMachine } from '../../../../machines/subscription.machine';
import { describeFailure } from '../../../components/describeFailure';
import { FormField } from '../../../components/FormField';
import { selectLinkFailure, selectLinking } from '../accountSelectors';

type LinkSubscriptionFormProps = {
  subscriptionRef: ActorRefFrom<typeof subscriptionMachine>;
  hasSubscription: boolean;
};

const CODE_MAX = linkSubscriptionSchema.shape.subscription_id.maxLength ?? 100;

/** 'Link a subscription': the code the billing owner handed out (SPEC 7, POST /profile/subscription). */
export function LinkSubscriptionForm({ subscriptionRef, hasSubscription }: LinkSubscriptionFormProps) {
  const { t } = useTranslation('myAccount');
  const linking = useSelector(subscriptionRef, selectLinking);
  const failure = useSelector(subscriptionRef, selectLinkFailure);
  // An unknown code answers 404, which here means "no such subscription", not a missing page.
  const problem = failure ? (failure.status === 404 ? t('myAccount.subscription.unknownCode') : describeFailure(t, failure)) : null;
  return (
    <section className="settings-card" aria-labelledby="link-subscription-title">
      <div className="settings-card__intro">
        <h2 id="link-subscription-title">{t('myAccount.subscription.linkTitle')}</h2>
        <p>{hasSubscription ? t('myAccount.subscription.linkHintReplace') : t('myAccount.subscription.linkHint')}</p>
      </div>
      <form
        className="settings-card__body link-subscription"
        onSubmit={(event) => {
          event.preventDefault();
          const code = new FormData(event.currentTarget).get('subscriptionId');
          const parsed = linkSubscriptionSchema.safeParse({ subscription_id: typeof code === 'string' ? code : '' });
          if (parsed.success) subscriptionRef.send({ type: 'subscription.link', subscriptionId: parsed.data.subscription_id });
        }}
      >
        <FormField id="subscription-id" label={t('myAccount.subscription.code')} hint={problem ? undefined : t('myAccount.subscription.codeHint')} error={problem ?? undefined}>
          <div className="link-subscription__row">
            <InputText id="subscription-id" name="subscriptionId" maxLength={CODE_MAX} required autoComplete="off" invalid={problem !== null} />
            <Button type="submit" label={t('myAccount.subscription.link')} icon="pi pi-link" loading={linking} />
          </div>
        </FormField>
      </form>
    </section>
  );
}
