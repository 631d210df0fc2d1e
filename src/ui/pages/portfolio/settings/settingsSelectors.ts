import type { SnapshotFrom } from 'xstate';
import type { portfolioLogoMachine } from '../../../../machines/portfolioLogo.machine';

type LogoSnapshot = SnapshotFrom<typeof portfolioLogoMachine>;

export const selectUploading = (snapshot: LogoSnapshot) => snapshot.hasTag('busy');
export const selectLogoRejection = (snapshot: LogoSnapshot) => snapshot.context.rejection;
export const selectLogoFailure = (snapshot: LogoSnapshot) => snapshot.context.failure;
