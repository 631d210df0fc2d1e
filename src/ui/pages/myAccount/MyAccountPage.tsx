import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useProfileRef, useSubscriptionRef } from '../../app/session/useSessionChildren';
import { usePageTitle } from '../../app/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { TabLinks } from '../../components/TabLinks';
import { routes, type MyAccountTab } from '../../routes';
import { selectIsAdmin, selectSubscription } from './accountSelectors';
import { CompanyConnectionTab } from './companyConnection/CompanyConnectionTab';
import { visibleAccountTabs } from './myAccountTabs';
import { ProfileTab } from './profile/ProfileTab';
import { SubscriptionTab } from './subscription/SubscriptionTab';
import '../../styles/pageSections.css';
import './MyAccountPage.css';

/** SPEC 2 "My Account": profile, subscription and, for admins, the company connection. */
export function MyAccountPage({ tab }: { tab: MyAccountTab }) {
  const { t } = useTranslation('myAccount');
  usePageTitle(t('myAccount.pageTitle'));
  const isAdmin = useSelector(useProfileRef(), selectIsAdmin);
  const hasSubscription = useSelector(useSubscriptionRef(), (snapshot) => selectSubscription(snapshot) !== null);
  // The company connection is no tab of a non-admin: its address leads to the profile instead.
  if (tab === 'company-connection' && !isAdmin) return <Redirect to={routes.myAccount('profile')} replace />;
  const tabs = visibleAccountTabs(hasSubscription, isAdmin, tab).map(({ tab: id, icon }) => ({
    id,
    href: routes.myAccount(id),
    label: t(`myAccount.tabs.${id}`),
    icon,
  }));
  return (
    <div className="my-account">
      <PageHeader title={t('myAccount.title')} subtitle={t('myAccount.subtitle')} />
      <TabLinks label={t('myAccount.tabsLabel')} tabs={tabs} current={tab} />
      {tab === 'profile' ? <ProfileTab /> : null}
      {tab === 'subscription' ? <SubscriptionTab /> : null}
      {tab === 'company-connection' ? <CompanyConnectionTab /> : null}
    </div>
  );
}
