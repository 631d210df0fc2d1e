import { createActor } from 'xstate';
import type { AdvancedAnalysis, AnalysisFilters, AnalysisWorksPage } from '../../../src/api/schemas/advancedAnalysis.schema';
import { advancedAnalysisMachine, type AdvancedAnalysisInput, type WorksWindowQuery } from '../../../src/machines/advancedAnalysis.machine';
import { ANALYSIS_TASK_ID } from '../support/analysisFixtures';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The analysis machine with an API that answers when the test says. */
export function startAdvancedAnalysis(input: AdvancedAnalysisInput = { taskId: ANALYSIS_TASK_ID }) {
  const fetchAnalysis = controllablePromise<AdvancedAnalysis, { taskId: string; filters: AnalysisFilters }>();
  const fetchAnalysisWorks = controllablePromise<AnalysisWorksPage, WorksWindowQuery>();
  const actor = createActor(advancedAnalysisMachine.provide({ actors: { fetchAnalysis: fetchAnalysis.logic, fetchAnalysisWorks: fetchAnalysisWorks.logic } }), { input }).start();
  const driver = createPathDriver(actor, { fetchAnalysis, fetchAnalysisWorks });
  return { actor, fetchAnalysis, fetchAnalysisWorks, driver };
}
