import type { SnapshotFrom } from 'xstate';
import { repeatedNames } from '../../../../api/schemas/workspaceSettings.schema';
import { areListsDirty, type workspaceSettingsMachine } from '../../../../machines/workspaceSettings.machine';
import { itemProblem, type SettingsListName } from '../../../../machines/workspaceSettingsDraft';

type ListsSnapshot = SnapshotFrom<typeof workspaceSettingsMachine>;

/** For `useSelector`'s compare: derived arrays are new on every snapshot, but re-render only when an entry changed. */
export const sameEntries = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((entry, index) => entry === b[index]);

export const selectList = (list: SettingsListName) => (snapshot: ListsSnapshot) => snapshot.context.draft[list];
/** SPEC 5: the rows whose name an earlier row of the list already has, warned about but saved. */
export const selectRepeatedRows = (list: SettingsListName) => (snapshot: ListsSnapshot) => repeatedNames(snapshot.context.draft[list]);
/** What keeps each row of the list from being saved (a blank name, a list field without options), or null. */
export const selectRowProblems = (list: SettingsListName) => (snapshot: ListsSnapshot) => snapshot.context.draft[list].map(itemProblem);
export const selectHasRoom = (list: SettingsListName) => (snapshot: ListsSnapshot) => snapshot.can({ type: 'item.add', list });
/** The row added last, which takes the focus when it appears. */
export const selectJustAdded = (snapshot: ListsSnapshot) => `new-${snapshot.context.added}`;
export const selectListsSaving = (snapshot: ListsSnapshot) => snapshot.hasTag('busy');
export const selectListsCanSave = (snapshot: ListsSnapshot) => snapshot.can({ type: 'settings.submit' });
export const selectListsDirty = (snapshot: ListsSnapshot) => areListsDirty(snapshot.context);
export const selectListsFailure = (snapshot: ListsSnapshot) => snapshot.context.failure;
