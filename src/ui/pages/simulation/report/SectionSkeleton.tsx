import { Skeleton } from 'primereact/skeleton';

/** A section's outline while its numbers load: cards, a chart and table lines. */
export function SectionSkeleton() {
  return (
    <div className="report-section report-section--skeleton" aria-hidden="true" data-testid="report-section-skeleton">
      <Skeleton width="240px" height="1.25rem" />
      <div className="report-skeleton__kpis">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="88px" borderRadius="14px" />
        ))}
      </div>
      <Skeleton height="320px" borderRadius="14px" />
      <Skeleton height="160px" borderRadius="14px" />
    </div>
  );
}
