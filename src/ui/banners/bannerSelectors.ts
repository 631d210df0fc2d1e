import type { SnapshotFrom } from 'xstate';
import type { connectivityMachine } from '../../machines/connectivity.machine';
import type { maintenanceMachine } from '../../machines/maintenance.machine';
import type { mobileWarningMachine } from '../../machines/mobileWarning.machine';
import type { updateMachine } from '../../machines/update.machine';

export const selectMaintenanceActive = (snapshot: SnapshotFrom<typeof maintenanceMachine>) => snapshot.hasTag('active');
export const selectMaintenanceMessage = (snapshot: SnapshotFrom<typeof maintenanceMachine>) => snapshot.context.notice?.message ?? null;
export const selectStatusPageUrl = (snapshot: SnapshotFrom<typeof maintenanceMachine>) => snapshot.context.notice?.statusPageUrl ?? null;
export const selectIsOffline = (snapshot: SnapshotFrom<typeof connectivityMachine>) => snapshot.hasTag('offline');
export const selectUpdateReady = (snapshot: SnapshotFrom<typeof updateMachine>) => snapshot.hasTag('ready');
export const selectUpdateBusy = (snapshot: SnapshotFrom<typeof updateMachine>) => snapshot.hasTag('busy');
export const selectMobileWarningShown = (snapshot: SnapshotFrom<typeof mobileWarningMachine>) => snapshot.hasTag('shown');

export type ServiceStatus = 'online' | 'maintenance' | 'offline';

/** The STATUS label's word (SPEC 2): an unreachable service reads offline even during maintenance. */
export const serviceStatus = (offline: boolean, maintenance: boolean): ServiceStatus => (offline ? 'offline' : maintenance ? 'maintenance' : 'online');
