import { helpArticleParamsSchema } from '../schemas/helpArticle.schema';
import { definePath } from './definePath';

/** The help centre's articles (public), and the signed-in redirects to the knowledge base and the learning site (SPEC 7). */
export const helpPaths = {
  articles: definePath({ name: 'help.articles.list', method: 'GET', pattern: '/help/articles' }),
  article: definePath({ name: 'help.article.get', method: 'GET', pattern: '/help/articles/:articleId', params: helpArticleParamsSchema }),
  knowledgeBase: definePath({ name: 'profile.knowledgeBase', method: 'GET', pattern: '/profile/knowledgebase' }),
  learningSite: definePath({ name: 'profile.lms', method: 'GET', pattern: '/profile/lms' }),
};
