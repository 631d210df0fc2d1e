import type { SnapshotFrom } from 'xstate';
import type { simulationSetupMachine } from '../../../../machines/simulationSetup.machine';

type SetupSnapshot = SnapshotFrom<typeof simulationSetupMachine>;

export type SetupView = 'loading' | 'failed' | 'shown';

export function selectSetupView(snapshot: SetupSnapshot): SetupView {
  if (snapshot.hasTag('error')) return 'failed';
  return snapshot.context.setup === null ? 'loading' : 'shown';
}

export const selectSetup = (snapshot: SetupSnapshot) => snapshot.context.setup;
export const selectSetupFailure = (snapshot: SetupSnapshot) => snapshot.context.failure;
