import { describe, expect, it } from 'vitest';
import { selectRepeatedRows, selectRowProblems } from '../../src/ui/pages/workspace/settings/settingsSelectors';
import { workspaceDestination } from '../../src/ui/pages/workspace/workspaceTabs';
import { startWorkspaceSettings } from '../machines/harness/workspaceSettings.harness';

describe('workspace addresses (SPEC 2: tabs report and settings; the report opens on its overview, its other tabs are funding and year comparison)', () => {
  it.each([
    [undefined, undefined, 'redirect'],
    ['report', undefined, 'redirect'],
    ['report', 'overview', 'report'],
    ['settings', undefined, 'settings'],
    ['report', 'funding-comparison', 'report'],
    ['report', 'year-comparison', 'report'],
    ['report', 'year-comparison-funding', 'unknown'],
    ['settings', 'overview', 'unknown'],
    ['history', undefined, 'unknown'],
    ['overview', undefined, 'unknown'],
  ] as const)('/workspace/{id}/%s/%s → %s', (tab, section, expected) => {
    expect(workspaceDestination(tab, section)).toBe(expected);
  });
});

describe('settings rows (SPEC 5: a repeated name is a warning, a blank one an error)', () => {
  it('warns on the later rows whose name repeats an earlier one, whatever the case and spaces', () => {
    const { actor } = startWorkspaceSettings();
    actor.send({ type: 'item.add', list: 'funding_sources' });
    actor.send({ type: 'item.rename', list: 'funding_sources', index: 2, name: ' renewals ' });
    actor.send({ type: 'item.add', list: 'funding_sources' });
    expect(selectRepeatedRows('funding_sources')(actor.getSnapshot())).toEqual([2]);
    expect(selectRowProblems('funding_sources')(actor.getSnapshot())).toEqual([null, null, null, 'nameRequired']);
  });

  it('names what keeps a user-defined field from being saved', () => {
    const { actor } = startWorkspaceSettings();
    actor.send({ type: 'item.add', list: 'udf_fields' });
    actor.send({ type: 'item.add', list: 'udf_fields' });
    actor.send({ type: 'item.rename', list: 'udf_fields', index: 1, name: 'Suburb' });
    actor.send({ type: 'field.kind', index: 1, kind: 'list' });
    actor.send({ type: 'item.add', list: 'udf_fields' });
    actor.send({ type: 'item.rename', list: 'udf_fields', index: 2, name: 'Zone' });
    actor.send({ type: 'field.kind', index: 2, kind: 'list' });
    actor.send({ type: 'field.options', index: 2, options: ['A', 'a'] });
    actor.send({ type: 'field.options', index: 0, options: ['North', 'x'.repeat(51)] });
    expect(selectRowProblems('udf_fields')(actor.getSnapshot())).toEqual(['optionInvalid', 'optionsRequired', 'optionsRepeated', 'nameRequired']);
  });
});
