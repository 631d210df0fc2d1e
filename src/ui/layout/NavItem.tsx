import { Link, useLocation } from 'wouter';

type NavItemProps = {
  href: string;
  icon: string;
  label: string;
  /** The paths on which this item is the current one. */
  activeOn?: readonly string[];
  /** Shown as a tooltip beside the collapsed bar, where the label is hidden. */
  collapsed: boolean;
  onFollow: () => void;
};

/** A link of the primary bar. */
export function NavItem({ href, icon, label, activeOn = [], collapsed, onFollow }: NavItemProps) {
  const [location] = useLocation();
  const active = activeOn.includes(location);
  return (
    <li>
      <Link
        href={href}
        className={`side-bar__item${active ? ' side-bar__item--active' : ''}`}
        aria-current={active ? 'page' : undefined}
        data-tooltip={collapsed ? label : undefined}
        onClick={onFollow}
      >
        <i className={`pi ${icon}`} aria-hidden="true" />
        <span className="side-bar__label">{label}</span>
      </Link>
    </li>
  );
}
