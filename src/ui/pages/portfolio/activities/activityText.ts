import type { PortfolioEvent } from '../../../../api/schemas/portfolioEvent.schema';

/** A field an event changed, e.g. permission from Viewer to Editor. */
export type ActivityChange = { field: string; from: string; to: string };

/** The fields of `details` that record a change ({ from, to }), in the order the server wrote them. */
export function activityChanges(event: PortfolioEvent): ActivityChange[] {
  return Object.entries(event.details).flatMap(([field, value]) => {
    if (typeof value !== 'object' || value === null || !('from' in value) || !('to' in value)) return [];
    return [{ field, from: String(value.from ?? ''), to: String(value.to ?? '') }];
  });
}

/** The permission an invitation or addition granted, when the event records one. */
export function grantedPermission(event: PortfolioEvent): string | null {
  const permission = event.details.permission;
  return typeof permission === 'string' ? permission : null;
}

/** Who acted: their name, else their email; null when the account no longer exists. */
export function actorName(event: PortfolioEvent): string | null {
  if (!event.actor) return null;
  return `${event.actor.first_name} ${event.actor.last_name}`.trim() || event.actor.email;
}
