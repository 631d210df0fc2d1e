import { describe, expect, it } from 'vitest';
import { createFormatters } from '../../src/ui/format/format';

// Intl puts narrow no-break spaces in some formats; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatters', () => {
  const instant = '2026-03-12T14:30:00.000Z';

  it.each([
    ['en-AU', '13 Mar 2026'],
    ['en-GB', '13 Mar 2026'],
    ['en-US', 'Mar 13, 2026'],
    ['zh-CN', '2026年3月13日'],
  ])('%s writes a calendar day its own way, in the user time zone', (locale, expected) => {
    expect(createFormatters(locale, { timeZone: 'Australia/Sydney' }).date(instant)).toBe(expected);
  });

  it('the same instant can be another day in another zone', () => {
    expect(createFormatters('en-AU', { timeZone: 'America/New_York' }).date(instant)).toBe('12 Mar 2026');
  });

  it('takes Date objects too', () => {
    expect(createFormatters('en-AU', { timeZone: 'UTC' }).date(new Date(instant))).toBe('12 Mar 2026');
  });

  it('writes a YYYY-MM-DD calendar day as that day in every zone', () => {
    expect(createFormatters('en-AU', { timeZone: 'America/Los_Angeles' }).day('2026-08-01')).toBe('1 Aug 2026');
    expect(createFormatters('en-US', { timeZone: 'Pacific/Kiritimati' }).day('2026-08-01')).toBe('Aug 1, 2026');
    expect(createFormatters('en-AU', { timeZone: 'America/Los_Angeles' }).numericDay('2026-07-01')).toBe('01/07/2026');
    expect(createFormatters('en-US').numericDay('2026-07-01')).toBe('07/01/2026');
  });

  it('writes a day and a time', () => {
    expect(plain(createFormatters('en-AU', { timeZone: 'UTC' }).dateTime(instant))).toBe('12 Mar 2026, 2:30 pm');
    expect(plain(createFormatters('en-US', { timeZone: 'UTC' }).dateTime(instant))).toBe('Mar 12, 2026, 2:30 PM');
    expect(createFormatters('zh-CN', { timeZone: 'UTC' }).dateTime(instant)).toBe('2026年3月12日 14:30');
  });

  it('groups numbers and percentages by locale', () => {
    const en = createFormatters('en-AU');
    expect(en.number(1234567.891)).toBe('1,234,567.89');
    expect(en.number(2.5, 0)).toBe('3');
    expect(en.percent(0.255)).toBe('25.5%');
    expect(createFormatters('zh-CN').percent(0.5)).toBe('50%');
  });

  it('formats money in Australian dollars unless told otherwise', () => {
    expect(createFormatters('en-AU').currency(1_250_000)).toBe('$1,250,000');
    expect(createFormatters('en-US').currency(1_250_000)).toBe('A$1,250,000');
    expect(createFormatters('en-US').currency(99.5, 'USD', 2)).toBe('$99.50');
    expect(createFormatters('zh-CN').currency(1_250_000)).toBe('AU$1,250,000');
  });

  it('shortens large amounts for cards and charts', () => {
    expect(createFormatters('en-AU').compactCurrency(1_250_000)).toBe('$1.3M');
    expect(createFormatters('zh-CN').compactCurrency(1_250_000, 'CNY')).toBe('¥125万');
  });

  it('an unknown time zone is an error, not a silent wrong date', () => {
    expect(() => createFormatters('en-AU', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
