import type { SnapshotFrom } from 'xstate';
import { isTimeFrameDirty, type workPlanSettingsMachine } from '../../../../machines/workPlanSettings.machine';
import { itemProblem } from '../../../../machines/workPlanSettingsItems';
import type { workPlanSettingsListMachine } from '../../../../machines/workPlanSettingsList.machine';
import { draftYears, removedYears, timeFrameProblems } from '../../../../machines/workPlanTimeFrameDraft';

type SettingsSnapshot = SnapshotFrom<typeof workPlanSettingsMachine>;
type ListSnapshot = SnapshotFrom<typeof workPlanSettingsListMachine>;

export const selectSettings = (snapshot: SettingsSnapshot) => snapshot.context.settings;
export const selectLoadFailed = (snapshot: SettingsSnapshot) => snapshot.matches('loadFailed');
export const selectFailure = (snapshot: SettingsSnapshot) => snapshot.context.failure;
export const selectTimeFrameDraft = (snapshot: SettingsSnapshot) => snapshot.context.draft;
export const selectTimeFrameSaving = (snapshot: SettingsSnapshot) => snapshot.hasTag('busy');
export const selectTimeFrameCanSave = (snapshot: SettingsSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectTimeFrameDirty = (snapshot: SettingsSnapshot) => isTimeFrameDirty(snapshot.context);
export const selectTimeFrameProblems = (snapshot: SettingsSnapshot) => timeFrameProblems(snapshot.context.draft);
/** The labels as the draft would make them: new on each read, so compare them item by item (sameItems). */
export const selectDraftYearLabels = (snapshot: SettingsSnapshot) => draftYears(snapshot.context.draft).map((year) => year.label);
/** The years whose budgets Save drops; new on each read, like the labels. */
export const selectRemovedYears = (snapshot: SettingsSnapshot) => (snapshot.context.settings ? removedYears(snapshot.context.draft, snapshot.context.settings.time_frame) : []);

export const selectItems = (snapshot: ListSnapshot) => snapshot.context.items;
export const selectListBusy = (snapshot: ListSnapshot) => snapshot.hasTag('busy');
export const selectListFailure = (snapshot: ListSnapshot) => snapshot.context.failure;
export const selectReorderFailed = (snapshot: ListSnapshot) => snapshot.matches({ idle: 'failed' });
export const selectHasRoom = (snapshot: ListSnapshot) => snapshot.can({ type: 'item.add' });
export const selectEditor = (snapshot: ListSnapshot) => (snapshot.hasTag('editor') ? snapshot.context.editor : null);
export const selectEditorProblem = (snapshot: ListSnapshot) => {
  const { editor, list, items } = snapshot.context;
  return editor ? itemProblem(list, editor.draft, items, editor.itemId) : null;
};
export const selectCanSubmit = (snapshot: ListSnapshot) => snapshot.can({ type: 'editor.submit' });
export const selectRemoving = (snapshot: ListSnapshot) => (snapshot.hasTag('confirm') ? snapshot.context.removing : null);
