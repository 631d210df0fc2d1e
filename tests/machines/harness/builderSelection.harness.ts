import { vi } from 'vitest';
import { createActor } from 'xstate';
import { builderSelectionMachine, type BuilderSelectionInput, type FindSelectionTreatmentsInput } from '../../../src/machines/builderSelection.machine';
import type { TreatmentPick } from '../../../src/machines/createTreatment.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export const SELECTION_WORK_PLAN_ID = '7c3e9a15-2d4b-4f68-8a1c-5e9d3b7f1a42';

/** The Builder's selection with the search for its treatments controlled by the test and its toast, failure report and added report spied on. */
export function startBuilderSelection(input: BuilderSelectionInput = { workPlanId: SELECTION_WORK_PLAN_ID }) {
  const findTreatments = controllablePromise<TreatmentPick[], FindSelectionTreatmentsInput>();
  const toast = vi.fn();
  const reportFailure = vi.fn();
  const reportAdded = vi.fn();
  const actor = createActor(builderSelectionMachine.provide({ actors: { findTreatments: findTreatments.logic }, actions: { toast, reportFailure, reportAdded } }), { input }).start();
  return { actor, findTreatments, toast, reportFailure, reportAdded, driver: createPathDriver(actor, { findTreatments }, {}, { toast, reportFailure, reportAdded }) };
}
