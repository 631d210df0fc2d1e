import { Skeleton } from 'primereact/skeleton';

/** A recent card's outline while its list loads. */
export function RecentCardSkeleton() {
  return (
    <div className="recent-card recent-card--skeleton" aria-hidden="true">
      <div className="recent-card__top">
        <Skeleton width="36px" height="36px" borderRadius="9px" />
        <div className="recent-card__heading">
          <Skeleton width="70%" height="0.9375rem" />
          <Skeleton width="45%" height="0.75rem" />
        </div>
      </div>
      <Skeleton width="100%" height="0.75rem" className="recent-card__skeleton-line" />
      <Skeleton width="85%" height="0.75rem" className="recent-card__skeleton-line" />
      <Skeleton width="40%" height="0.75rem" />
    </div>
  );
}
