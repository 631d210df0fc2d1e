import type { SnapshotFrom } from 'xstate';
import type { HelpArticleSummary, HelpCategory } from '../../../api/schemas/helpArticle.schema';
import type { helpArticleMachine } from '../../../machines/helpArticle.machine';
import type { helpHomeMachine } from '../../../machines/helpHome.machine';

type HomeSnapshot = SnapshotFrom<typeof helpHomeMachine>;
type ArticleSnapshot = SnapshotFrom<typeof helpArticleMachine>;

export const selectSearchText = (snapshot: HomeSnapshot) => snapshot.context.searchText;
export const selectHomeBusy = (snapshot: HomeSnapshot) => snapshot.hasTag('busy') && snapshot.context.result === null;
export const selectHomeFailure = (snapshot: HomeSnapshot) => (snapshot.hasTag('error') ? snapshot.context.failure : null);
export const selectResult = (snapshot: HomeSnapshot) => snapshot.context.result;
export const selectHomeLocale = (snapshot: HomeSnapshot) => snapshot.context.locale;

export const selectArticleView = (snapshot: ArticleSnapshot): 'loading' | 'loaded' | 'notFound' | 'failed' =>
  snapshot.matches('loaded') ? 'loaded' : snapshot.matches('notFound') ? 'notFound' : snapshot.hasTag('error') ? 'failed' : 'loading';
export const selectArticle = (snapshot: ArticleSnapshot) => snapshot.context.article;
export const selectArticleFailure = (snapshot: ArticleSnapshot) => snapshot.context.failure;
export const selectArticleLocale = (snapshot: ArticleSnapshot) => snapshot.context.locale;

/** The articles of each category that has any, in the categories' order (the list's own). */
export function byCategory(articles: readonly HelpArticleSummary[]): Array<{ category: HelpCategory; articles: HelpArticleSummary[] }> {
  const shelves = new Map<HelpCategory, HelpArticleSummary[]>();
  for (const article of articles) shelves.set(article.category, [...(shelves.get(article.category) ?? []), article]);
  return [...shelves].map(([category, list]) => ({ category, articles: list }));
}
