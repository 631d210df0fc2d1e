import type { SnapshotFrom } from 'xstate';
import { isProfileDirty, type profileFormMachine } from '../../../../machines/profileForm.machine';

type FormSnapshot = SnapshotFrom<typeof profileFormMachine>;

export const selectDraft = (snapshot: FormSnapshot) => snapshot.context.draft;
export const selectSaving = (snapshot: FormSnapshot) => snapshot.hasTag('busy');
export const selectCanSave = (snapshot: FormSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectFailure = (snapshot: FormSnapshot) => snapshot.context.failure;
export const selectIsDirty = (snapshot: FormSnapshot) => isProfileDirty(snapshot.context);
