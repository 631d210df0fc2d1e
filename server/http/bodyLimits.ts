/**
 * How large a JSON body each route accepts. Names, descriptions, a profile or an invitation stay
 * far below the application's default; routes that take lists have their own. The logo upload
 * has its parser's limit (LOGO_MAX_BYTES).
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** Up to 1000 attachment ids of 36 characters, quoted and separated. */
export const ATTACHMENT_ORDER_BODY_LIMIT = 64 * 1024;

/** Up to 50 customer email domains of 253 characters, a secret of 1024 and the other fields. */
export const COMPANY_CONNECTION_BODY_LIMIT = 32 * 1024;

/**
 * A workspace's settings: 150 named items and 50 list fields of up to 50 options each, every
 * name up to 50 characters (three bytes each in Chinese) with its id: about 450 KB at most.
 */
export const WORKSPACE_SETTINGS_BODY_LIMIT = 1024 * 1024;

/** One client log event: a message, name, stack, details and location at their longest, some in three-byte characters. */
export const CLIENT_LOG_BODY_LIMIT = 32 * 1024;
