import type { ReactNode } from 'react';
import './PageHeader.css';

type PageHeaderProps = {
  title: string;
  /** Shown beside the title, e.g. how many items the page lists. */
  badge?: ReactNode;
  subtitle?: string;
  actions?: ReactNode;
};

/** The top of every signed-in page: title, subtitle and the page's main actions. */
export function PageHeader({ title, badge, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__text">
        <div className="page-header__title-row">
          <h1 className="page-header__title">{title}</h1>
          {badge}
        </div>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
