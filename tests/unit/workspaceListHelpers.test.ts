import { describe, expect, it } from 'vitest';
import { readWorkspaceListUrl, toWorkspaceListSearch } from '../../src/ui/pages/workspaces/workspaceListUrl';

describe('the workspace list address (?q=&page=)', () => {
  it.each([
    ['', { q: '', page: 1 }],
    ['?q=%20Budget%20&page=3', { q: 'Budget', page: 3 }],
    ['?page=0', { q: '', page: 1 }],
    ['?page=2.5', { q: '', page: 1 }],
    ['?page=abc&q=', { q: '', page: 1 }],
  ])('reads %s', (search, expected) => {
    expect(readWorkspaceListUrl(search)).toEqual(expected);
  });

  it.each([
    [{ q: '', page: 1 }, '', ''],
    [{ q: 'Budget', page: 2 }, '', '?q=Budget&page=2'],
    [{ q: '', page: 1 }, '?q=old&page=4&actors', '?actors='],
    [{ q: 'road works', page: 1 }, '?actors', '?actors=&q=road+works'],
  ])('writes %o over %s as %s', (query, current, expected) => {
    expect(toWorkspaceListSearch({ ...query, page_size: 24 }, current)).toBe(expected);
  });
});
