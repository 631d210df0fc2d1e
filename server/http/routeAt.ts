import type { ApiPath } from '../../src/api/paths/definePath';

/** The method and URL a route registers, taken from its entry in the path registry. */
export const routeAt = (path: ApiPath) => ({ method: path.method, url: path.pattern });
