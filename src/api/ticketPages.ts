import { helpPages } from './helpPages';

/**
 * The help centre's page of the user's support tickets, where GET /profile/tickets points unless
 * TICKETS_URL names another; the SPA's route and the server's Location both read it here.
 */
export const TICKETS_PAGE = `${helpPages.home}/tickets`;
