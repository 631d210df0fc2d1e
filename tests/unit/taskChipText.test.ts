import { describe, expect, it } from 'vitest';
import { countdownParts } from '../../src/machines/taskChip.machine';
import { createI18n } from '../../src/locales/i18n';
import { countdownText } from '../../src/ui/components/taskChip/countdownText';

describe("the task chip's countdown text (SPEC 4: hours and minutes, or minutes and seconds, left)", () => {
  it.each([
    [3661, '1 h 1 min left'],
    [3600, '1 h 0 min left'],
    [725, '12 min 05 s left'],
    [59, '0 min 59 s left'],
  ])('%i s left reads "%s" in en-AU', (seconds, text) => {
    const i18n = createI18n();
    expect(countdownText(i18n.t, countdownParts(seconds)!)).toBe(text);
  });

  it('reads in the profile’s language', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('zh-CN');
    expect(countdownText(i18n.t, countdownParts(3661)!)).toBe('剩余 1 小时 1 分钟');
    expect(countdownText(i18n.t, countdownParts(725)!)).toBe('剩余 12 分 05 秒');
  });
});
