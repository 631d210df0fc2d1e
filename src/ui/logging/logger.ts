/**
 * Where the app reports problems for developers (SPEC 8): API failures of 500 and above with their
 * developer message, render errors, failed effects. One module, so that an error-reporting
 * service can be plugged in here alone.
 */
export const logger = {
  error(message: string, details?: unknown): void {
    console.error(`[horizon] ${message}`, ...(details === undefined ? [] : [details]));
  },
};

export type Logger = typeof logger;
