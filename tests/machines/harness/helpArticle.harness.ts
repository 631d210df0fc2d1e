import { createActor } from 'xstate';
import type { HelpArticle } from '../../../src/api/schemas/helpArticle.schema';
import { helpArticleMachine, type HelpArticleInput } from '../../../src/machines/helpArticle.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startHelpArticle(input: HelpArticleInput = { articleId: 'getting-started', locale: 'en-AU' }) {
  const fetchArticle = controllablePromise<HelpArticle, HelpArticleInput>();
  const actor = createActor(helpArticleMachine.provide({ actors: { fetchArticle: fetchArticle.logic } }), { input }).start();
  return { actor, fetchArticle, driver: createPathDriver(actor, { fetchArticle }) };
}
