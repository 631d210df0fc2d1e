import type { SnapshotFrom } from 'xstate';
import type { PackageFileKind, publishSimulationMachine } from '../../../machines/publishSimulation.machine';

type PublishSnapshot = SnapshotFrom<typeof publishSimulationMachine>;

/** Where a file stands in the submission: not sent yet, being sent, accepted, or refused. */
export type FileStage = 'idle' | 'sending' | 'accepted' | 'failed';

export const selectDialogOpen = (snapshot: PublishSnapshot) => snapshot.hasTag('open');
export const selectBusy = (snapshot: PublishSnapshot) => snapshot.hasTag('busy');
export const selectCanSubmit = (snapshot: PublishSnapshot) => !snapshot.hasTag('busy') && snapshot.can({ type: 'form.submit' });
export const selectWorkspace = (snapshot: PublishSnapshot) => snapshot.context.workspace;
export const selectWorkspaceFixed = (snapshot: PublishSnapshot) => snapshot.context.workspaceFixed;
export const selectName = (snapshot: PublishSnapshot) => snapshot.context.name;
export const selectDescription = (snapshot: PublishSnapshot) => snapshot.context.description;
/** Creating the simulation itself: both files are in. */
export const selectCreating = (snapshot: PublishSnapshot) => snapshot.matches('creating');

/** A refusal that is not about a file's contents (permission, the simulation's own fields, the network): shown above the form. */
export const selectGeneralFailure = (snapshot: PublishSnapshot) => {
  const failure = snapshot.context.failure;
  return failure && failure.messages.length === 0 ? failure.failure : null;
};

export const selectFile = (kind: PackageFileKind) => (snapshot: PublishSnapshot) => snapshot.context.files[kind];
export const selectFileRejected = (kind: PackageFileKind) => (snapshot: PublishSnapshot) => snapshot.context.rejectedFile === kind;
export const selectProgress = (kind: PackageFileKind) => (snapshot: PublishSnapshot) => snapshot.context.progress[kind];
/** The problems the server found in this file, listed under it. */
export const selectFileMessages = (kind: PackageFileKind) => (snapshot: PublishSnapshot) => {
  const failure = snapshot.context.failure;
  return failure?.file === kind ? failure.messages : NO_MESSAGES;
};
const NO_MESSAGES: never[] = [];

const SENDING_STATE: Record<PackageFileKind, 'uploadingData' | 'uploadingSettings'> = { assets: 'uploadingData', settings: 'uploadingSettings' };

export const selectFileStage = (kind: PackageFileKind) => (snapshot: PublishSnapshot): FileStage => {
  if (snapshot.matches(SENDING_STATE[kind])) return 'sending';
  if (snapshot.context.accepted[kind]) return 'accepted';
  if (snapshot.matches({ form: 'failed' }) && snapshot.context.failure?.file === kind) return 'failed';
  return 'idle';
};
