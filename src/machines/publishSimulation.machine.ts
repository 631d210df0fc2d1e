import { and, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { ApiError, toApiFailure, type ApiFailure } from '../api/apiError';
import type { DataSnapshot } from '../api/schemas/dataSnapshot.schema';
import { simulationCreateSchema, type SimulationCreate, type SimulationDetail } from '../api/schemas/simulation.schema';
import type { SimulationSettingsRecord } from '../api/schemas/simulationSettings.schema';
import type { PackageError } from '../api/simulationPackage/errors';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** The two files of a simulation package: assets.csv (the data snapshot) and settings.json (model and strategy). */
export type PackageFileKind = 'assets' | 'settings';

/** What each file must be called: the desktop app writes these, and the server reads them as such. */
export const PACKAGE_FILE_EXTENSIONS: Record<PackageFileKind, string> = { assets: '.csv', settings: '.json' };

/** The workspace a simulation is published into, with the portfolio that holds its uploads. */
export type PublishWorkspace = { id: string; portfolioId: string; name: string };

/** Why publishing stopped: at which file (null: creating the simulation), the API's answer, and a refused file's problems. */
export type PublishFailure = { file: PackageFileKind | null; failure: ApiFailure; messages: PackageError[] };

export type PublishSimulationInput = {
  /** Opened from a workspace: publishing goes there and the dialog offers no other. */
  workspace: PublishWorkspace | null;
};

export type PublishSimulationContext = {
  workspace: PublishWorkspace | null;
  workspaceFixed: boolean;
  name: string;
  description: string;
  files: Record<PackageFileKind, File | null>;
  /** The file last dropped on a field that takes another type. */
  rejectedFile: PackageFileKind | null;
  /** 0-1 per file: how much of it the browser has sent; 1 once the server accepted it. */
  progress: Record<PackageFileKind, number>;
  /** The snapshot and settings made for this dialog: a second attempt uploads into them rather than making more. */
  snapshotId: string | null;
  settingsId: string | null;
  /** The files the server accepted as they are now chosen: a second attempt does not send them again. */
  accepted: Record<PackageFileKind, boolean>;
  failure: PublishFailure | null;
  /** The simulation the last submission created. */
  published: SimulationDetail | null;
};

/** What an upload actor reports while it sends a file. */
export type UploadEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.done' }
  | { type: 'upload.failed'; error: unknown };

export type PublishSimulationEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'workspace.choose'; workspace: PublishWorkspace }
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'file.choose'; kind: PackageFileKind; file: File }
  | { type: 'file.clear'; kind: PackageFileKind }
  | { type: 'form.submit' }
  | UploadEvent;

export type UploadInput = { id: string; file: File };
export type CreateRecordInput = { portfolioId: string; name: string };
export type CreateSimulationInput = { workspaceId: string; simulation: SimulationCreate };

const NO_FILES = { assets: null, settings: null };
const NOTHING_SENT = { snapshotId: null, settingsId: null, accepted: { assets: false, settings: false }, progress: { assets: 0, settings: 0 } };

const emptyForm = (workspace: PublishWorkspace | null) => ({
  workspace,
  name: '',
  description: '',
  files: NO_FILES,
  rejectedFile: null,
  failure: null,
  ...NOTHING_SENT,
});

const hasExtension = (file: File, kind: PackageFileKind) => file.name.toLowerCase().endsWith(PACKAGE_FILE_EXTENSIONS[kind]);

/** The fields SPEC 5 bounds (name 1-100, description 0-250), checked by the schema the server checks them with. */
const fieldsAreValid = (context: PublishSimulationContext) =>
  simulationCreateSchema.pick({ name: true, description: true }).safeParse({ name: context.name, description: context.description }).success;

const failureAt = (file: PackageFileKind | null, error: unknown): PublishFailure => ({
  file,
  failure: toApiFailure(error),
  messages: error instanceof ApiError ? (error.body.error_messages ?? []) : [],
});

/**
 * The Publish Simulation dialog (issue "a Publish Simulation dialog"; SPEC 6: Editors and Admins
 * upload simulations). Submitting sends the package in order, each step only after the one before
 * succeeded, so that nothing more is made after a failure: a data snapshot named after assets.csv
 * and the file itself (`uploadingData`), settings named after settings.json and the file
 * (`uploadingSettings`), then the simulation (`creating`), whose first run the server starts. A
 * refused file's problems are kept for the dialog to list under that file; changing anything
 * returns to `editing`, and the next attempt reuses what was already made and accepted. Success
 * confirms (SPEC 8 "simulation task submitted"), tells the page, and closes the dialog (`done`).
 */
