import { useSelector } from '@xstate/react';
import { Avatar } from 'primereact/avatar';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { subscriptionMachine } from '../../machines/subscription.machine';
import { selectProfile } from '../app/session/profileSelectors';
import { useProfileRef, useSubscriptionRef } from '../app/session/useSessionChildren';
import { initials } from '../components/initials';
import { lazyComponent } from '../components/lazyComponent';
import { WhenOpened } from '../components/WhenOpened';
import { routes } from '../routes';
import { NavMenu, type NavMenuEntry } from './NavMenu';
import { selectCollapsed, selectOpenMenu, type SideNavRef } from './sideNav/sideNavSelectors';
import { useLogoutDialogActor } from './useLogoutDialogActor';
import './UserMenu.css';

const TRIGGER_ID = 'user-menu-trigger';
const MENU_ID = 'user-menu';

const LogoutDialog = lazyComponent(() => import('./LogoutDialog'), 'LogoutDialog');

/** SPEC 6: Manage Subscription shows only to a user with a subscription. */
const selectHasSubscription = (snapshot: SnapshotFrom<typeof subscriptionMachine> | undefined) => Boolean(snapshot?.context.subscription);

/** The signed-in user at the foot of the side bar, opening the user menu (SPEC 2). */
export function UserMenu({ navRef }: { navRef: SideNavRef }) {
  const { t } = useTranslation();
  const profile = useSelector(useProfileRef(), selectProfile);
  const hasSubscription = useSelector(useSubscriptionRef(), selectHasSubscription);
  const collapsed = useSelector(navRef, selectCollapsed);
  const open = useSelector(navRef, selectOpenMenu) === 'user';
  const dialogRef = useLogoutDialogActor();
  const dialogOpen = useSelector(dialogRef, (snapshot) => !snapshot.matches('closed'));
  if (!profile) return null;

  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const entries: NavMenuEntry[] = [
    { kind: 'link', id: 'profile', label: t('userMenu.manageProfile'), icon: 'pi-user', href: routes.myAccount('profile') },
    ...(hasSubscription
      ? [{ kind: 'link', id: 'subscription', label: t('userMenu.manageSubscription'), icon: 'pi-credit-card', href: routes.myAccount('subscription') } as const]
      : []),
    { kind: 'action', id: 'logOut', label: t('nav.logOut'), icon: 'pi-sign-out', onSelect: () => dialogRef.send({ type: 'dialog.open' }) },
  ];
  return (
    <div className="user-menu__anchor">
      <button
        id={TRIGGER_ID}
        type="button"
        className={`user-menu${open ? ' user-menu--open' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        aria-label={t('nav.openUserMenu', { name })}
        data-tooltip={collapsed && !open ? name : undefined}
        onClick={() => navRef.send({ type: 'menu.open', menu: 'user' })}
      >
        <Avatar label={initials(profile.first_name, profile.last_name, profile.email)} shape="circle" className="user-menu__avatar" />
        <span className="user-menu__text">
          <span className="user-menu__name">{name}</span>
          <span className="user-menu__email">{profile.email}</span>
        </span>
        <i className="pi pi-angle-up user-menu__chevron" aria-hidden="true" />
      </button>
      {open ? (
        <NavMenu
          id={MENU_ID}
          label={t('userMenu.label')}
          entries={entries}
          triggerId={TRIGGER_ID}
          header={
            <div className="nav-menu__header">
              <span className="nav-menu__title">{name}</span>
              <span className="nav-menu__subtitle">{profile.email}</span>
            </div>
          }
          onFollow={() => navRef.send({ type: 'nav.dismiss' })}
          onClose={() => navRef.send({ type: 'menu.close' })}
        />
      ) : null}
      <WhenOpened open={dialogOpen}>
        <LogoutDialog dialogRef={dialogRef} />
      </WhenOpened>
    </div>
  );
}
