import type { SnapshotFrom } from 'xstate';
import type { resourceEditorMachine } from '../../../../machines/resourceEditor.machine';
import type { resourcesMachine } from '../../../../machines/resources.machine';

type ResourcesSnapshot = SnapshotFrom<typeof resourcesMachine>;
type EditorSnapshot = SnapshotFrom<typeof resourceEditorMachine>;

export type ResourcesView = 'loading' | 'failed' | 'empty' | 'list';

export function selectResourcesView(snapshot: ResourcesSnapshot): ResourcesView {
  if (snapshot.hasTag('busy')) return 'loading';
  if (snapshot.hasTag('error')) return 'failed';
  return snapshot.context.resources.length === 0 ? 'empty' : 'list';
}

export const selectResources = (snapshot: ResourcesSnapshot) => snapshot.context.resources;
export const selectLoadFailure = (snapshot: ResourcesSnapshot) => snapshot.context.failure;
export const selectSavingOrder = (snapshot: ResourcesSnapshot) => snapshot.matches({ ready: 'reordering' });
export const selectDeletion = (snapshot: ResourcesSnapshot) => (snapshot.hasTag('confirmingDeletion') ? snapshot.context.target : null);
export const selectDeleting = (snapshot: ResourcesSnapshot) => snapshot.matches({ ready: 'deleting' });

export const selectEditorOpen = (snapshot: EditorSnapshot) => snapshot.hasTag('open');
export const selectEditorSaving = (snapshot: EditorSnapshot) => snapshot.hasTag('busy');
export const selectIsAdding = (snapshot: EditorSnapshot) => snapshot.context.editing === null;
export const selectEditorDraft = (snapshot: EditorSnapshot) => snapshot.context.draft;
export const selectEditorFailure = (snapshot: EditorSnapshot) => snapshot.context.failure;
export const selectCanSaveResource = (snapshot: EditorSnapshot) => snapshot.can({ type: 'form.submit' });
