/**
 * SPEC 2: the page title carries the long product name on one host family. A configured host
 * stands for itself and every host under it, so that `horizon-asset-planning.com` also covers
 * `app.horizon-asset-planning.com`.
 */
export function isLongNameHost(hostname: string, families: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return families.some((family) => {
    const domain = family.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  });
}
