import { describe, expect, it } from 'vitest';
import { readPortfolioListUrl, toPortfolioListSearch } from '../../src/ui/pages/portfolios/portfolioListUrl';

describe('readPortfolioListUrl', () => {
  it.each([
    ['', { filter: '', page: 1, sort: 'name' }],
    ['?q=water&sort=-name', { filter: 'water', page: 1, sort: '-name' }],
    ['?q=%20mei.chen%40%20&page=3', { filter: 'mei.chen@', page: 3, sort: 'name' }],
    ['?page=0&sort=bogus', { filter: '', page: 1, sort: 'name' }],
    ['?page=2.5', { filter: '', page: 1, sort: 'name' }],
    ['?page=-4', { filter: '', page: 1, sort: 'name' }],
  ])('%s', (search, expected) => {
    expect(readPortfolioListUrl(search)).toEqual(expected);
  });
});

describe('toPortfolioListSearch', () => {
  it('leaves the defaults out, so that the plain list keeps a plain address', () => {
    expect(toPortfolioListSearch({ filter: '', page: 1, page_size: 50, sort: 'name' })).toBe('');
  });

  it('writes q, page and sort in that order', () => {
    expect(toPortfolioListSearch({ filter: 'water', page: 2, page_size: 50, sort: '-name' })).toBe('?q=water&page=2&sort=-name');
  });

  it('replaces its own parameters and keeps the others', () => {
    const query = { filter: '', page: 3, page_size: 50, sort: 'name' } as const;
    expect(toPortfolioListSearch(query, '?inspect&q=old&sort=-name')).toBe('?inspect=&page=3');
  });

  it('reads back what it writes', () => {
    const query = { filter: 'mei.chen@', page: 4, page_size: 50, sort: '-updated_at' } as const;
    const { filter, page, sort } = query;
    expect(readPortfolioListUrl(toPortfolioListSearch(query))).toEqual({ filter, page, sort });
  });
});
