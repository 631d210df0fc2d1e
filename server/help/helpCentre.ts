import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import MiniSearch from 'minisearch';
import { localeSchema, type Locale } from '../../src/api/schemas/profile.schema';
import {
  HELP_CATEGORIES,
  helpArticleIdSchema,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpSearchResult,
} from '../../src/api/schemas/helpArticle.schema';
import { parseArticleFile, type FrontMatter } from './frontMatter';
import { isCjkTerm, plainText, searchTerms } from './searchText';
import { snippetOf } from './snippet';

/** help/articles at the top of the repository: one folder per locale, one Markdown file per article. */
export const ARTICLES_DIR = fileURLToPath(new URL('../../help/articles', import.meta.url));

/** en-AU is the source language: every article exists in it, and a missing translation falls back to it. */
const SOURCE_LOCALE: Locale = 'en-AU';
/** Related articles an article page lists. */
const RELATED_LIMIT = 5;

type Written = FrontMatter & { id: string; locale: Locale; html: string; text: string };

export type HelpCentre = {
  /** Every article as the locale reads it, by category and order. */
  list(locale: Locale): HelpArticleSummary[];
  /** The articles that match every word of `query`, best first, each with a snippet of where. */
  search(locale: Locale, query: string): HelpSearchResult[];
  /** One article as the locale reads it, with the others of its category; undefined if there is none. */
  article(locale: Locale, id: string): HelpArticle | undefined;
  has(id: string): boolean;
};

/**
 * Reads, renders and indexes every article once, when the server starts: requests only look
 * things up. A malformed article stops the start, as a broken route would.
 */
export async function loadHelpCentre(dir: string = ARTICLES_DIR): Promise<HelpCentre> {
  const markdown = new Marked({ gfm: true });
  const written = new Map<Locale, Map<string, Written>>();
  for (const locale of localeSchema.options) written.set(locale, await readLocale(dir, locale, markdown));
  const source = written.get(SOURCE_LOCALE)!;
  for (const [locale, articles] of written) {
    for (const [id, article] of articles) {
      const original = source.get(id);
      if (!original) throw new Error(`help/articles/${locale}/${id}.md has no en-AU original`);
      if (original.category !== article.category) throw new Error(`help/articles/${locale}/${id}.md is in another category than its en-AU original`);
    }
  }

  /** Each locale's shelf: its own articles, and the en-AU text of those not translated yet. */
  const shelves = new Map<Locale, Written[]>(
    localeSchema.options.map((locale) => [locale, sortArticles([...source.keys()].map((id) => written.get(locale)!.get(id) ?? source.get(id)!))]),
  );
  const indexes = new Map(localeSchema.options.map((locale) => [locale, indexOf(shelves.get(locale)!)]));

  const shelfOf = (locale: Locale) => shelves.get(locale)!;
  return {
    list: (locale) => shelfOf(locale).map(summaryOf),
    search(locale, query) {
      const byId = new Map(shelfOf(locale).map((article) => [article.id, article]));
      return indexes
        .get(locale)!
        .search(query)
        .map((result) => {
          const article = byId.get(String(result.id))!;
          const snippet = snippetOf(article.text, result.terms) ?? snippetOf(article.summary, result.terms) ?? [];
          return { ...summaryOf(article), snippet };
        });
    },
    article(locale, id) {
      const article = shelfOf(locale).find((candidate) => candidate.id === id);
      if (!article) return undefined;
      const related = shelfOf(locale)
        .filter((other) => other.category === article.category && other.id !== id)
        .slice(0, RELATED_LIMIT)
        .map(summaryOf);
      return { ...summaryOf(article), html: article.html, related };
    },
    has: (id) => source.has(id),
  };
}

async function readLocale(dir: string, locale: Locale, markdown: Marked): Promise<Map<string, Written>> {
  const folder = path.join(dir, locale);
  const files = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' && locale !== SOURCE_LOCALE) return [];
    throw error;
  });
  const articles = new Map<string, Written>();
  for (const file of files.filter((name) => name.endsWith('.md')).sort()) {
    const id = helpArticleIdSchema.parse(file.slice(0, -'.md'.length));
    const { meta, body } = parseArticleFile(await readFile(path.join(folder, file), 'utf8'), `help/articles/${locale}/${file}`);
    articles.set(id, { ...meta, id, locale, html: markdown.parse(body, { async: false }), text: plainText(body) });
  }
  return articles;
}

function sortArticles(articles: Written[]): Written[] {
  const shelf = (article: Written) => HELP_CATEGORIES.indexOf(article.category);
  return articles.sort((a, b) => shelf(a) - shelf(b) || a.order - b.order || a.id.localeCompare(b.id));
}

function summaryOf({ id, title, summary, category, order, locale }: Written): HelpArticleSummary {
  return { id, title, summary, category, order, locale };
}

/**
 * Full text over title, summary and body; a title word counts most. Every word must match (AND),
 * the last one as a prefix so that results follow the typing, and longer Latin words forgive a
 * typo. Chinese pairs of characters match exactly.
 */
function indexOf(articles: Written[]): MiniSearch<Written> {
  const index = new MiniSearch<Written>({
    fields: ['title', 'summary', 'text'],
    tokenize: searchTerms,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 3, summary: 2 },
      combineWith: 'AND',
      prefix: (term, position, terms) => position === terms.length - 1 && !isCjkTerm(term) && term.length >= 2,
      fuzzy: (term) => (!isCjkTerm(term) && term.length >= 5 ? 0.2 : false),
    },
  });
  index.addAll(articles);
  return index;
}
