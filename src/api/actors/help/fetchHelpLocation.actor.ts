import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { helpPaths } from '../../paths/helpPaths';

/** GET /profile/knowledgebase: the address of the knowledge base (SPEC 7), from its Location header. */
export function fetchKnowledgeBaseLocationActor(api: ApiClient, articleId?: string) {
  return fromPromise<string>(({ signal }) => api.location(helpPaths.knowledgeBase.url(), { query: { 'article-id': articleId }, signal }));
}

/** GET /profile/lms: the address of the learning site (SPEC 7), from its Location header. */
export function fetchLearningLocationActor(api: ApiClient) {
  return fromPromise<string>(({ signal }) => api.location(helpPaths.learningSite.url(), { signal }));
}