export const publishSimulationMachine = setup({
  types: {
    context: {} as PublishSimulationContext,
    events: {} as PublishSimulationEvent,
    input: {} as PublishSimulationInput,
    tags: {} as 'open' | 'busy' | 'error',
  },
  actors: {
    createSnapshot: fromPromise<DataSnapshot, CreateRecordInput>(notProvided('createSnapshot')),
    uploadAssets: fromCallback<EventObject, UploadInput>(notProvided('uploadAssets')),
    createSettings: fromPromise<SimulationSettingsRecord, CreateRecordInput>(notProvided('createSettings')),
    uploadSettings: fromCallback<EventObject, UploadInput>(notProvided('uploadSettings')),
    createSimulation: fromPromise<SimulationDetail, CreateSimulationInput>(notProvided('createSimulation')),
  },
  actions: {
    /** SPEC 8 "Success toasts": simulation task submitted. */
    notifyPublished: notProvided<[unknown, SimulationDetail]>('notifyPublished'),
    /** The page's list of simulations is out of date. */
    reportPublished: notProvided<[unknown, SimulationDetail]>('reportPublished'),
    resetForm: assign(({ context }) => emptyForm(context.workspaceFixed ? context.workspace : null)),
    storeWorkspace: assign((_, workspace: PublishWorkspace) => ({ workspace, ...NOTHING_SENT })),
    storeName: assign({ name: (_, value: string) => value }),
    storeDescription: assign({ description: (_, value: string) => value }),
    storeFile: assign(({ context }, { kind, file }: { kind: PackageFileKind; file: File | null }) => ({
      files: { ...context.files, [kind]: file },
      accepted: { ...context.accepted, [kind]: false },
      progress: { ...context.progress, [kind]: 0 },
      rejectedFile: null,
    })),
    rejectFile: assign({ rejectedFile: (_, kind: PackageFileKind) => kind }),
    storeSnapshot: assign({ snapshotId: (_, snapshot: DataSnapshot) => snapshot.id }),
    storeSettings: assign({ settingsId: (_, settings: SimulationSettingsRecord) => settings.id }),
    storeProgress: assign(({ context }, { kind, loaded, total }: { kind: PackageFileKind; loaded: number; total: number }) => ({
      progress: { ...context.progress, [kind]: total > 0 ? Math.min(loaded / total, 1) : 0 },
    })),
    startSending: assign(({ context }, kind: PackageFileKind) => ({ progress: { ...context.progress, [kind]: 0 } })),
    markAccepted: assign(({ context }, kind: PackageFileKind) => ({
      accepted: { ...context.accepted, [kind]: true },
      progress: { ...context.progress, [kind]: 1 },
    })),
    storeFailure: assign({ failure: (_, { file, error }: { file: PackageFileKind | null; error: unknown }) => failureAt(file, error) }),
    clearFailure: assign({ failure: null }),
    storePublished: assign({ published: (_, simulation: SimulationDetail) => simulation }),
  },
  guards: {
    isReady: ({ context }) => context.workspace !== null && context.files.assets !== null && context.files.settings !== null && fieldsAreValid(context),
    bothAccepted: ({ context }) => context.accepted.assets && context.accepted.settings,
    assetsAccepted: ({ context }) => context.accepted.assets,
    settingsAccepted: ({ context }) => context.accepted.settings,
    hasSnapshot: ({ context }) => context.snapshotId !== null,
    hasSettings: ({ context }) => context.settingsId !== null,
    hasExpectedType: (_, { kind, file }: { kind: PackageFileKind; file: File }) => hasExtension(file, kind),
    mayChooseWorkspace: ({ context }) => !context.workspaceFixed,
  },
}).createMachine({
  id: 'publishSimulation',
  context: ({ input }) => ({ ...emptyForm(input.workspace), workspaceFixed: input.workspace !== null, published: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'form', actions: 'resetForm' } },
    },
    // The dialog while the user fills it in, and after a failure, which any change puts away.
    form: {
      tags: 'open',
      initial: 'editing',
      states: {
        editing: {},
        failed: { tags: 'error' },
      },
      on: {
        'dialog.close': 'closed',
        'workspace.choose': {
          guard: 'mayChooseWorkspace',
          target: '.editing',
          actions: [{ type: 'storeWorkspace', params: ({ event }) => event.workspace }, 'clearFailure'],
        },
        'name.change': { target: '.editing', actions: [{ type: 'storeName', params: ({ event }) => event.value }, 'clearFailure'] },
        'description.change': { target: '.editing', actions: [{ type: 'storeDescription', params: ({ event }) => event.value }, 'clearFailure'] },
        'file.choose': [
          {
            guard: { type: 'hasExpectedType', params: ({ event }) => ({ kind: event.kind, file: event.file }) },
            target: '.editing',
            actions: [{ type: 'storeFile', params: ({ event }) => ({ kind: event.kind, file: event.file }) }, 'clearFailure'],
          },
          { actions: { type: 'rejectFile', params: ({ event }) => event.kind } },
        ],
        'file.clear': { target: '.editing', actions: [{ type: 'storeFile', params: ({ event }) => ({ kind: event.kind, file: null }) }, 'clearFailure'] },
        // Each attempt starts after what the server already accepted.
        'form.submit': [
          { guard: and(['isReady', 'bothAccepted']), target: 'creating', actions: 'clearFailure' },
          { guard: and(['isReady', 'assetsAccepted']), target: 'uploadingSettings', actions: 'clearFailure' },
          { guard: 'isReady', target: 'uploadingData', actions: 'clearFailure' },
        ],
      },
    },
    uploadingData: {
      tags: ['open', 'busy'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'hasSnapshot', target: 'sending' }, { target: 'creatingSnapshot' }],
        },
        creatingSnapshot: {
          invoke: {
            id: 'createSnapshot',
            src: 'createSnapshot',
            input: ({ context }) => ({ portfolioId: context.workspace!.portfolioId, name: context.files.assets!.name }),
            onDone: { target: 'sending', actions: { type: 'storeSnapshot', params: ({ event }) => event.output } },
            onError: { target: '#publishSimulation.form.failed', actions: { type: 'storeFailure', params: ({ event }) => ({ file: 'assets', error: event.error }) } },
          },
        },
        sending: {
          entry: { type: 'startSending', params: 'assets' },
          invoke: { id: 'uploadAssets', src: 'uploadAssets', input: ({ context }) => ({ id: context.snapshotId!, file: context.files.assets! }) },
          on: {
            'upload.progress': { actions: { type: 'storeProgress', params: ({ event }) => ({ kind: 'assets', loaded: event.loaded, total: event.total }) } },
            'upload.done': [
              { guard: 'settingsAccepted', target: '#publishSimulation.creating', actions: { type: 'markAccepted', params: 'assets' } },
              { target: '#publishSimulation.uploadingSettings', actions: { type: 'markAccepted', params: 'assets' } },
            ],
            'upload.failed': { target: '#publishSimulation.form.failed', actions: { type: 'storeFailure', params: ({ event }) => ({ file: 'assets', error: event.error }) } },
          },
        },
      },
    },
    uploadingSettings: {
      tags: ['open', 'busy'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'hasSettings', target: 'sending' }, { target: 'creatingSettings' }],
        },
        creatingSettings: {
          invoke: {
            id: 'createSettings',
            src: 'createSettings',
            input: ({ context }) => ({ portfolioId: context.workspace!.portfolioId, name: context.files.settings!.name }),
            onDone: { target: 'sending', actions: { type: 'storeSettings', params: ({ event }) => event.output } },
            onError: { target: '#publishSimulation.form.failed', actions: { type: 'storeFailure', params: ({ event }) => ({ file: 'settings', error: event.error }) } },
          },
        },
        sending: {
          entry: { type: 'startSending', params: 'settings' },
          invoke: { id: 'uploadSettings', src: 'uploadSettings', input: ({ context }) => ({ id: context.settingsId!, file: context.files.settings! }) },
          on: {
            'upload.progress': { actions: { type: 'storeProgress', params: ({ event }) => ({ kind: 'settings', loaded: event.loaded, total: event.total }) } },
            'upload.done': { target: '#publishSimulation.creating', actions: { type: 'markAccepted', params: 'settings' } },
            'upload.failed': { target: '#publishSimulation.form.failed', actions: { type: 'storeFailure', params: ({ event }) => ({ file: 'settings', error: event.error }) } },
          },
        },
      },
    },
    creating: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'createSimulation',
        src: 'createSimulation',
        input: ({ context }) => ({
          workspaceId: context.workspace!.id,
          simulation: {
            name: context.name.trim(),
            description: context.description.trim(),
            data_snapshot_id: context.snapshotId!,
            simulation_settings_id: context.settingsId!,
          },
        }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'storePublished', params: ({ event }) => event.output },
            { type: 'notifyPublished', params: ({ event }) => event.output },
            { type: 'reportPublished', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'form.failed', actions: { type: 'storeFailure', params: ({ event }) => ({ file: null, error: errorOf({ event }) }) } },
      },
    },
    done: {
      on: { 'dialog.open': { target: 'form', actions: 'resetForm' } },
    },
  },
});
