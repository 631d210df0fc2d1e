import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { definePath } from '../../src/api/paths/definePath';
import { API_PATHS } from '../../src/api/paths/apiPaths';
import { memberPaths } from '../../src/api/paths/memberPaths';
import { profilePaths } from '../../src/api/paths/profilePaths';

describe('the path registry', () => {
  it('builds a client URL by filling in the pattern’s params', () => {
    expect(memberPaths.resend.url({ pfId: 'p-1', memberId: 'm-2' })).toBe('/portfolios/p-1/members/m-2/resend');
    expect(profilePaths.get.url()).toBe('/profile');
  });

  it('encodes param values, so that a value cannot change the path', () => {
    expect(memberPaths.update.url({ pfId: '../admin', memberId: 'a b?c' })).toBe('/portfolios/..%2Fadmin/members/a%20b%3Fc');
  });

  it('refuses a path whose params schema does not name exactly the pattern’s params', () => {
    expect(() => definePath({ name: 'x', method: 'GET', pattern: '/things/:thingId', params: z.object({ id: z.string() }) })).toThrow(
      'has params thingId but its schema declares id',
    );
    expect(() => definePath({ name: 'y', method: 'GET', pattern: '/things/:thingId' })).toThrow('declares none');
  });

  it('names each path once and defines each method and pattern once', () => {
    const names = API_PATHS.map((path) => path.name);
    const routes = API_PATHS.map((path) => `${path.method} ${path.pattern}`);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
