import type { SnapshotFrom } from 'xstate';
import { isConnectionDirty, type companyConnectionMachine } from '../../../../machines/companyConnection.machine';

type ConnectionSnapshot = SnapshotFrom<typeof companyConnectionMachine>;

export type ConnectionView = 'loading' | 'unavailable' | 'form';

export function selectConnectionView(snapshot: ConnectionSnapshot): ConnectionView {
  if (!snapshot.context.draft) return snapshot.hasTag('error') ? 'unavailable' : 'loading';
  return 'form';
}

export const selectDraft = (snapshot: ConnectionSnapshot) => snapshot.context.draft;
export const selectCompany = (snapshot: ConnectionSnapshot) => snapshot.context.company;
export const selectSaving = (snapshot: ConnectionSnapshot) => snapshot.matches('saving');
export const selectCanSave = (snapshot: ConnectionSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectIsDirty = (snapshot: ConnectionSnapshot) => isConnectionDirty(snapshot.context);
export const selectInvalidFields = (snapshot: ConnectionSnapshot) => snapshot.context.invalidFields;
export const selectFailure = (snapshot: ConnectionSnapshot) => snapshot.context.failure;
/** A saved connection would be removed: the stored type is not None but the form says None. */
export const selectRemovesConnection = (snapshot: ConnectionSnapshot) =>
  snapshot.context.company?.sso_connection !== 'none' && snapshot.context.draft?.ssoType === 'none';
