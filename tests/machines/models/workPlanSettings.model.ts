import { ApiError, type ApiFailure } from '../../../src/api/apiError';
import type { WorkPlanSettings } from '../../../src/api/schemas/workPlan.schema';
import { workPlanSettingsMachine } from '../../../src/machines/workPlanSettings.machine';
import { workPlanSettingsInput } from '../harness/workPlanSettings.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';
import { SETTINGS_WORK_PLAN_ID as ID, threeYearSettings, workPlanSettings as SETTINGS } from '../support/workPlanSettingsFixtures';

type Draft = { fiscal_year_start: string | null; fiscal_year_end: string | null; planning_years: number | null };
type Expected = { workPlanId: string; settings: WorkPlanSettings | null; draft: Draft; failure: ApiFailure | null };

const EMPTY: Draft = { fiscal_year_start: null, fiscal_year_end: null, planning_years: null };
const draftOf = ({ time_frame: { fiscal_year_start, fiscal_year_end, planning_years } }: WorkPlanSettings): Draft => ({
  fiscal_year_start,
  fiscal_year_end,
  planning_years,
});
/** A fiscal year is twelve months: it ends the day before its start a year later (the server's documented rule). */
const FISCAL_YEAR_ENDS: Record<string, string> = { '2026-07-01': '2027-06-30', '2027-01-01': '2027-12-31' };

const UNAVAILABLE = apiError(503, 'Service unavailable');
/** The server's refusal of dates out of order, with SPEC 5's text and the date it names. */
const DATES_REFUSED = new ApiError(400, { code: 400, key: 'errors.dateMustBeLater', message: 'Date must be later than 2026-07-01.', params: { dateVal: '2026-07-01' } });
const RENAMED = { name: 'Road and water renewals', description: 'Coordinated works' };
const WITH_NEW_PRIORITY: WorkPlanSettings = { ...SETTINGS, priority_items: [...SETTINGS.priority_items, { id: 'b1000000-0000-4000-8000-000000000004', name: 'Urgent', order: 3 }] };

const isDirty = ({ draft, settings }: Expected) => settings !== null && JSON.stringify(draft) !== JSON.stringify(draftOf(settings));
/** SPEC 5 dates: the end later than the start, the fiscal year twelve months; 1 to 50 planning years. */
function problemsOf({ draft }: Expected): string[] {
  const problems: string[] = [];
  const { fiscal_year_start: start, fiscal_year_end: end, planning_years: years } = draft;
  if (!start || !end) problems.push('a date is required');
  else if (end <= start) problems.push(`'Date must be later than ${start}.'`);
  else if (FISCAL_YEAR_ENDS[start] !== end) problems.push('the fiscal year is not twelve months');
  if (years === null || years < 1 || years > 50) problems.push('1 to 50 planning years are required');
  return problems;
}
/** SPEC 5: removing planning years takes effect only on Save; until then a warning names them. */
const removedYears = ({ draft, settings }: Expected) =>
  settings && draft.planning_years !== null && draft.planning_years < settings.time_frame.planning_years
    ? settings.time_frame.years.slice(draft.planning_years).map((year) => year.label)
    : [];

const edit =
  (change: (draft: Draft) => Draft) =>
  (context: Expected): ModelStep<Expected> => ({
    to: 'ready.editing.idle',
    context: { draft: change(context.draft), failure: null },
    calls: { reportDirty: [undefined] },
  });

/**
 * SPEC 2 "Work Plan settings" (information and planning time frame), SPEC 3 "Work Plan" (fiscal
 * year start and end dates, number of planning years), SPEC 5 (date texts; removing planning years
 * takes effect only on Save, with a warning until then), SPEC 8 ('planning time frame updated').
 * A new start brings the end a year later; a save goes only for a changed, valid time frame, with
 * the plan's current information; a refusal keeps the draft with the server's reason.
 */
