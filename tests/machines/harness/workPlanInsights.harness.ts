import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Insights, Project } from '../../../src/api/schemas/project.schema';
import {
  workPlanInsightsMachine,
  type ExportWorkPlanInput,
  type UpdateProjectStatusInput,
  type WorkPlanInsightsInput,
} from '../../../src/machines/workPlanInsights.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { INSIGHTS_PLAN_ID } from '../models/workPlanInsights.model';

export function startWorkPlanInsights(input: WorkPlanInsightsInput = { workPlanId: INSIGHTS_PLAN_ID }) {
  const fetchInsights = controllablePromise<Insights, { workPlanId: string }>();
  const updateProjectStatus = controllablePromise<Project, UpdateProjectStatusInput>();
  const exportWorkPlan = controllablePromise<void, ExportWorkPlanInput>();
  const reportMissing = vi.fn();
  const notifyFailure = vi.fn();
  const notifyMoved = vi.fn();
  const actor = createActor(
    workPlanInsightsMachine.provide({
      actors: { fetchInsights: fetchInsights.logic, updateProjectStatus: updateProjectStatus.logic, exportWorkPlan: exportWorkPlan.logic },
      actions: { reportMissing, notifyFailure, notifyMoved },
    }),
    { input },
  ).start();
  return {
    actor,
    fetchInsights,
    updateProjectStatus,
    exportWorkPlan,
    driver: createPathDriver(actor, { fetchInsights, refreshInsights: fetchInsights, updateProjectStatus, exportWorkPlan }, {}, { reportMissing, notifyFailure, notifyMoved }),
  };
}
