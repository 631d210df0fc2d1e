import type { SnapshotFrom } from 'xstate';
import type { createWorkPlanMachine, WorkPlanField } from '../../../machines/createWorkPlan.machine';

type CreateSnapshot = SnapshotFrom<typeof createWorkPlanMachine>;

export const selectDialogOpen = (snapshot: CreateSnapshot) => snapshot.hasTag('open');
export const selectCreating = (snapshot: CreateSnapshot) => snapshot.hasTag('busy');
export const selectName = (snapshot: CreateSnapshot) => snapshot.context.name;
export const selectDescription = (snapshot: CreateSnapshot) => snapshot.context.description;
export const selectNameTaken = (snapshot: CreateSnapshot) => snapshot.context.nameTaken;
export const selectCanCreate = (snapshot: CreateSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectFieldInvalid = (field: WorkPlanField) => (snapshot: CreateSnapshot) => snapshot.context.invalid.includes(field);
/** The server's refusal when it names no field the dialog shows; a refused field says so on the field instead. */
export const selectDialogFailure = (snapshot: CreateSnapshot) => (snapshot.context.invalid.length > 0 ? null : snapshot.context.failure);
