import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import '../../components/PageCrumbs.css';
import '../../components/DetailHeader.css';

/** The page's outline while the plan loads. */
export function WorkPlanPageSkeleton() {
  const { t } = useTranslation('workPlans');
  usePageTitle(t('page.pageTitle'));
  return (
    <div className="work-plan-page" aria-busy="true">
      <div className="work-plan-header">
        <Skeleton width="260px" height="0.875rem" className="page-crumbs" />
        <div className="detail-header__card">
          <Skeleton width="56px" height="56px" borderRadius="14px" />
          <div className="detail-header__text">
            <Skeleton width="40%" height="1.75rem" />
            <Skeleton width="70%" height="0.875rem" className="work-plan-page__skeleton-line" />
          </div>
        </div>
      </div>
      <div className="tab-links">
        {[88, 80, 112, 84].map((width) => (
          <Skeleton key={width} width={`${width}px`} height="1.25rem" />
        ))}
      </div>
      <Skeleton height="16rem" borderRadius="14px" />
    </div>
  );
}
