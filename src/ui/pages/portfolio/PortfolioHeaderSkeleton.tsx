import { Skeleton } from 'primereact/skeleton';
import '../../components/PageCrumbs.css';
import '../../components/DetailHeader.css';

/** The page's outline while the portfolio loads. */
export function PortfolioHeaderSkeleton() {
  return (
    <div className="portfolio-page" aria-busy="true">
      <div className="portfolio-header">
        <Skeleton width="180px" height="0.875rem" className="page-crumbs" />
        <div className="portfolio-header__card">
          <Skeleton width="72px" height="72px" borderRadius="16px" />
          <div className="detail-header__text">
            <Skeleton width="40%" height="1.75rem" />
            <Skeleton width="75%" height="0.875rem" className="portfolio-page__skeleton-line" />
            <Skeleton width="60%" height="0.875rem" className="portfolio-page__skeleton-line" />
          </div>
        </div>
      </div>
      <div className="tab-links">
        {[96, 84, 92, 100, 88, 80].map((width) => (
          <Skeleton key={width} width={`${width}px`} height="1.25rem" />
        ))}
      </div>
      <Skeleton height="16rem" borderRadius="14px" />
    </div>
  );
}
