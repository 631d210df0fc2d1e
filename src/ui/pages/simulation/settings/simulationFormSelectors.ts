import type { SnapshotFrom } from 'xstate';
import { isSimulationDraftDirty, type simulationFormMachine } from '../../../../machines/simulationForm.machine';

type FormSnapshot = SnapshotFrom<typeof simulationFormMachine>;

export const selectDraft = (snapshot: FormSnapshot) => snapshot.context.draft;
export const selectSaving = (snapshot: FormSnapshot) => snapshot.hasTag('busy');
export const selectCanSave = (snapshot: FormSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectIsDirty = (snapshot: FormSnapshot) => isSimulationDraftDirty(snapshot.context);
export const selectFormFailure = (snapshot: FormSnapshot) => snapshot.context.failure;
