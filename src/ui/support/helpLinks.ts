/**
 * The public help documentation: the knowledge base, support tickets and issue reports open it
 * in a new tab until the product answers GET /profile/knowledgebase and /profile/tickets with
 * its own redirects (SPEC 7), which take over from this address.
 */
export const HELP_CENTRE_URL = 'https://help.horizon-asset-planning.com';

/** SPEC 9: the learning site defaults to the academy address. */
export const LEARNING_SITE_URL = 'https://academy.horizon-asset-planning.com';
