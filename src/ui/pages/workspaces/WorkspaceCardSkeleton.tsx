import { Skeleton } from 'primereact/skeleton';

/** A card's outline while the list loads. */
export function WorkspaceCardSkeleton() {
  return (
    <div className="workspace-card workspace-card--skeleton" aria-hidden="true">
      <div className="workspace-card__top">
        <Skeleton width="40px" height="40px" borderRadius="10px" />
        <Skeleton width="84px" height="24px" borderRadius="999px" />
      </div>
      <Skeleton width="70%" height="1.25rem" className="workspace-card__skeleton-line" />
      <Skeleton width="100%" height="0.875rem" className="workspace-card__skeleton-line" />
      <Skeleton width="92%" height="0.875rem" className="workspace-card__skeleton-line" />
      <Skeleton width="60%" height="0.875rem" className="workspace-card__skeleton-line" />
      <div className="workspace-card__footer">
        <Skeleton width="110px" height="1rem" />
        <Skeleton width="96px" height="1rem" />
      </div>
    </div>
  );
}
