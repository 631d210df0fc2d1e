import { workPlanParamsSchema } from '../schemas/workPlan.schema';
import { phaseParamsSchema, phaseTreatmentsParamsSchema, projectParamsSchema, treatmentParamsSchema } from '../schemas/project.schema';
import { proposedTreatmentItemParamsSchema } from '../schemas/workPlanItem.schema';
import { definePath } from './definePath';

/**
 * SPEC 7 version 5 paths /v5/project, /v5/project-phase and /v5/project-phase-treatment: a work
 * plan's projects, each project's phases, each phase's treatments, and the plan's insights.
 */
export const projectPaths = {
  list: definePath({ name: 'workPlan.projects.list', method: 'GET', pattern: '/v5/project/:wpId', params: workPlanParamsSchema }),
  create: definePath({ name: 'workPlan.projects.create', method: 'POST', pattern: '/v5/project/:wpId', params: workPlanParamsSchema }),
  insights: definePath({ name: 'workPlan.insights.get', method: 'GET', pattern: '/v5/project/:wpId/insights', params: workPlanParamsSchema }),
  get: definePath({ name: 'workPlan.project.get', method: 'GET', pattern: '/v5/project/:wpId/:projectId', params: projectParamsSchema }),
  update: definePath({ name: 'workPlan.project.update', method: 'PUT', pattern: '/v5/project/:wpId/:projectId', params: projectParamsSchema }),
  status: definePath({ name: 'workPlan.project.status', method: 'PATCH', pattern: '/v5/project/:wpId/:projectId/status', params: projectParamsSchema }),
  delete: definePath({ name: 'workPlan.project.delete', method: 'DELETE', pattern: '/v5/project/:wpId/:projectId', params: projectParamsSchema }),

  phases: definePath({ name: 'workPlan.phases.list', method: 'GET', pattern: '/v5/project-phase/:wpId/:projectId', params: projectParamsSchema }),
  phaseCreate: definePath({ name: 'workPlan.phases.create', method: 'POST', pattern: '/v5/project-phase/:wpId/:projectId', params: projectParamsSchema }),
  phaseOrder: definePath({ name: 'workPlan.phases.order', method: 'PUT', pattern: '/v5/project-phase/:wpId/:projectId/order', params: projectParamsSchema }),
  phase: definePath({ name: 'workPlan.phase.get', method: 'GET', pattern: '/v5/project-phase/:wpId/:projectId/:phaseId', params: phaseParamsSchema }),
  phaseUpdate: definePath({ name: 'workPlan.phase.update', method: 'PUT', pattern: '/v5/project-phase/:wpId/:projectId/:phaseId', params: phaseParamsSchema }),
  phaseDelete: definePath({ name: 'workPlan.phase.delete', method: 'DELETE', pattern: '/v5/project-phase/:wpId/:projectId/:phaseId', params: phaseParamsSchema }),

  planned: definePath({ name: 'workPlan.treatments.planned', method: 'GET', pattern: '/v5/project-phase-treatment/:wpId/planned', params: workPlanParamsSchema }),
  /** One proposed treatment by its own UUID, with its asset and where it was planned (the side panel's unlinked treatment). */
  proposed: definePath({
    name: 'workPlan.proposedTreatment.get',
    method: 'GET',
    pattern: '/v5/project-phase-treatment/:wpId/proposed/:proposedId',
    params: proposedTreatmentItemParamsSchema,
  }),
  treatments: definePath({ name: 'workPlan.treatments.list', method: 'GET', pattern: '/v5/project-phase-treatment/:wpId/:phaseId', params: phaseTreatmentsParamsSchema }),
  treatmentsCreate: definePath({
    name: 'workPlan.treatments.create',
    method: 'POST',
    pattern: '/v5/project-phase-treatment/:wpId/:phaseId',
    params: phaseTreatmentsParamsSchema,
  }),
  customTreatmentCreate: definePath({
    name: 'workPlan.treatments.createCustom',
    method: 'POST',
    pattern: '/v5/project-phase-treatment/:wpId/:phaseId/custom',
    params: phaseTreatmentsParamsSchema,
  }),
  treatment: definePath({ name: 'workPlan.treatment.get', method: 'GET', pattern: '/v5/project-phase-treatment/:wpId/:phaseId/:treatmentId', params: treatmentParamsSchema }),
  treatmentUpdate: definePath({
    name: 'workPlan.treatment.update',
    method: 'PUT',
    pattern: '/v5/project-phase-treatment/:wpId/:phaseId/:treatmentId',
    params: treatmentParamsSchema,
  }),
  treatmentDelete: definePath({
    name: 'workPlan.treatment.delete',
    method: 'DELETE',
    pattern: '/v5/project-phase-treatment/:wpId/:phaseId/:treatmentId',
    params: treatmentParamsSchema,
  }),
};
