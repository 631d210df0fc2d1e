import { ApiError, type ApiFailure } from '../../../src/api/apiError';
import type { SimulationDetail } from '../../../src/api/schemas/simulation.schema';
import type { PackageError } from '../../../src/api/simulationPackage/errors';
import { publishSimulationMachine, type PublishWorkspace } from '../../../src/machines/publishSimulation.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import {
  assetsFile,
  otherAssetsFile,
  otherWorkspace,
  publishedSimulation,
  settingsFile,
  settingsRecord,
  snapshot,
  spreadsheetFile,
  targetWorkspace,
} from '../support/publishingFixtures';

type Kind = 'assets' | 'settings';
type Expected = {
  workspace: PublishWorkspace | null;
  workspaceFixed: boolean;
  name: string;
  description: string;
  files: Record<Kind, File | null>;
  rejectedFile: Kind | null;
  progress: Record<Kind, number>;
  snapshotId: string | null;
  settingsId: string | null;
  accepted: Record<Kind, boolean>;
  failure: { file: Kind | null; failure: ApiFailure; messages: PackageError[] } | null;
  published: SimulationDetail | null;
};

const NAME = 'Road renewals, 10 years';
/** SPEC 5: a name of 1-100 visible characters, a description up to 250; the issue: a workspace and both files. */
const isReady = (context: Expected) =>
  context.workspace !== null &&
  context.files.assets !== null &&
  context.files.settings !== null &&
  context.name.trim().length >= 1 &&
  context.name.trim().length <= 100 &&
  context.description.length <= 250;

const emptyForm = (workspace: PublishWorkspace | null) => ({
  workspace,
  name: '',
  description: '',
  files: { assets: null, settings: null },
  rejectedFile: null,
  progress: { assets: 0, settings: 0 },
  snapshotId: null,
  settingsId: null,
  accepted: { assets: false, settings: false },
  failure: null,
});

const problems: PackageError[] = [
  { message: 'row 3: network_measure must be a number', more_info: 'twelve' },
  { message: 'row 4: class is required' },
];
const refusedFile = new ApiError(400, { code: 400, message: 'The file could not be published.', key: 'errors.packageInvalid', error_messages: problems });
const forbidden = apiError(403, 'You have reached an area that requires special permission.');
const unreachable = new ApiError(0, { code: 0, message: 'The upload could not reach the server.' });
const refusedName = new ApiError(400, { code: 400, message: 'Some of the values you entered are not valid.', key: 'errors.validation' });

const failedAt = (file: Kind | null, failure: ApiFailure, messages: PackageError[] = []) => ({ to: 'form.failed', context: { failure: { file, failure, messages } } });

/** A change while the dialog is open: it puts a failure away (back to editing). */
const change = (fields: (context: Expected) => Partial<Expected>) => (context: Expected) => ({ to: 'form.editing', context: { ...fields(context), failure: null } });
/** A newly chosen file must be sent again: it is no longer the one the server accepted. */
const chosen = (kind: Kind, file: File | null) =>
  change((context) => ({
    files: { ...context.files, [kind]: file },
    accepted: { ...context.accepted, [kind]: false },
    progress: { ...context.progress, [kind]: 0 },
    rejectedFile: null,
  }));

/** Each attempt sends only what the server has not accepted yet, into the snapshot and settings already made. */
const submit = (context: Expected) => {
  if (!isReady(context)) return {};
  const sent = { failure: null };
  if (context.accepted.assets && context.accepted.settings) return { to: 'creating', context: sent };
  if (context.accepted.assets) {
    return context.settingsId
      ? { to: 'uploadingSettings.sending', context: { ...sent, progress: { ...context.progress, settings: 0 } } }
      : { to: 'uploadingSettings.creatingSettings', context: sent };
  }
  return context.snapshotId
    ? { to: 'uploadingData.sending', context: { ...sent, progress: { ...context.progress, assets: 0 } } }
    : { to: 'uploadingData.creatingSnapshot', context: sent };
};

/**
 * The issue's Publish Simulation dialog (workspace, name, description, assets.csv and settings.json,
 * upload progress per file, the validation messages on failure); SPEC 5 (name 100, description 250);
 * SPEC 6 (Editors and Admins upload simulations); SPEC 8 "Success toasts" (simulation task
 * submitted). The package goes in order (a data snapshot named after assets.csv and the file, the
 * settings named after settings.json and the file, then the simulation), and nothing more is made
 * after a failure; a refused file's problems are kept for that file. A later attempt does not make
 * a second snapshot or settings, nor send again a file the server accepted.
 */
