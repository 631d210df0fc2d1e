/** Every route path of the SPA (SPEC 2), so that links and redirects never spell one twice. */
export const routes = {
  home: '/',
  portfolios: '/portfolios',
  portfolioMembers: (portfolioId: string) => `/portfolio/${portfolioId}/members`,
  login: '/login',
  callback: '/callback',
  unauthorised: '/unauthorised',
} as const;

/** The sign-in page, remembering where the user was going unless that was the home page. */
export function loginPath(returnTo: string): string {
  return returnTo === routes.home ? routes.login : `${routes.login}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * The address to return to after sign-in: only a path of this site, never the sign-in pages
 * themselves, so that a crafted link cannot send the user elsewhere or into a loop.
 */
export function safeReturnTo(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return routes.home;
  const path = candidate.split(/[?#]/)[0];
  return path === routes.login || path === routes.callback ? routes.home : candidate;
}
