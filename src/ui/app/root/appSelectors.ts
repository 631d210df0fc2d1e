import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '../../../machines/app.machine';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

// The children live as long as the root, so these refs never change once read.
export const selectAuthRef = (snapshot: AppSnapshot) => snapshot.children.auth;
export const selectMaintenanceRef = (snapshot: AppSnapshot) => snapshot.children.maintenance;
export const selectConnectivityRef = (snapshot: AppSnapshot) => snapshot.children.connectivity;
export const selectUpdateRef = (snapshot: AppSnapshot) => snapshot.children.update;
export const selectMobileWarningRef = (snapshot: AppSnapshot) => snapshot.children.mobileWarning;
/** The side navigation runs only while signed in: undefined otherwise. */
export const selectSideNavRef = (snapshot: AppSnapshot) => snapshot.children.sideNav;
