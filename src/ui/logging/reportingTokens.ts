import type { TokenGetter } from '../../api/client';

const signedOut: TokenGetter = () => Promise.reject(new Error('signed out'));
let current: TokenGetter = signedOut;

/**
 * The access tokens that client reports go with (SPEC 7: the error reporter receives logs with
 * the user's access token). Reporting starts before the session; the session's wiring hands its
 * token getter in once it has one, and until then reports go without a token.
 */
export const reportingTokens = {
  get: (): Promise<string> => current(),
  use(getToken: TokenGetter): void {
    current = getToken;
  },
};
