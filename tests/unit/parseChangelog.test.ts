import { describe, expect, it } from 'vitest';
import { parseChangelog } from '../../server/changelog/parseChangelog';

describe('parseChangelog', () => {
  it('reads each dated section with its changes, leaving out the introduction, code marks and continuation breaks', () => {
    const markdown = [
      '# Changelog',
      '',
      'Newest first.',
      '- not a change: before the first section',
      '',
      '## 2026-11-26 — Work Planner',
      '- Work plans with `Create Work Plan`.',
      '- Insights as a board,',
      '  a grid and a map.',
      '',
      '## 2026-11-22 — First release',
      '- Sign in.',
    ].join('\r\n');
    expect(parseChangelog(markdown)).toEqual([
      { date: '2026-11-26', title: 'Work Planner', changes: ['Work plans with Create Work Plan.', 'Insights as a board, a grid and a map.'] },
      { date: '2026-11-22', title: 'First release', changes: ['Sign in.'] },
    ]);
  });

  it('reads nothing from a file without sections', () => {
    expect(parseChangelog('# Changelog\n\nNothing yet.')).toEqual([]);
  });
});
