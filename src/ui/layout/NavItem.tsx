import { Link, useLocation } from 'wouter';

type NavItemProps = {
  href: string;
  icon: string;
  label: string;
  /** The paths on which this item is the current one. */
  activeOn: readonly string[];
};

export function NavItem({ href, icon, label, activeOn }: NavItemProps) {
  const [location] = useLocation();
  const active = activeOn.includes(location);
  return (
    <li>
      <Link href={href} className={`side-bar__item${active ? ' side-bar__item--active' : ''}`} aria-current={active ? 'page' : undefined}>
        <i className={`pi ${icon}`} aria-hidden="true" />
        <span>{label}</span>
      </Link>
    </li>
  );
}
