import type { SnapshotFrom } from 'xstate';
import type { profileFormMachine } from '../../../../machines/profileForm.machine';

type FormSnapshot = SnapshotFrom<typeof profileFormMachine>;

export const selectDraft = (snapshot: FormSnapshot) => snapshot.context.draft;
export const selectSaving = (snapshot: FormSnapshot) => snapshot.hasTag('busy');
export const selectCanSave = (snapshot: FormSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectFailure = (snapshot: FormSnapshot) => snapshot.context.failure;
export const selectIsDirty = (snapshot: FormSnapshot) => {
  const { draft, saved } = snapshot.context;
  return (Object.keys(draft) as Array<keyof typeof draft>).some((key) => draft[key] !== saved[key]);
};
