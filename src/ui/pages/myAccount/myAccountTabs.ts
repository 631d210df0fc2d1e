import type { MyAccountTab } from '../../routes';

/** SPEC 2: My Account's tabs in the order the tab bar shows them. */
export const MY_ACCOUNT_TABS: ReadonlyArray<{ tab: MyAccountTab; icon: string }> = [
  { tab: 'profile', icon: 'pi-user' },
  { tab: 'subscription', icon: 'pi-credit-card' },
  { tab: 'company-connection', icon: 'pi-building' },
];

export function isMyAccountTab(value: string): value is MyAccountTab {
  return MY_ACCOUNT_TABS.some(({ tab }) => tab === value);
}

/**
 * SPEC 2: the subscription tab shows only with a subscription (its address still opens, to link
 * one), and the company connection only to admins.
 */
export function visibleAccountTabs(hasSubscription: boolean, isAdmin: boolean, current: MyAccountTab) {
  return MY_ACCOUNT_TABS.filter(
    ({ tab }) => (tab !== 'subscription' || hasSubscription || current === tab) && (tab !== 'company-connection' || isAdmin),
  );
}
