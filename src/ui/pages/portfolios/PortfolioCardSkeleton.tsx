import { Skeleton } from 'primereact/skeleton';
import { EntityCardSkeleton } from '../../components/EntityCardSkeleton';

/** A portfolio card's outline while the page loads, with its owner's row and permission badge. */
export function PortfolioCardSkeleton() {
  return (
    <EntityCardSkeleton kind="portfolio-card" badgeSize="44px" footerEnd={<Skeleton width="64px" height="1.5rem" borderRadius="999px" />}>
      <div className="portfolio-card__owner">
        <Skeleton shape="circle" size="32px" />
        <div className="portfolio-card__owner-text">
          <Skeleton width="110px" height="0.875rem" />
          <Skeleton width="150px" height="0.75rem" />
        </div>
      </div>
    </EntityCardSkeleton>
  );
}
