import { Link } from 'wouter';
import './TabLinks.css';

export type TabLink = {
  id: string;
  href: string;
  label: string;
  icon: string;
  /** Shown as a small badge after the label, e.g. how many members. */
  count?: number;
};

type TabLinksProps = {
  label: string;
  tabs: readonly TabLink[];
  current: string;
};

/** A page's tabs as links, so that every tab has its own address and Back goes to the previous one. */
export function TabLinks({ label, tabs, current }: TabLinksProps) {
  return (
    <nav className="tab-links" aria-label={label}>
      {tabs.map(({ id, href, label: tabLabel, icon, count }) => (
        <Link
          key={id}
          href={href}
          className={`tab-links__tab${id === current ? ' tab-links__tab--current' : ''}`}
          aria-current={id === current ? 'page' : undefined}
        >
          <i className={`pi ${icon}`} aria-hidden="true" />
          {tabLabel}
          {count !== undefined ? <span className="tab-links__count">{count}</span> : null}
        </Link>
      ))}
    </nav>
  );
}
