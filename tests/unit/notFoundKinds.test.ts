import { describe, expect, it } from 'vitest';
import { isNotFoundKind, NOT_FOUND_KINDS } from '../../src/api/notFoundKinds';
import { createI18n } from '../../src/locales/i18n';
import { notFoundPath } from '../../src/ui/routes';

describe('not-found kinds', () => {
  it.each(['en-AU', 'en-US', 'en-GB', 'zh-CN'])('%s has a title and a message for every kind', async (locale) => {
    const i18n = createI18n();
    await i18n.changeLanguage(locale);
    for (const kind of NOT_FOUND_KINDS) {
      for (const part of ['title', 'message']) {
        const key = `notFound.kinds.${kind}.${part}`;
        expect(i18n.exists(key, { lng: locale, fallbackLng: [] }), key).toBe(true);
      }
    }
  });

  it('names the SPEC 2 kinds: portfolio, workspace, simulation, its task and the work plan items', () => {
    expect(NOT_FOUND_KINDS).toHaveLength(19);
    expect(NOT_FOUND_KINDS).toEqual(expect.arrayContaining(['portfolio', 'workspace', 'simulation', 'simulationTask', 'workPlan', 'phaseTreatments', 'workPlanSettings']));
  });

  it('accepts only known kinds from the address', () => {
    expect(isNotFoundKind('portfolio')).toBe(true);
    expect(isNotFoundKind('constructor')).toBe(false);
    expect(isNotFoundKind(null)).toBe(false);
  });

  it('carries the kind in the not-found route', () => {
    expect(notFoundPath('simulationTask')).toBe('/not-found?kind=simulationTask');
    expect(notFoundPath()).toBe('/not-found');
  });
});
