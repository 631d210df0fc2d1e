import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { workPlanInsightsMachine } from '../../src/machines/workPlanInsights.machine';

const namespaceText = (locale: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../src/locales/namespaces/workPlanInsights/${locale}.json`), 'utf8')) as { pageTitle: Record<string, string> };

/** The model paths run in modelPaths.test.ts with every other machine's. */
describe('the Insights tab', () => {
  it("is titled with SPEC 2's page titles in every English locale", () => {
    for (const locale of ['en-AU', 'en-GB', 'en-US']) {
      expect(namespaceText(locale).pageTitle).toMatchObject({ board: 'Insights - Board', grid: 'Insights - Grid', map: 'Insights - Map' });
    }
  });

  it('fails loudly when its effects are not provided', async () => {
    const actor = createActor(workPlanInsightsMachine, { input: { workPlanId: 'plan' } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.message).toBe('fetchInsights not provided'));
    actor.stop();
  });
});
