import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/api/paths/definePath';
import { API_PATHS } from '../../src/api/paths/apiPaths';
import { PORTFOLIO_RULES } from '../../src/api/schemas/portfolioPermission.schema';
import { describePermissionMatrix, ROUTES } from './helpers/permissionMatrix';

describe('the registered routes', () => {
  it('are all in the path registry, and every registered path is served', () => {
    const served = ROUTES.map((route) => `${route.method} ${route.url}`).sort();
    const registered = API_PATHS.map((path) => `${path.method} ${API_PREFIX}${path.pattern}`).sort();
    expect(served).toEqual(registered);
  });

  it.each(ROUTES.flatMap((route) => (route.rule.kind === 'portfolio' ? [[route.method, route.url, route.rule.action] as const] : [])))(
    '%s %s declares an action of the rule table (%s)',
    (_method, _url, action) => {
      expect(Object.keys(PORTFOLIO_RULES)).toContain(action);
    },
  );
});

describePermissionMatrix('pglite');
