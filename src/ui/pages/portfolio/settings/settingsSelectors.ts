import type { SnapshotFrom } from 'xstate';
import type { deletePortfolioMachine } from '../../../../machines/deletePortfolio.machine';
import type { portfolioLogoMachine } from '../../../../machines/portfolioLogo.machine';
import { areSettingsDirty, type portfolioSettingsMachine } from '../../../../machines/portfolioSettings.machine';

type SettingsSnapshot = SnapshotFrom<typeof portfolioSettingsMachine>;
type LogoSnapshot = SnapshotFrom<typeof portfolioLogoMachine>;
type DeleteSnapshot = SnapshotFrom<typeof deletePortfolioMachine>;

export const selectDraft = (snapshot: SettingsSnapshot) => snapshot.context.draft;
export const selectSaving = (snapshot: SettingsSnapshot) => snapshot.hasTag('busy');
export const selectCanSave = (snapshot: SettingsSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectIsDirty = (snapshot: SettingsSnapshot) => areSettingsDirty(snapshot.context);
export const selectSettingsFailure = (snapshot: SettingsSnapshot) => snapshot.context.failure;

export const selectUploading = (snapshot: LogoSnapshot) => snapshot.hasTag('busy');
export const selectLogoRejection = (snapshot: LogoSnapshot) => snapshot.context.rejection;
export const selectLogoFailure = (snapshot: LogoSnapshot) => snapshot.context.failure;

export const selectDeleteOpen = (snapshot: DeleteSnapshot) => snapshot.hasTag('open');
export const selectDeleting = (snapshot: DeleteSnapshot) => snapshot.hasTag('busy');
export const selectTypedName = (snapshot: DeleteSnapshot) => snapshot.context.typedName;
export const selectNameMatches = (snapshot: DeleteSnapshot) => snapshot.can({ type: 'delete.confirm' });
export const selectDeleteFailure = (snapshot: DeleteSnapshot) => snapshot.context.failure;
