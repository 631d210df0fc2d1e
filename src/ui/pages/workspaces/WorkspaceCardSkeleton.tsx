import { Skeleton } from 'primereact/skeleton';
import { EntityCardSkeleton } from '../../components/EntityCardSkeleton';

/** A workspace card's outline while the list loads, with its last update in the footer. */
export function WorkspaceCardSkeleton() {
  return <EntityCardSkeleton kind="workspace-card" badgeSize="40px" footerEnd={<Skeleton width="96px" height="1rem" />} />;
}
