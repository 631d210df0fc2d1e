import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import './NavMenu.css';

/** One entry of a sub-menu: a page of the app, a page of another site (new tab), or an action here. */
export type NavMenuEntry =
  | { kind: 'link'; id: string; label: string; icon: string; href: string }
  | { kind: 'external'; id: string; label: string; icon: string; href: string }
  | { kind: 'action'; id: string; label: string; icon: string; onSelect: () => void };

type NavMenuProps = {
  id: string;
  label: string;
  entries: NavMenuEntry[];
  /** The button that opened the menu, which gets the focus back when Escape closes it. */
  triggerId: string;
  header?: ReactNode;
  footer?: ReactNode;
  /** An entry was chosen: the navigation closes what it has open. */
  onFollow: () => void;
  onClose: () => void;
};

const ITEM_SELECTOR = '[role="menuitem"]';

/** Arrow keys, Home and End move between the entries, as in any menu. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next = { ArrowDown: current >= last ? 0 : current + 1, ArrowUp: current <= 0 ? last : current - 1, Home: 0, End: last }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}

/** The first entry takes the focus when the menu opens, so that the keyboard continues in it. */
function focusFirst(list: HTMLUListElement | null): void {
  list?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
}

/** A sub-menu of the side navigation (SPEC 9: 210 px), beside the item that opened it. */
export function NavMenu({ id, label, entries, triggerId, header, footer, onFollow, onClose }: NavMenuProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Escape') return moveFocus(event);
    event.stopPropagation();
    onClose();
    document.getElementById(triggerId)?.focus();
  };
  return (
    <div className="nav-menu" id={id}>
      {header}
      <ul className="nav-menu__list" role="menu" aria-label={label} onKeyDown={onKeyDown} ref={focusFirst}>
        {entries.map((entry) => (
          <li key={entry.id} role="none">
            {entry.kind === 'link' ? (
              <Link href={entry.href} role="menuitem" className="nav-menu__item" onClick={onFollow}>
                <i className={`pi ${entry.icon}`} aria-hidden="true" />
                <span>{entry.label}</span>
              </Link>
            ) : entry.kind === 'external' ? (
              <a href={entry.href} target="_blank" rel="noopener noreferrer" role="menuitem" className="nav-menu__item" onClick={onFollow}>
                <i className={`pi ${entry.icon}`} aria-hidden="true" />
                <span>{entry.label}</span>
                <i className="pi pi-external-link nav-menu__external" aria-hidden="true" title={t('help.opensInNewTab')} />
                <span className="visually-hidden">{t('help.opensInNewTab')}</span>
              </a>
            ) : (
              <button
                type="button"
                role="menuitem"
                className="nav-menu__item"
                onClick={() => {
                  onFollow();
                  entry.onSelect();
                }}
              >
                <i className={`pi ${entry.icon}`} aria-hidden="true" />
                <span>{entry.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {footer}
    </div>
  );
}
