import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import {
  ASSETS_PER_DATA_SOURCE_MAX,
  customTreatmentCreateSchema,
  plannedTreatmentListSchema,
  treatmentListSchema,
  treatmentSchema,
  treatmentsCreateSchema,
  treatmentUpdateSchema,
} from '../../src/api/schemas/project.schema';
import { projectPaths } from '../../src/api/paths/projectPaths';
import { treatmentDateRefusal } from '../../src/api/rules/phaseDates';
import { unitCost } from '../../src/api/rules/treatmentCost';
import { fieldChanges } from '../repositories/eventQueries';
import { findPhase, findPlanAssets, findProposedTreatments, findTreatment, listPlannedTreatments, readPhase } from '../repositories/workPlanProjectQueries';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { planRule, refusedDates, writeToPlan } from './workPlanRoute';

const phaseNotFound = (wpId: string, phaseId: string) => notFound(`Work plan ${wpId} has no phase ${phaseId}`);
const treatmentNotFound = (phaseId: string, treatmentId: string) => notFound(`Phase ${phaseId} has no treatment ${treatmentId}`);

/** The form chose the phase: the body repeats it, and it must be the path's. */
function samePhase(bodyPhaseId: string, phaseId: string): void {
  if (bodyPhaseId !== phaseId) throw new HttpError(400, 'errors.treatmentPhaseMismatch', `phase_id ${bodyPhaseId} is not the path's ${phaseId}`);
}

/** A variation may lower the cost, not below zero. */
function checkCost(cost: number, variation: number): void {
  if (cost + variation < 0) throw new HttpError(400, 'errors.treatmentCostNegative', `cost ${cost} + variation ${variation} is below zero`);
}

/**
 * SPEC 7 /v5/project-phase-treatment: treatments go into a phase only (SPEC 5), dated within it,
 * from the selected assets' proposed treatments (each placed once in the plan) or as custom
 * treatments on the plan's imported assets.
 */
