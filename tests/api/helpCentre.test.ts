import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { helpArticleListSchema, helpArticleSchema, type HelpSearchResult, type SnippetPart } from '../../src/api/schemas/helpArticle.schema';
import { useTestServer } from './helpers/useTestServer';

/** The articles as written in the repository: the independent source of what the help centre must serve. */
const ARTICLES = path.resolve(import.meta.dirname, '../../help/articles');
const written = (locale: string) =>
  fs
    .readdirSync(path.join(ARTICLES, locale))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\.md$/, ''));

const matchedWords = (snippet: SnippetPart[]) => snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());

describe.each(DATABASE_KINDS)('help centre on %s', (kind) => {
  const api = useTestServer(kind);

  it('lists every en-AU article to a reader who is not signed in, getting started first', async () => {
    const response = await api.call(null, 'GET', '/help/articles');
    expect(response.status).toBe(200);
    const list = helpArticleListSchema.parse(response.body);
    expect(list.articles.map((article) => article.id).sort()).toEqual(written('en-AU').sort());
    expect(list.articles[0]).toMatchObject({ id: 'getting-started', title: 'Getting started with Horizon', category: 'getting-started', locale: 'en-AU' });
    expect(list).toMatchObject({ locale: 'en-AU', query: null });
  });

  it('serves each locale its translations and en-AU for the rest', async () => {
    const list = helpArticleListSchema.parse((await api.call(null, 'GET', '/help/articles?locale=zh-CN')).body);
    const translated = written('zh-CN');
    expect(translated).toEqual(expect.arrayContaining(['getting-started', 'learning-path', 'building-a-work-plan']));
    for (const article of list.articles) expect({ id: article.id, locale: article.locale }).toEqual({ id: article.id, locale: translated.includes(article.id) ? 'zh-CN' : 'en-AU' });
    expect(list.articles.find((article) => article.id === 'getting-started')?.title).toBe('Horizon 入门');
  });

  it('finds the article a planner means, best first, with the words it matched in the snippet', async () => {
    const list = helpArticleListSchema.parse((await api.call(null, 'GET', `/help/articles?q=${encodeURIComponent('Power BI')}`)).body);
    expect(list.query).toBe('Power BI');
    expect(list.articles[0]?.id).toBe('results-feed-excel-power-bi');
    // The two words of the search stand together in the text, so they are one highlight.
    expect(matchedWords(list.articles[0]!.snippet)).toContain('power bi');
    expect(list.articles[0]!.snippet.map((part) => part.text).join('')).toMatch(/Power BI/);
  });

  it('keeps the blocks of an article apart in a snippet: a heading from its list, a table cell from the next', async () => {
    const snippetText = (articles: HelpSearchResult[], id: string) => articles.find((article) => article.id === id)!.snippet.map((part) => part.text).join('');
    // report-locations-and-backlog.md: the heading '## Location Backlog' over the list item '**Backlog by location**: ...'.
    const backlog = helpArticleListSchema.parse((await api.call(null, 'GET', '/help/articles?q=backlog')).body);
    const located = backlog.articles.find((article) => article.id === 'report-locations-and-backlog')!;
    expect(snippetText(backlog.articles, located.id)).toMatch(/Location Backlog\W+Backlog by location/);
    expect(matchedWords(located.snippet)).not.toContain('backlog backlog');
    // subscriptions-and-slots.md: the Plans table's cells 'Essentials' and 'Lite reports with Asset Life Cycle'.
    const essentials = helpArticleListSchema.parse((await api.call(null, 'GET', '/help/articles?q=essentials')).body);
    const plans = snippetText(essentials.articles, 'subscriptions-and-slots');
    expect(plans).toMatch(/Essentials\W+Lite reports with Asset Life Cycle/);
    expect(plans).not.toMatch(/Essentials Lite|Plan What it adds/);
  });

  it('matches the start of the last word while the reader is still typing, and forgives a typo', async () => {
    const typing = helpArticleListSchema.parse((await api.call(null, 'GET', '/help/articles?q=company%20sig')).body);
    expect(typing.articles[0]?.id).toBe('company-sign-on');
    const typo = helpArticleListSchema.parse((await api.call(null, 'GET', '/help/articles?q=subscriptoin')).body);
    expect(typo.articles.map((article) => article.id)).toContain('subscriptions-and-slots');
  });

  it('searches Chinese text without spaces, and falls back to en-AU articles in a Chinese search', async () => {
    const chinese = helpArticleListSchema.parse((await api.call(null, 'GET', `/help/articles?locale=zh-CN&q=${encodeURIComponent('工作计划')}`)).body);
    expect(chinese.articles[0]).toMatchObject({ id: 'building-a-work-plan', locale: 'zh-CN', title: '编制工作计划' });
    expect(chinese.articles[0]!.snippet.some((part) => part.match && part.text.includes('工作计划'))).toBe(true);
    const english = helpArticleListSchema.parse((await api.call(null, 'GET', '/help/articles?locale=zh-CN&q=FCI')).body);
    expect(english.articles.find((article) => article.id === 'report-locations-and-backlog')?.locale).toBe('en-AU');
    expect(english.articles.find((article) => article.id === 'learning-path')?.locale).toBe('zh-CN');
  });

  it('answers a search that matches nothing with an empty list', async () => {
    const list = helpArticleListSchema.parse((await api.call(null, 'GET', '/help/articles?q=xylophone')).body);
    expect(list.articles).toEqual([]);
  });

  it('serves an article as HTML with the other articles of its category', async () => {
    const response = await api.call(null, 'GET', '/help/articles/report-overview-and-funding');
    expect(response.status).toBe(200);
    const article = helpArticleSchema.parse(response.body);
    expect(article).toMatchObject({ title: 'Report tabs: Overview and Funding Analysis', category: 'reports', locale: 'en-AU' });
    expect(article.html).toContain('<h2>Overview</h2>');
    expect(article.html).toContain('<table>');
    expect(article.related.map((other) => other.id)).toEqual(expect.arrayContaining(['simulation-reports', 'report-budget-and-surplus']));
    expect(article.related.every((other) => other.category === 'reports' && other.id !== article.id)).toBe(true);
  });

  it('serves an article in US English where it is written so, and in en-AU where it is not', async () => {
    const us = helpArticleSchema.parse((await api.call(null, 'GET', '/help/articles/building-a-work-plan?locale=en-US')).body);
    expect(us.locale).toBe('en-US');
    expect(us.html).toContain('colors');
    const gb = helpArticleSchema.parse((await api.call(null, 'GET', '/help/articles/building-a-work-plan?locale=en-GB')).body);
    expect(gb.locale).toBe('en-AU');
    expect(gb.html).toContain('colours');
  });

  it('answers an unknown article with 404 in the error shape', async () => {
    const response = await api.call(null, 'GET', '/help/articles/no-such-article');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 404, message: 'Resource Not Found', key: 'errors.notFound' });
  });

  it.each([
    ['an article id that is not one', '/help/articles/Bad_Id!', 'params.articleId'],
    ['a locale that is not one of the four', '/help/articles?locale=fr-FR', 'querystring.locale'],
    ['a search of more than 200 characters', `/help/articles?q=${'a'.repeat(201)}`, 'querystring.q'],
  ])('refuses %s with 400', async (_case, url, field) => {
    const response = await api.call(null, 'GET', url);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, key: 'errors.validation' });
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
  });
});

