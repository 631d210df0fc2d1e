import { useSelector } from '@xstate/react';
import type { MenuItem } from 'primereact/menuitem';
import { Avatar } from 'primereact/avatar';
import { Menu } from 'primereact/menu';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectProfile } from '../app/session/profileSelectors';
import { useProfileRef } from '../app/session/useSessionChildren';
import { initials } from '../components/initials';
import { LogoutDialog } from './LogoutDialog';
import { useLogoutDialogActor } from './useLogoutDialogActor';
import './UserMenu.css';

/** The signed-in user at the foot of the side bar, opening the user menu (SPEC 2). */
export function UserMenu() {
  const { t } = useTranslation();
  const profile = useSelector(useProfileRef(), selectProfile);
  const dialogRef = useLogoutDialogActor();
  const menu = useRef<Menu>(null);
  if (!profile) return null;

  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const items: MenuItem[] = [
    { label: t('nav.logOut'), icon: 'pi pi-sign-out', command: () => dialogRef.send({ type: 'dialog.open' }) },
  ];
  return (
    <>
      <button
        type="button"
        className="user-menu"
        aria-haspopup="menu"
        aria-controls="user-menu"
        title={t('nav.openUserMenu', { name })}
        onClick={(event) => menu.current?.toggle(event)}
      >
        <Avatar label={initials(profile.first_name, profile.last_name, profile.email)} shape="circle" className="user-menu__avatar" />
        <span className="user-menu__text">
          <span className="user-menu__name">{name}</span>
          <span className="user-menu__email">{profile.email}</span>
        </span>
        <i className="pi pi-angle-up user-menu__chevron" aria-hidden="true" />
      </button>
      <Menu model={items} popup ref={menu} id="user-menu" className="user-menu__popup" />
      <LogoutDialog dialogRef={dialogRef} />
    </>
  );
}
