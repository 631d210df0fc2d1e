import { Skeleton } from 'primereact/skeleton';

/** A card's outline while the page loads. */
export function PortfolioCardSkeleton() {
  return (
    <div className="portfolio-card portfolio-card--skeleton" aria-hidden="true">
      <div className="portfolio-card__top">
        <Skeleton width="44px" height="44px" borderRadius="10px" />
        <Skeleton width="84px" height="24px" borderRadius="999px" />
      </div>
      <Skeleton width="70%" height="1.25rem" className="portfolio-card__skeleton-line" />
      <Skeleton width="100%" height="0.875rem" className="portfolio-card__skeleton-line" />
      <Skeleton width="92%" height="0.875rem" className="portfolio-card__skeleton-line" />
      <Skeleton width="60%" height="0.875rem" className="portfolio-card__skeleton-line" />
      <div className="portfolio-card__owner">
        <Skeleton shape="circle" size="32px" />
        <div className="portfolio-card__owner-text">
          <Skeleton width="110px" height="0.875rem" />
          <Skeleton width="150px" height="0.75rem" />
        </div>
      </div>
      <div className="portfolio-card__footer">
        <Skeleton width="110px" height="1rem" />
        <Skeleton width="64px" height="1.5rem" borderRadius="999px" />
      </div>
    </div>
  );
}