describe.each(DATABASE_KINDS)('knowledge base and learning site links on %s', (kind) => {
  const api = useTestServer(kind);
  const home = () => `${api.server.baseUrl}/help`;

  it.each([
    ['without an article', '', '/help'],
    ['with an article the help centre has', '?article-id=company-sign-on', '/help/articles/company-sign-on'],
    ['with an article it does not have', '?article-id=no-such-article', '/help'],
  ])('sends the knowledge base %s to the built-in help centre', async (_case, query, page) => {
    const response = await api.call('viewer@horizon.test', 'GET', `/profile/knowledgebase${query}`);
    expect(response.status).toBe(204);
    expect(response.headers.get('location')).toBe(`${api.server.baseUrl}${page}`);
  });

  it('sends the learning link to the learning path article by default', async () => {
    const response = await api.call('editor@horizon.test', 'GET', '/profile/lms');
    expect(response.status).toBe(204);
    expect(response.headers.get('location')).toBe(`${home()}/articles/learning-path`);
  });

  it('refuses an article id that is not one with 400', async () => {
    const response = await api.call('viewer@horizon.test', 'GET', '/profile/knowledgebase?article-id=..%2Fadmin');
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain('querystring.article-id');
  });

  it.each(['/profile/knowledgebase', '/profile/lms'])('answers %s without a token with 401', async (url) => {
    const response = await api.call(null, 'GET', url);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 401 });
  });
});

describe.each(DATABASE_KINDS)('knowledge base and learning site set by the environment on %s', (kind) => {
  const api = useTestServer(kind, { KNOWLEDGE_BASE_URL: 'https://support.example.org/kb/', LMS_URL: 'https://academy.example.org/start' });

  it.each([
    ['', 'https://support.example.org/kb/'],
    ['?article-id=company-sign-on', 'https://support.example.org/kb/company-sign-on'],
  ])('sends the knowledge base%s to the external help site', async (query, location) => {
    const response = await api.call('viewer@horizon.test', 'GET', `/profile/knowledgebase${query}`);
    expect(response.status).toBe(204);
    expect(response.headers.get('location')).toBe(location);
  });

  it('sends the learning link to LMS_URL', async () => {
    const response = await api.call('viewer@horizon.test', 'GET', '/profile/lms');
    expect(response.status).toBe(204);
    expect(response.headers.get('location')).toBe('https://academy.example.org/start');
  });
});
