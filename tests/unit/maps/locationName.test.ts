import { describe, expect, it } from 'vitest';
import { locationLabel } from '../../../server/reports/summaryParts';
import { createI18n } from '../../../src/locales/i18n';
import { shownLocationName, UNNAMED_LOCATION_KEY } from '../../../src/ui/pages/simulation/report/location/locationName';

/** The brief's text for the location of the assets with no location value. */
const UNNAMED = '(unnamed location)';

async function unnamedIn(locale: string): Promise<string> {
  const i18n = createI18n();
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces('reportLabels');
  return i18n.t(UNNAMED_LOCATION_KEY, { ns: 'reportLabels' });
}

describe("a location's name as the report shows it", () => {
  it('keeps a named location as the data names it', () => {
    expect(shownLocationName('Leopold', UNNAMED)).toBe('Leopold');
    expect(shownLocationName('Lara North', UNNAMED)).toBe('Lara North');
  });

  it('names the location of the assets with no location value', () => {
    expect(shownLocationName('', UNNAMED)).toBe(UNNAMED);
    // A blank location value reads as blank as an empty one.
    expect(shownLocationName('   ', UNNAMED)).toBe(UNNAMED);
  });

  it.each(['en-AU', 'en-GB', 'en-US'])('reads %s as "(unnamed location)"', async (locale) => {
    expect(shownLocationName('', await unnamedIn(locale))).toBe(UNNAMED);
  });

  it('reads zh-CN in Chinese', async () => {
    const zh = shownLocationName('', await unnamedIn('zh-CN'));
    expect(zh).not.toBe(UNNAMED);
    expect(zh).toMatch(/\p{Script=Han}/u);
  });

  it("labels the server's charts and notes the same way: a message for the unnamed one, the data's name otherwise", async () => {
    expect(locationLabel('Leopold')).toEqual({ text: 'Leopold' });
    expect(locationLabel('')).toEqual({ key: UNNAMED_LOCATION_KEY });
    expect(await unnamedIn('en-AU')).toBe(UNNAMED);
  });
});
