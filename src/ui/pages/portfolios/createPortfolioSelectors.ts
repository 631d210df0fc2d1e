import type { SnapshotFrom } from 'xstate';
import type { createPortfolioMachine } from '../../../machines/createPortfolio.machine';

type CreateSnapshot = SnapshotFrom<typeof createPortfolioMachine>;

export const selectDialogOpen = (snapshot: CreateSnapshot) => snapshot.hasTag('open');
export const selectCreating = (snapshot: CreateSnapshot) => snapshot.hasTag('busy');
export const selectName = (snapshot: CreateSnapshot) => snapshot.context.name;
export const selectDescription = (snapshot: CreateSnapshot) => snapshot.context.description;
export const selectCreateFailure = (snapshot: CreateSnapshot) => snapshot.context.failure;
export const selectCanCreate = (snapshot: CreateSnapshot) => snapshot.can({ type: 'form.submit' });
