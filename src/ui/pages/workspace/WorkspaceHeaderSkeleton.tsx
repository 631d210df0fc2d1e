import { Skeleton } from 'primereact/skeleton';
import '../../components/PageCrumbs.css';
import '../../components/DetailHeader.css';

/** The page's outline while the workspace loads. */
export function WorkspaceHeaderSkeleton() {
  return (
    <div className="workspace-page" aria-busy="true">
      <div className="workspace-header">
        <Skeleton width="260px" height="0.875rem" className="page-crumbs" />
        <div className="detail-header__card">
          <Skeleton width="56px" height="56px" borderRadius="14px" />
          <div className="detail-header__text">
            <Skeleton width="40%" height="1.75rem" />
            <Skeleton width="70%" height="0.875rem" className="workspace-page__skeleton-line" />
          </div>
        </div>
      </div>
      <div className="tab-links">
        {[96, 84].map((width) => (
          <Skeleton key={width} width={`${width}px`} height="1.25rem" />
        ))}
      </div>
      <Skeleton height="16rem" borderRadius="14px" />
    </div>
  );
}
