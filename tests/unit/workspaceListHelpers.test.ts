import { describe, expect, it } from 'vitest';
import { taskStatusSchema } from '../../src/api/schemas/taskStatus.schema';
import { runStateOf } from '../../src/ui/pages/workspaces/runState';
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

describe("the latest run's chip (SPEC 4: new and queued show pending, running shows running, completed and active show ready, cancelled shows cancelled, invalid and failed show failed)", () => {
  it.each([
    ['new', 'pending'],
    ['pending', 'pending'],
    ['queued', 'pending'],
    ['running', 'running'],
    ['completed', 'ready'],
    ['active', 'ready'],
    ['cancelled', 'cancelled'],
    ['invalid', 'failed'],
    ['failed', 'failed'],
    ['outdated', 'outdated'],
  ] as const)('%s shows %s', (status, chip) => {
    expect(runStateOf(status)).toBe(chip);
  });

  it('covers every task status', () => {
    for (const status of taskStatusSchema.options) expect(runStateOf(status)).toBeDefined();
  });
});