export const publishSimulationModel = machineModel({
  name: 'publishSimulation',
  machine: publishSimulationMachine,
  // What the form holds decides what Publish does: paths must reach a form filled in every way.
  traversalKey: (context: Expected) =>
    [context.workspace ? 'workspace' : '', context.name.trim() ? 'name' : '', context.files.assets?.name ?? '', context.files.settings?.name ?? ''].join('|'),
  starts: [
    {
      label: 'the overview of a workspace, shown to an Editor',
      input: { workspace: targetWorkspace },
      state: 'closed',
      context: { ...emptyForm(targetWorkspace), workspaceFixed: true, published: null } as Expected,
    },
    {
      label: 'a page that is not a workspace’s (no workspace chosen)',
      input: { workspace: null },
      state: 'closed',
      context: { ...emptyForm(null), workspaceFixed: false, published: null } as Expected,
    },
  ],
  events: {
    'the user opens Publish Simulation': { type: 'dialog.open' },
    'the user closes the dialog': { type: 'dialog.close' },
    'the user chooses the Water Mains workspace': { type: 'workspace.choose', workspace: otherWorkspace },
    [`the user names it "${NAME}"`]: { type: 'name.change', value: NAME },
    'the user blanks the name': { type: 'name.change', value: '   ' },
    'the user describes it': { type: 'description.change', value: 'Current budget' },
    'the user picks assets.csv': { type: 'file.choose', kind: 'assets', file: assetsFile },
    'the user picks another assets file': { type: 'file.choose', kind: 'assets', file: otherAssetsFile },
    'the user drops assets.xlsx on the assets field': { type: 'file.choose', kind: 'assets', file: spreadsheetFile },
    'the user picks settings.json': { type: 'file.choose', kind: 'settings', file: settingsFile },
    'the user removes settings.json': { type: 'file.clear', kind: 'settings' },
    'the user presses Publish': { type: 'form.submit' },
    'the snapshot is made': { type: 'xstate.done.actor.createSnapshot', output: snapshot },
    'making the snapshot is refused (403)': { type: 'xstate.error.actor.createSnapshot', error: forbidden },
    'the settings are made': { type: 'xstate.done.actor.createSettings', output: settingsRecord },
    'making the settings is refused (403)': { type: 'xstate.error.actor.createSettings', error: forbidden },
    'half of the file has been sent': { type: 'upload.progress', loaded: 512, total: 1024 },
    'the server accepts the file': { type: 'upload.done' },
    'the server refuses the file, listing its problems (400)': { type: 'upload.failed', error: refusedFile },
    'the upload cannot reach the server': { type: 'upload.failed', error: unreachable },
    'the simulation is made and its run starts': { type: 'xstate.done.actor.createSimulation', output: publishedSimulation },
    'the server refuses the simulation (400)': { type: 'xstate.error.actor.createSimulation', error: refusedName },
  },
  states: {
    closed: { says: 'no dialog' },
    form: {
      says: ({ workspace, name, files }) =>
        `the dialog for ${workspace ? `"${workspace.name}"` : 'no workspace yet'}, named "${name}", with ${files.assets?.name ?? 'no assets file'} and ${files.settings?.name ?? 'no settings file'}`,
      tags: ['open'],
    },
    'form.editing': { says: (context) => (isReady(context) ? 'Publish can be pressed' : 'Publish does nothing yet') },
    'form.failed': {
      says: ({ failure }) =>
        failure?.messages.length
          ? `${failure.messages.length} problem(s) listed under ${failure.file}`
          : `"${failure?.failure.message}" shown above the form`,
      tags: ['error'],
    },
    uploadingData: { says: 'the dialog, busy, sending the data', tags: ['open', 'busy'] },
    'uploadingData.creatingSnapshot': {
      says: 'making the data snapshot, named after the file',
      invoked: ({ workspace, files }) => ({ createSnapshot: { portfolioId: workspace!.portfolioId, name: files.assets!.name } }),
    },
    'uploadingData.sending': {
      says: ({ progress }) => `assets.csv uploading, its progress bar at ${Math.round(progress.assets * 100)}%`,
      invoked: ({ snapshotId, files }) => ({ uploadAssets: { id: snapshotId, file: files.assets } }),
    },
    uploadingSettings: { says: 'the dialog, busy, sending the settings', tags: ['open', 'busy'] },
    'uploadingSettings.creatingSettings': {
      says: 'making the simulation settings, named after the file',
      invoked: ({ workspace, files }) => ({ createSettings: { portfolioId: workspace!.portfolioId, name: files.settings!.name } }),
    },
    'uploadingSettings.sending': {
      says: ({ progress }) => `settings.json uploading, its progress bar at ${Math.round(progress.settings * 100)}%`,
      invoked: ({ settingsId, files }) => ({ uploadSettings: { id: settingsId, file: files.settings } }),
    },
    creating: {
      says: 'the dialog, busy, while the simulation is made',
      tags: ['open', 'busy'],
      invoked: ({ workspace, name, description, snapshotId, settingsId }) => ({
        createSimulation: {
          workspaceId: workspace!.id,
          simulation: { name: name.trim(), description: description.trim(), data_snapshot_id: snapshotId, simulation_settings_id: settingsId },
        },
      }),
    },
    done: { says: ({ published }) => `the dialog closed; "${published?.name}" submitted` },
  },
  transitions: {
    closed: {
      'the user opens Publish Simulation': (context: Expected) => ({ to: 'form.editing', context: emptyForm(context.workspaceFixed ? context.workspace : null) }),
    },
    done: {
      'the user opens Publish Simulation': (context: Expected) => ({ to: 'form.editing', context: emptyForm(context.workspaceFixed ? context.workspace : null) }),
    },
    form: {
      'the user closes the dialog': 'closed',
      // Opened from a workspace, the dialog publishes there and nowhere else.
      'the user chooses the Water Mains workspace': (context: Expected) =>
        context.workspaceFixed
          ? {}
          : change(() => ({ workspace: otherWorkspace, snapshotId: null, settingsId: null, accepted: { assets: false, settings: false }, progress: { assets: 0, settings: 0 } }))(context),
      [`the user names it "${NAME}"`]: change(() => ({ name: NAME })),
      'the user blanks the name': change(() => ({ name: '   ' })),
      'the user describes it': change(() => ({ description: 'Current budget' })),
      'the user picks assets.csv': chosen('assets', assetsFile),
      'the user picks another assets file': chosen('assets', otherAssetsFile),
      // The assets field takes a .csv file only: the dialog says so and keeps what it had.
      'the user drops assets.xlsx on the assets field': { context: { rejectedFile: 'assets' } },
      'the user picks settings.json': chosen('settings', settingsFile),
      'the user removes settings.json': chosen('settings', null),
      'the user presses Publish': submit,
    },
    'uploadingData.creatingSnapshot': {
      'the snapshot is made': (context: Expected) => ({
        to: 'uploadingData.sending',
        context: { snapshotId: snapshot.id, progress: { ...context.progress, assets: 0 } },
      }),
      'making the snapshot is refused (403)': failedAt('assets', { status: 403, message: 'You have reached an area that requires special permission.' }),
    },
    'uploadingData.sending': {
      'half of the file has been sent': (context: Expected) => ({ context: { progress: { ...context.progress, assets: 0.5 } } }),
      'the server accepts the file': (context: Expected) => {
        const accepted = { ...context.accepted, assets: true };
        if (context.accepted.settings) return { to: 'creating', context: { accepted, progress: { ...context.progress, assets: 1 } } };
        return context.settingsId
          ? { to: 'uploadingSettings.sending', context: { accepted, progress: { assets: 1, settings: 0 } } }
          : { to: 'uploadingSettings.creatingSettings', context: { accepted, progress: { ...context.progress, assets: 1 } } };
      },
      'the server refuses the file, listing its problems (400)': failedAt(
        'assets',
        { status: 400, message: 'The file could not be published.', key: 'errors.packageInvalid' },
        problems,
      ),
      'the upload cannot reach the server': failedAt('assets', { status: 0, message: 'The upload could not reach the server.' }),
    },
    'uploadingSettings.creatingSettings': {
      'the settings are made': (context: Expected) => ({
        to: 'uploadingSettings.sending',
        context: { settingsId: settingsRecord.id, progress: { ...context.progress, settings: 0 } },
      }),
      'making the settings is refused (403)': failedAt('settings', { status: 403, message: 'You have reached an area that requires special permission.' }),
    },
    'uploadingSettings.sending': {
      'half of the file has been sent': (context: Expected) => ({ context: { progress: { ...context.progress, settings: 0.5 } } }),
      'the server accepts the file': (context: Expected) => ({
        to: 'creating',
        context: { accepted: { ...context.accepted, settings: true }, progress: { ...context.progress, settings: 1 } },
      }),
      'the server refuses the file, listing its problems (400)': failedAt(
        'settings',
        { status: 400, message: 'The file could not be published.', key: 'errors.packageInvalid' },
        problems,
      ),
      'the upload cannot reach the server': failedAt('settings', { status: 0, message: 'The upload could not reach the server.' }),
    },
    creating: {
      'the simulation is made and its run starts': {
        to: 'done',
        context: { published: publishedSimulation },
        calls: { notifyPublished: [publishedSimulation], reportPublished: [publishedSimulation] },
      },
      'the server refuses the simulation (400)': failedAt(null, { status: 400, message: 'Some of the values you entered are not valid.', key: 'errors.validation' }),
    },
  },
});
