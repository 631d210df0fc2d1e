import { describe, expect, it } from 'vitest';
import { isLongNameHost } from '../../src/ui/app/longNameHost';

describe('isLongNameHost', () => {
  const families = ['horizon-asset-planning.com', '127.0.0.1'];

  it.each([
    ['horizon-asset-planning.com', true],
    ['app.horizon-asset-planning.com', true],
    ['EU.App.Horizon-Asset-Planning.com', true],
    ['127.0.0.1', true],
    ['localhost', false],
    ['horizon-asset-planning.com.evil.example', false],
    ['nothorizon-asset-planning.com', false],
  ])('%s: %s', (hostname, long) => {
    expect(isLongNameHost(hostname, families)).toBe(long);
  });

  it('no configured host means the short name everywhere', () => {
    expect(isLongNameHost('horizon-asset-planning.com', [])).toBe(false);
  });
});
