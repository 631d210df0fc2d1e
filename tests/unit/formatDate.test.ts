import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/ui/components/formatDate';

describe('formatDate', () => {
  it.each([
    ['en-AU', '19 Nov 2026'],
    ['en-US', 'Nov 19, 2026'],
    ['zh-CN', '2026年11月19日'],
  ])('writes a date the way %s reads it', (locale, expected) => {
    expect(formatDate('2026-11-19T12:00:00.000Z', locale)).toBe(expected);
  });
});