export const workPlanTreatmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(projectPaths.planned),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: projectPaths.planned.params, response: { 200: plannedTreatmentListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => listPlannedTreatments(db, request.params.wpId),
  });

  app.route({
    ...routeAt(projectPaths.treatments),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: projectPaths.treatments.params, response: { 200: treatmentListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { wpId, phaseId } = request.params;
      const phase = await readPhase(db, wpId, phaseId);
      if (!phase) throw phaseNotFound(wpId, phaseId);
      return { contents: phase.treatments };
    },
  });

  app.route({
    ...routeAt(projectPaths.treatmentsCreate),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: projectPaths.treatmentsCreate.params,
      body: treatmentsCreateSchema,
      response: { 201: treatmentListSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const { wpId, phaseId } = request.params;
      const { date, items } = request.body;
      samePhase(request.body.phase_id, phaseId);
      const assetsPerSource = new Map<string, Set<string>>();
      for (const item of items) assetsPerSource.set(item.source_id, (assetsPerSource.get(item.source_id) ?? new Set()).add(item.asset_id));
      if ([...assetsPerSource.values()].some((assets) => assets.size > ASSETS_PER_DATA_SOURCE_MAX)) {
        throw new HttpError(400, 'errors.assetSelectionLimit', `More than ${ASSETS_PER_DATA_SOURCE_MAX} assets of one data source`);
      }
      const keys = items.map((item) => `${item.source_id}/${item.proposed_treatment_id}`);
      if (new Set(keys).size !== keys.length) throw new HttpError(400, 'errors.treatmentChosenTwice', 'items names a proposed treatment more than once');
      const created = await writeToPlan(db, request, wpId, async ({ trx, record }) => {
        const phase = await findPhase(trx, wpId, phaseId);
        if (!phase) throw phaseNotFound(wpId, phaseId);
        const refusal = treatmentDateRefusal(date, phase);
        if (refusal) throw refusedDates(refusal, 'date');
        const proposed = await findProposedTreatments(trx, wpId, items.map((item) => ({ source_id: item.source_id, work_no: item.proposed_treatment_id })));
        const picks = items.map((item) => ({
          item,
          work: proposed.find((row) => row.data_source_id === item.source_id && row.work_no === item.proposed_treatment_id && row.asset_id === item.asset_id),
        }));
        const unknown = picks.filter((pick) => !pick.work).map((pick) => `${pick.item.source_id}/${pick.item.asset_id}/${pick.item.proposed_treatment_id}`);
        if (unknown.length > 0) throw new HttpError(400, 'errors.treatmentUnknown', `No proposed treatments ${unknown.join(', ')} in the plan's data sources`);
        const placed = picks.filter((pick) => pick.work!.placed_id);
        if (placed.length > 0) throw new HttpError(409, 'errors.treatmentAlreadyPlanned', `Already in a phase: ${placed.map((pick) => pick.work!.work_no).join(', ')}`);
        const priced = picks.map(({ item, work }) => ({ item, work: work!, cost: unitCost(work!.cost, work!.network_measure) }));
        for (const { item, cost } of priced) checkCost(cost, item.variation);
        const rows = await trx
          .insertInto('work_plan_treatments')
          .values(
            priced.map(({ item, work, cost }) => ({
              phase_id: phaseId,
              data_source_id: item.source_id,
              asset_id: item.asset_id,
              work_no: item.proposed_treatment_id,
              name: work.treatment,
              treatment_date: date,
              cost,
              variation: item.variation,
            })),
          )
          .returning('id')
          .execute();
        await record('treatments.added', { type: 'phase', id: phaseId, name: phase.name }, { treatments: picks.map(({ work }) => ({ work_no: work!.work_no, name: work!.treatment, asset_id: work!.asset_id })) });
        const ids = new Set(rows.map((row) => row.id));
        return (await readPhase(trx, wpId, phaseId))!.treatments.filter((treatment) => ids.has(treatment.id));
      });
      return reply.code(201).send({ contents: created });
    },
  });

  app.route({
    ...routeAt(projectPaths.customTreatmentCreate),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: projectPaths.customTreatmentCreate.params,
      body: customTreatmentCreateSchema,
      response: { 201: treatmentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { wpId, phaseId } = request.params;
      const body = request.body;
      samePhase(body.phase_id, phaseId);
      checkCost(body.cost, body.variation);
      const treatment = await writeToPlan(db, request, wpId, async ({ trx, record }) => {
        const phase = await findPhase(trx, wpId, phaseId);
        if (!phase) throw phaseNotFound(wpId, phaseId);
        const refusal = treatmentDateRefusal(body.date, phase);
        if (refusal) throw refusedDates(refusal, 'date');
        const [asset] = await findPlanAssets(trx, wpId, [{ source_id: body.source_id, asset_id: body.asset_id }]);
        if (!asset) throw new HttpError(400, 'errors.treatmentUnknown', `No asset ${body.asset_id} in data source ${body.source_id} of the plan`);
        const { id } = await trx
          .insertInto('work_plan_treatments')
          .values({ phase_id: phaseId, data_source_id: body.source_id, asset_id: body.asset_id, work_no: null, name: body.name, treatment_date: body.date, cost: body.cost, variation: body.variation })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record('treatment.created', { type: 'treatment', id, name: body.name }, { phase: { id: phaseId, name: phase.name }, asset_id: body.asset_id });
        return (await readPhase(trx, wpId, phaseId))!.treatments.find((candidate) => candidate.id === id)!;
      });
      return reply.code(201).send(treatment);
    },
  });

  app.route({
    ...routeAt(projectPaths.treatment),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: projectPaths.treatment.params, response: { 200: treatmentSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { wpId, phaseId, treatmentId } = request.params;
      const treatment = (await readPhase(db, wpId, phaseId))?.treatments.find((candidate) => candidate.id === treatmentId);
      if (!treatment) throw treatmentNotFound(phaseId, treatmentId);
      return treatment;
    },
  });

  // A proposed treatment keeps the simulation's name and cost; only a custom one's are the planner's.
  app.route({
    ...routeAt(projectPaths.treatmentUpdate),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: projectPaths.treatmentUpdate.params,
      body: treatmentUpdateSchema,
      response: { 200: treatmentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { wpId, phaseId, treatmentId } = request.params;
      const body = request.body;
      return writeToPlan(db, request, wpId, async ({ trx, record }) => {
        const phase = await findPhase(trx, wpId, phaseId);
        const before = phase && (await findTreatment(trx, wpId, phaseId, treatmentId));
        if (!phase || !before) throw treatmentNotFound(phaseId, treatmentId);
        if (before.work_no !== null && (body.name !== undefined || body.cost !== undefined)) {
          throw new HttpError(400, 'errors.treatmentNotCustom', `Treatment ${treatmentId} is a proposed treatment`);
        }
        const refusal = treatmentDateRefusal(body.date, phase);
        if (refusal) throw refusedDates(refusal, 'date');
        const after = { name: body.name ?? before.name, cost: body.cost ?? before.cost, variation: body.variation, treatment_date: body.date };
        checkCost(after.cost, after.variation);
        await trx.updateTable('work_plan_treatments').set({ ...after, updated_at: new Date() }).where('id', '=', treatmentId).execute();
        const previous = { name: before.name, cost: before.cost, variation: before.variation, treatment_date: before.date };
        await record('treatment.updated', { type: 'treatment', id: treatmentId, name: after.name }, fieldChanges(previous, after));
        return (await readPhase(trx, wpId, phaseId))!.treatments.find((candidate) => candidate.id === treatmentId)!;
      });
    },
  });

  // A custom treatment goes for good (SPEC 5); a proposed one returns to the unplanned treatments of its data source.
  app.route({
    ...routeAt(projectPaths.treatmentDelete),
    config: planRule('workPlans.delete'),
    schema: { tags: ['work-plans'], params: projectPaths.treatmentDelete.params, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const { wpId, phaseId, treatmentId } = request.params;
      await writeToPlan(db, request, wpId, async ({ trx, record }) => {
        const treatment = await findTreatment(trx, wpId, phaseId, treatmentId);
        if (!treatment) throw treatmentNotFound(phaseId, treatmentId);
        await trx.deleteFrom('work_plan_treatments').where('id', '=', treatmentId).execute();
        await record('treatment.deleted', { type: 'treatment', id: treatmentId, name: treatment.name }, { phase_id: phaseId, work_no: treatment.work_no });
      });
      return reply.code(204).send(null);
    },
  });
};
