import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { HelpArticleList, HelpArticleListQuery } from '../../../src/api/schemas/helpArticle.schema';
import { helpHomeMachine, type HelpHomeInput } from '../../../src/machines/helpHome.machine';
import { SEARCH_DEBOUNCE_MS } from '../../../src/machines/searchDebounce';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The help home machine with a fetch that waits for the test; needs fake timers for the debounce. */
export function startHelpHome(input: HelpHomeInput = { locale: 'en-AU' }) {
  const fetchArticles = controllablePromise<HelpArticleList, HelpArticleListQuery>();
  const syncQuery = vi.fn();
  const actor = createActor(helpHomeMachine.provide({ actors: { fetchArticles: fetchArticles.logic }, actions: { syncQuery } }), { input }).start();
  return { actor, fetchArticles, syncQuery, driver: createPathDriver(actor, { fetchArticles }, { searchDebounce: SEARCH_DEBOUNCE_MS }, { syncQuery }) };
}
