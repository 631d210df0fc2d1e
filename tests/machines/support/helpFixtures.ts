import type { HelpArticle, HelpArticleList } from '../../../src/api/schemas/helpArticle.schema';

export const gettingStarted = {
  id: 'getting-started',
  title: 'Getting started with Horizon',
  summary: 'Sign in and find your way around.',
  category: 'getting-started',
  order: 1,
  locale: 'en-AU',
} as const;

export const articleList: HelpArticleList = { locale: 'en-AU', query: null, articles: [{ ...gettingStarted, snippet: [] }] };

export const searchResult: HelpArticleList = {
  locale: 'en-AU',
  query: 'backlog',
  articles: [{ ...gettingStarted, snippet: [{ text: 'the ', match: false }, { text: 'backlog', match: true }] }],
};

export const article: HelpArticle = {
  ...gettingStarted,
  html: '<h2>How Horizon is organised</h2>',
  related: [{ id: 'learning-path', title: 'Your learning path', summary: 'A suggested order.', category: 'getting-started', order: 2, locale: 'en-AU' }],
};
