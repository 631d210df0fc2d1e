import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import '../styles/entityCard.css';

type EntityCardSkeletonProps = {
  /** The card's own class (`portfolio-card`, `workspace-card`), for what its sheet adds. */
  kind: string;
  badgeSize: string;
  /** The right-hand end of the footer, shaped like what the card shows there. */
  footerEnd: ReactNode;
  /** What the card shows between its description and its footer, if anything. */
  children?: ReactNode;
};

/** A list card's outline while the list loads: badge and chip, name and description lines, footer. */
export function EntityCardSkeleton({ kind, badgeSize, footerEnd, children }: EntityCardSkeletonProps) {
  return (
    <div className={`entity-card entity-card--skeleton ${kind}`} aria-hidden="true">
      <div className="entity-card__top">
        <Skeleton width={badgeSize} height={badgeSize} borderRadius="10px" />
        <Skeleton width="84px" height="24px" borderRadius="999px" />
      </div>
      <Skeleton width="70%" height="1.25rem" className="entity-card__skeleton-line" />
      <Skeleton width="100%" height="0.875rem" className="entity-card__skeleton-line" />
      <Skeleton width="92%" height="0.875rem" className="entity-card__skeleton-line" />
      <Skeleton width="60%" height="0.875rem" className="entity-card__skeleton-line" />
      {children}
      <div className="entity-card__footer">
        <Skeleton width="110px" height="1rem" />
        {footerEnd}
      </div>
    </div>
  );
}
