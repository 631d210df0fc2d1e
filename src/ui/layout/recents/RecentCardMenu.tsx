import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { SIDE_NAV_OVERLAY_CLASS } from '../sideNav/sideNavOverlay';

/** One action of a card's menu: a page to open, possibly not available to this user. */
export type RecentCardAction = { id: string; label: string; icon: string; href: string; disabled?: boolean };

type RecentCardMenuProps = {
  label: string;
  actions: RecentCardAction[];
  onFollow: () => void;
};

/**
 * Escape in the open menu closes only the menu: the menu is a portal, so its keys would otherwise
 * reach the side navigation, where Escape closes the whole panel.
 */
function keepEscapeInMenu(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Escape' && !event.currentTarget.contains(event.target as Node)) event.stopPropagation();
}

/** The ⋮ menu of a recent card (SPEC 2: Share on a portfolio; Builder, Data Sources, Settings on a work plan). */
export function RecentCardMenu({ label, actions, onFollow }: RecentCardMenuProps) {
  const menu = useRef<Menu>(null);
  const [, navigate] = useLocation();
  const items: MenuItem[] = actions.map(({ id, label: itemLabel, icon, href, disabled }) => ({
    id,
    label: itemLabel,
    icon: `pi ${icon}`,
    disabled,
    command: () => {
      onFollow();
      navigate(href);
    },
  }));
  return (
    <span className="recent-card__actions" onKeyDown={keepEscapeInMenu}>
      <Button
        icon="pi pi-ellipsis-v"
        rounded
        text
        severity="secondary"
        size="small"
        className="recent-card__menu-button"
        aria-label={label}
        aria-haspopup="menu"
        onClick={(event) => menu.current?.toggle(event)}
      />
      <Menu model={items} popup ref={menu} className={`recent-card__menu ${SIDE_NAV_OVERLAY_CLASS}`} aria-label={label} />
    </span>
  );
}
