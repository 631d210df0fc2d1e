import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { areDetailsDirty, type detailsFormMachine } from '../../../machines/detailsForm.machine';

export type DetailsFormRef = ActorRefFrom<typeof detailsFormMachine>;
type DetailsSnapshot = SnapshotFrom<typeof detailsFormMachine>;

export const selectDraft = (snapshot: DetailsSnapshot) => snapshot.context.draft;
export const selectSaving = (snapshot: DetailsSnapshot) => snapshot.hasTag('busy');
export const selectCanSave = (snapshot: DetailsSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectIsDirty = (snapshot: DetailsSnapshot) => areDetailsDirty(snapshot.context);
export const selectDetailsFailure = (snapshot: DetailsSnapshot) => snapshot.context.failure;
