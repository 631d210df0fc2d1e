import type { ReactNode } from 'react';

type NavButtonProps = {
  id?: string;
  icon: string;
  label: string;
  collapsed: boolean;
  /** Whether what the button opens is showing. */
  expanded?: boolean;
  /** The id of what it opens, and whether that is a menu. */
  controls?: string;
  popup?: 'menu';
  onClick: () => void;
  /** What it opens, placed beside the bar. */
  children?: ReactNode;
};

/** An item of the primary bar that opens something (a recent panel, a sub-menu) rather than a page. */
export function NavButton({ id, icon, label, collapsed, expanded, controls, popup, onClick, children }: NavButtonProps) {
  return (
    <li className="side-bar__anchor">
      <button
        id={id}
        type="button"
        className={`side-bar__item${expanded ? ' side-bar__item--open' : ''}`}
        aria-expanded={expanded}
        aria-controls={expanded ? controls : undefined}
        aria-haspopup={popup}
        data-tooltip={collapsed && !expanded ? label : undefined}
        onClick={onClick}
      >
        <i className={`pi ${icon}`} aria-hidden="true" />
        <span className="side-bar__label">{label}</span>
      </button>
      {children}
    </li>
  );
}
