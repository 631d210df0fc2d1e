/**
 * The help centre's pages in the SPA, which the server's redirects (GET /profile/knowledgebase
 * and /profile/lms) point at too: both sides build them here, so they cannot disagree.
 */
export const helpPages = {
  home: '/help',
  article: (articleId: string) => `/help/articles/${encodeURIComponent(articleId)}`,
  /** The route pattern of an article page. */
  articlePattern: '/help/articles/:articleId',
} as const;

/** The article GET /profile/lms opens when no LMS_URL is set. */
export const LEARNING_PATH_ARTICLE = 'learning-path';
