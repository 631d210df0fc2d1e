import type { SupportInfo } from '../../api/schemas/ticket.schema';

/** SPEC 3: what a ticket carries without the user typing it, the page it was reported on and the browser. */
export const currentSupportInfo = (): SupportInfo => ({
  location: window.location.href.slice(0, 2048),
  user_agent: navigator.userAgent.slice(0, 1024),
});
