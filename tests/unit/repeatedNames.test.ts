import { describe, expect, it } from 'vitest';
import { repeatedNames } from '../../src/api/schemas/workspaceSettings.schema';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('repeatedNames (SPEC 5: "We recommend names be unique", a soft warning)', () => {
  it.each([
    ['no items', named(), []],
    ['distinct names', named('Capital', 'Grants', 'Operational'), []],
    ['a name given twice: the later one is the repeat', named('Grants', 'Capital', 'Grants'), [2]],
    ['a name given three times', named('A', 'A', 'B', 'A'), [1, 3]],
    ['names that differ only in case or surrounding spaces', named('Grants', ' grants ', 'GRANTS'), [1, 2]],
    ['blank names, which are an error of their own, not repeats', named('', ' ', ''), []],
    ['names that differ inside', named('Capital works', 'Capital  works'), []],
    ['names in Chinese', named('资本', '补助', '资本'), [2]],
  ])('with %s answers the indexes of the repeats', (_case, items, expected) => {
    expect(repeatedNames(items)).toEqual(expected);
  });
});