export const workPlanSettingsModel = machineModel({
  name: 'workPlanSettings',
  machine: workPlanSettingsMachine,
  starts: [
    {
      label: 'settings tab opened by an Editor',
      input: workPlanSettingsInput,
      state: 'loading',
      context: { workPlanId: ID, settings: null, draft: EMPTY, failure: null } as Expected,
    },
  ],
  events: {
    'the settings arrive': { type: 'xstate.done.actor.loadSettings', output: SETTINGS },
    'loading the settings fails': { type: 'xstate.error.actor.loadSettings', error: UNAVAILABLE },
    'the user tries again': { type: 'settings.retry' },
    'the user starts the fiscal year on 1 January 2027': { type: 'start.change', value: '2027-01-01' },
    'the user clears the start': { type: 'start.change', value: null },
    'the user ends the fiscal year on 30 June 2026': { type: 'end.change', value: '2026-06-30' },
    'the user lowers the planning years to 3': { type: 'years.change', value: 3 },
    'the user clears the planning years': { type: 'years.change', value: null },
    'the user resets the time frame': { type: 'form.reset' },
    'the user presses Save': { type: 'form.submit' },
    'the time frame is saved': { type: 'xstate.done.actor.saveTimeFrame', output: threeYearSettings },
    'the server refuses the dates': { type: 'xstate.error.actor.saveTimeFrame', error: DATES_REFUSED },
    'the Information card saves a new name': { type: 'information.changed', information: RENAMED },
    'a list saves the settings': { type: 'settings.changed', settings: WITH_NEW_PRIORITY },
  },
  states: {
    loading: { says: "loading the plan's settings", tags: ['loading'], invoked: { loadSettings: { workPlanId: ID } } },
    loadFailed: { says: ({ failure }) => `"${failure?.message}" with Try again`, tags: ['error'] },
    ready: {
      says: (context) =>
        [
          `the time frame ${context.draft.fiscal_year_start ?? '…'} to ${context.draft.fiscal_year_end ?? '…'} over ${context.draft.planning_years ?? '…'} years`,
          isDirty(context) ? 'with unsaved changes' : 'as saved',
          ...problemsOf(context),
          ...(removedYears(context).length > 0 ? [`warning that Save removes ${removedYears(context).join(', ')} and their budgets`] : []),
        ].join(', '),
    },
    'ready.editing.idle': {},
    'ready.editing.failed': { says: ({ failure }) => `"${failure?.message}"`, tags: ['error'] },
    'ready.saving': {
      says: 'saving the time frame with the information',
      tags: ['busy'],
      invoked: ({ settings, draft }) => ({ saveTimeFrame: { workPlanId: ID, information: settings!.information, timeFrame: draft } }),
    },
  },
  transitions: {
    loading: {
      'the settings arrive': { to: 'ready.editing.idle', context: { settings: SETTINGS, draft: draftOf(SETTINGS), failure: null } },
      'loading the settings fails': { to: 'loadFailed', context: { failure: { status: 503, message: 'Service unavailable' } } },
    },
    loadFailed: {
      'the user tries again': { to: 'loading', context: { failure: null } },
    },
    'ready.editing': {
      'the Information card saves a new name': (context) => ({ context: { settings: { ...context.settings!, information: RENAMED } } }),
      'a list saves the settings': { context: { settings: WITH_NEW_PRIORITY } },
      'the user starts the fiscal year on 1 January 2027': edit((draft) => ({ ...draft, fiscal_year_start: '2027-01-01', fiscal_year_end: '2027-12-31' })),
      // A cleared start leaves the end where it was.
      'the user clears the start': edit((draft) => ({ ...draft, fiscal_year_start: null })),
      'the user ends the fiscal year on 30 June 2026': edit((draft) => ({ ...draft, fiscal_year_end: '2026-06-30' })),
      'the user lowers the planning years to 3': edit((draft) => ({ ...draft, planning_years: 3 })),
      'the user clears the planning years': edit((draft) => ({ ...draft, planning_years: null })),
      'the user resets the time frame': (context) => edit(() => draftOf(context.settings!))(context),
      'the user presses Save': (context) => (isDirty(context) && problemsOf(context).length === 0 ? { to: 'ready.saving', context: { failure: null } } : {}),
    },
    'ready.saving': {
      'the time frame is saved': {
        to: 'ready.editing.idle',
        context: { settings: threeYearSettings, draft: draftOf(threeYearSettings), failure: null },
        calls: { reportDirty: [undefined], publishSettings: [threeYearSettings], notifySaved: [undefined] },
      },
      'the server refuses the dates': {
        to: 'ready.editing.failed',
        context: { failure: { status: 400, key: 'errors.dateMustBeLater', message: 'Date must be later than 2026-07-01.', params: { dateVal: '2026-07-01' } } },
      },
    },
  },
});
