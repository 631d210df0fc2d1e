import { and, assign, fromPromise, sendParent, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { TimeFrameInput, WorkPlanSettings } from '../api/schemas/workPlan.schema';
import type { AppEvent } from './app.machine';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { draftOfTimeFrame, isTimeFrameChanged, isTimeFrameValid, withStart, type TimeFrameDraft } from './workPlanTimeFrameDraft';

export type WorkPlanSettingsInput = { workPlanId: string };

export type SaveTimeFrameInput = { workPlanId: string; information: WorkPlanSettings['information']; timeFrame: TimeFrameInput };

export type WorkPlanSettingsContext = {
  workPlanId: string;
  /** The plan's settings as the server last answered them. */
  settings: WorkPlanSettings | null;
  /** The planning time frame as the planner edits it; Reset goes back to the saved one. */
  draft: TimeFrameDraft;
  failure: ApiFailure | null;
};

export type WorkPlanSettingsEvent =
  | { type: 'settings.retry' }
  /** Dates as YYYY-MM-DD, null when the picker is cleared. */
  | { type: 'start.change'; value: string | null }
  | { type: 'end.change'; value: string | null }
  | { type: 'years.change'; value: number | null }
  | { type: 'form.reset' }
  | { type: 'form.submit' }
  /** The plan's name and description as the Information card saved them, sent again with a new time frame. */
  | { type: 'information.changed'; information: WorkPlanSettings['information'] }
  /** The settings as a list of the tab saved them. */
  | { type: 'settings.changed'; settings: WorkPlanSettings };

const EMPTY_DRAFT: TimeFrameDraft = { fiscal_year_start: null, fiscal_year_end: null, planning_years: null };

export const isTimeFrameDirty = ({ draft, settings }: WorkPlanSettingsContext) => settings !== null && isTimeFrameChanged(draft, settings.time_frame);

/**
 * A work plan's Settings tab (SPEC 2 "Work Plan settings"): it loads the plan's settings and edits
 * the planning time frame (fiscal year start and end, number of planning years). Removing
 * planning years takes effect only on Save (SPEC 5): the draft may say fewer years while the page
 * warns, and only the save drops their budgets. A new start brings the end a year later; the save
 * goes with the plan's information (PUT /v5/workspace-setting) and is offered only for a changed,
 * valid time frame. The answer becomes the saved settings and is published (the lists and the page
 * header follow it); a refusal keeps the draft, with the server's reason.
 */
export const workPlanSettingsMachine = setup({
  types: {
    context: {} as WorkPlanSettingsContext,
    events: {} as WorkPlanSettingsEvent,
    input: {} as WorkPlanSettingsInput,
    tags: {} as 'loading' | 'busy' | 'error',
  },
  actors: {
    loadSettings: fromPromise<WorkPlanSettings, { workPlanId: string }>(notProvided('loadSettings')),
    saveTimeFrame: fromPromise<WorkPlanSettings, SaveTimeFrameInput>(notProvided('saveTimeFrame')),
  },
  actions: {
    notifySaved: notProvided('notifySaved'),
    publishSettings: notProvided<[unknown, WorkPlanSettings]>('publishSettings'),
    storeLoaded: assign({ settings: (_, settings: WorkPlanSettings) => settings, draft: (_, settings: WorkPlanSettings) => draftOfTimeFrame(settings.time_frame), failure: null }),
    storeSettings: assign({ settings: (_, settings: WorkPlanSettings) => settings }),
    storeInformation: assign({
      settings: ({ context }, information: WorkPlanSettings['information']) => context.settings && { ...context.settings, information },
    }),
    storeStart: assign({ draft: ({ context }, value: string | null) => withStart(context.draft, value) }),
    storeEnd: assign({ draft: ({ context }, value: string | null) => ({ ...context.draft, fiscal_year_end: value }) }),
    storeYears: assign({ draft: ({ context }, value: number | null) => ({ ...context.draft, planning_years: value }) }),
    resetDraft: assign({ draft: ({ context }) => (context.settings ? draftOfTimeFrame(context.settings.time_frame) : EMPTY_DRAFT) }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    clearFailure: assign({ failure: null }),
    reportDirty: sendParent(({ context, self }): AppEvent => ({ type: 'form.dirty', form: self.id, dirty: isTimeFrameDirty(context) })),
  },
  guards: {
    isDirty: ({ context }) => isTimeFrameDirty(context),
    isValid: ({ context }) => isTimeFrameValid(context.draft),
  },
}).createMachine({
  id: 'workPlanSettings',
  context: ({ input }) => ({ workPlanId: input.workPlanId, settings: null, draft: EMPTY_DRAFT, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: ({ context }) => ({ workPlanId: context.workPlanId }),
        onDone: { target: 'ready', actions: { type: 'storeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { 'settings.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          // While a save is under way its answer brings the settings as they then are.
          on: {
            'information.changed': { actions: { type: 'storeInformation', params: ({ event }) => event.information } },
            'settings.changed': { actions: { type: 'storeSettings', params: ({ event }) => event.settings } },
            'start.change': { target: '.idle', actions: [{ type: 'storeStart', params: ({ event }) => event.value }, 'reportDirty'] },
            'end.change': { target: '.idle', actions: [{ type: 'storeEnd', params: ({ event }) => event.value }, 'reportDirty'] },
            'years.change': { target: '.idle', actions: [{ type: 'storeYears', params: ({ event }) => event.value }, 'reportDirty'] },
            'form.reset': { target: '.idle', actions: ['resetDraft', 'reportDirty'] },
            'form.submit': { guard: and(['isDirty', 'isValid']), target: 'saving' },
          },
          states: {
            idle: {},
            /** The save was refused: the draft stays as typed, with the reason, until the next change. */
            failed: { tags: 'error', exit: 'clearFailure' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveTimeFrame',
            src: 'saveTimeFrame',
            input: ({ context }) => ({
              workPlanId: context.workPlanId,
              information: context.settings!.information,
              timeFrame: context.draft as TimeFrameInput,
            }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'storeLoaded', params: ({ event }) => event.output },
                'reportDirty',
                { type: 'publishSettings', params: ({ event }) => event.output },
                'notifySaved',
              ],
            },
            onError: { target: 'editing.failed', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
      },
    },
  },
});
