import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from '../../src/ui/routes';

describe('loginPath', () => {
  it.each([
    ['/', '/login'],
    ['/portfolios', '/login?returnTo=%2Fportfolios'],
    ['/portfolios?q=water&sort=-name', '/login?returnTo=%2Fportfolios%3Fq%3Dwater%26sort%3D-name'],
  ])('%s → %s', (returnTo, expected) => {
    expect(loginPath(returnTo)).toBe(expected);
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/portfolios?page=2', '/portfolios?page=2'],
    ['/portfolio/1/members#top', '/portfolio/1/members#top'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['portfolios', '/'],
    ['/login?returnTo=%2F', '/'],
    ['/callback?code=1', '/'],
  ])('%s → %s', (candidate, expected) => {
    expect(safeReturnTo(candidate)).toBe(expected);
  });
});
