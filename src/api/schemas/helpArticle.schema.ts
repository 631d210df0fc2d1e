import { z } from 'zod';
import { textSchema } from './common.schema';
import { localeSchema } from './profile.schema';

/** An article's id is its file name in help/articles: lowercase words joined by hyphens. */
export const helpArticleIdSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be an article id: lowercase letters, digits and hyphens' });

/** The help centre's shelves, in the order the help home shows them. */
export const HELP_CATEGORIES = ['getting-started', 'simulations', 'reports', 'work-plans', 'account', 'integrations'] as const;
export const helpCategorySchema = z.enum(HELP_CATEGORIES);
export type HelpCategory = z.infer<typeof helpCategorySchema>;

/** The longest search the help centre takes; longer text is a mistake, not a question. */
export const HELP_QUERY_MAX = 200;

export const helpArticleListQuerySchema = z.object({
  q: textSchema.trim().max(HELP_QUERY_MAX).optional(),
  locale: localeSchema.default('en-AU'),
});
export type HelpArticleListQuery = z.input<typeof helpArticleListQuerySchema>;

export const helpArticleQuerySchema = z.object({ locale: localeSchema.default('en-AU') });

export const helpArticleParamsSchema = z.object({ articleId: helpArticleIdSchema });

/** A piece of a search snippet; `match` marks the words the search found, which the page highlights. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const helpArticleSummarySchema = z.object({
  id: helpArticleIdSchema,
  title: z.string(),
  summary: z.string(),
  category: helpCategorySchema,
  order: z.number().int(),
  /** The language the article is written in: the one asked for, or en-AU where it has no translation. */
  locale: localeSchema,
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpSearchResultSchema = helpArticleSummarySchema.extend({ snippet: z.array(snippetPartSchema) });
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;

/**
 * GET /help/articles: every article of the locale by category and order, or, with `q`, the
 * articles that match it, best first, each with a snippet of where it matched.
 */
export const helpArticleListSchema = z.object({
  locale: localeSchema,
  query: z.string().nullable(),
  articles: z.array(helpSearchResultSchema),
});
export type HelpArticleList = z.infer<typeof helpArticleListSchema>;

/** GET /help/articles/{articleId}: the article rendered as HTML, with the other articles of its category. */
export const helpArticleSchema = helpArticleSummarySchema.extend({
  html: z.string(),
  related: z.array(helpArticleSummarySchema),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** GET /profile/knowledgebase: `article-id` names the article to open; without it, the help home. */
export const knowledgeBaseQuerySchema = z.object({ 'article-id': helpArticleIdSchema.optional() });
