import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import {
  portfolioWorkPlanListQuerySchema,
  workPlanDeleteSchema,
  workPlanDetailSchema,
  workPlanInputSchema,
  workPlanListQuerySchema,
  workPlanNameCheckQuerySchema,
  workPlanNameCheckSchema,
  workPlanPageSchema,
  workPlanUpdateSchema,
} from '../../src/api/schemas/workPlan.schema';
import { listWorkPlansForUser } from '../repositories/workPlanListQueries';
import {
  deleteWorkPlan,
  insertWorkPlan,
  listPortfolioWorkPlans,
  lockWorkPlan,
  updateWorkPlan,
  workPlanDetail,
  workPlanNameTaken,
} from '../repositories/workPlanQueries';
import { fieldChanges, recordEvent } from '../repositories/eventQueries';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { signedIn } from '../permissions/routeRule';
import { planRule } from './workPlanRoute';
import { collectionPaths } from '../../src/api/paths/collectionPaths';
import { workPlanPaths } from '../../src/api/paths/workPlanPaths';

/**
 * GET /work-plans, where membership of the work plan's portfolio decides what is listed; a
 * portfolio's Work Plans tab; and each plan: create, read, change its information, delete.
 */
export const workPlanRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(collectionPaths.workPlans),
    config: { rule: signedIn },
    schema: {
      tags: ['work-plans'],
      querystring: workPlanListQuerySchema,
      response: { 200: workPlanPageSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => listWorkPlansForUser(db, request.user.id, request.query),
  });

  app.route({
    ...routeAt(workPlanPaths.list),
    config: planRule('workPlans.read', 'pfId'),
    schema: {
      tags: ['work-plans'],
      params: workPlanPaths.list.params,
      querystring: portfolioWorkPlanListQuerySchema,
      response: { 200: workPlanPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => listPortfolioWorkPlans(db, request.params.pfId, request.query),
  });

  app.route({
    ...routeAt(workPlanPaths.nameCheck),
    config: planRule('workPlans.read', 'pfId'),
    schema: {
      tags: ['work-plans'],
      params: workPlanPaths.nameCheck.params,
      querystring: workPlanNameCheckQuerySchema,
      response: { 200: workPlanNameCheckSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ name_taken: await workPlanNameTaken(db, request.params.pfId, request.query.name) }),
  });

  // Names may repeat in a portfolio: SPEC 5's 'We recommend names be unique' is a warning, not a refusal.
  app.route({
    ...routeAt(workPlanPaths.create),
    config: planRule('workPlans.write', 'pfId'),
    schema: {
      tags: ['work-plans'],
      params: workPlanPaths.create.params,
      body: workPlanInputSchema,
      response: { 201: workPlanDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { pfId } = request.params;
      const user = request.user;
      const detail = await db.transaction().execute(async (trx) => {
        const membership = await lockPortfolioAccess(trx, request);
        const workPlanId = await insertWorkPlan(trx, pfId, user.id, request.body);
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'work_plan.created',
          subjectType: 'work_plan',
          subjectId: workPlanId,
          subjectName: request.body.name,
        });
        return (await workPlanDetail(trx, workPlanId, membership))!;
      });
      return reply.code(201).send(detail);
    },
  });

  app.route({
    ...routeAt(workPlanPaths.get),
    config: planRule('workPlans.read'),
    schema: {
      tags: ['work-plans'],
      params: workPlanPaths.get.params,
      response: { 200: workPlanDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { wpId } = request.params;
      // Read outside a transaction: the plan may have been deleted in between.
      const detail = await workPlanDetail(db, wpId, request.portfolioAccess!);
      if (!detail) throw notFound(`Work plan ${wpId} was deleted`);
      return detail;
    },
  });

  app.route({
    ...routeAt(workPlanPaths.update),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: workPlanPaths.update.params,
      body: workPlanUpdateSchema,
      response: { 200: workPlanDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { wpId } = request.params;
      const user = request.user;
      return db.transaction().execute(async (trx) => {
        const membership = await lockPortfolioAccess(trx, request);
        const before = await lockWorkPlan(trx, wpId);
        if (!before) throw notFound(`Work plan ${wpId} was deleted`);
        const after = { name: request.body.name ?? before.name, description: request.body.description ?? before.description };
        await updateWorkPlan(trx, wpId, after);
        await recordEvent(trx, {
          portfolioId: membership.portfolio_id,
          actorId: user.id,
          action: 'work_plan.updated',
          subjectType: 'work_plan',
          subjectId: wpId,
          subjectName: after.name,
          details: fieldChanges({ name: before.name, description: before.description }, after),
        });
        return (await workPlanDetail(trx, wpId, membership))!;
      });
    },
  });

  // Permanent (SPEC 5): the body repeats the plan's name, as the user typed it to confirm.
  app.route({
    ...routeAt(workPlanPaths.delete),
    config: planRule('workPlans.delete'),
    schema: {
      tags: ['work-plans'],
      params: workPlanPaths.delete.params,
      body: workPlanDeleteSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { wpId } = request.params;
      const user = request.user;
      await db.transaction().execute(async (trx) => {
        const membership = await lockPortfolioAccess(trx, request);
        const workPlan = await lockWorkPlan(trx, wpId);
        if (!workPlan) throw notFound(`Work plan ${wpId} was deleted`);
        if (request.body.confirm_name.trim() !== workPlan.name) {
          throw new HttpError(400, 'errors.confirmWorkPlanNameMismatch', 'confirm_name differs from the work plan name');
        }
        await deleteWorkPlan(trx, wpId);
        await recordEvent(trx, {
          portfolioId: membership.portfolio_id,
          actorId: user.id,
          action: 'work_plan.deleted',
          subjectType: 'work_plan',
          subjectId: wpId,
          subjectName: workPlan.name,
        });
      });
      return reply.code(204).send(null);
    },
  });
};
