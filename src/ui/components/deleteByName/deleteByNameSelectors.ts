import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { deleteByNameMachine } from '../../../machines/deleteByName.machine';

export type DeleteByNameRef = ActorRefFrom<typeof deleteByNameMachine>;
type DeleteSnapshot = SnapshotFrom<typeof deleteByNameMachine>;

export const selectItemName = (snapshot: DeleteSnapshot) => snapshot.context.name;
export const selectDeleteOpen = (snapshot: DeleteSnapshot) => snapshot.hasTag('open');
export const selectDeleting = (snapshot: DeleteSnapshot) => snapshot.hasTag('busy');
export const selectTypedName = (snapshot: DeleteSnapshot) => snapshot.context.typedName;
export const selectNameMatches = (snapshot: DeleteSnapshot) => snapshot.can({ type: 'delete.confirm' });
export const selectDeleteFailure = (snapshot: DeleteSnapshot) => snapshot.context.failure;
