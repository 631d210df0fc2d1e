import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  phaseInputSchema,
  phaseListSchema,
  phaseOrderSchema,
  phaseSchema,
  projectInputSchema,
  projectListSchema,
  projectSchema,
  projectStatusInputSchema,
  type Phase,
  type Project,
} from '../../src/api/schemas/project.schema';
import { projectPaths } from '../../src/api/paths/projectPaths';
import { phaseDatesRefusal } from '../../src/api/rules/phaseDates';
import {
  findPhase,
  findProject,
  firstStatusId,
  isPortfolioMember,
  phaseOnly,
  projectOnly,
  readPhase,
  readProject,
  readProjectTree,
} from '../repositories/workPlanProjectQueries';
import { findItem, itemIds, nextPosition, removeItem, reorderItems } from '../repositories/workPlanQueries';
import { fieldChanges } from '../repositories/eventQueries';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { assertSameIds, planRule, refusedDates, writeToPlan, type LockedPlan } from './workPlanRoute';

type Trx = Transaction<Database>;

/** A project's or phase's owner is a member of the portfolio; its priority, status and funding source are the plan's. */
async function checkReferences(
  trx: Trx,
  plan: LockedPlan,
  refs: { owner_id?: string | null; priority_id?: string | null; status_id?: string | null; funding_source_id?: string | null },
): Promise<void> {
  if (refs.owner_id && !(await isPortfolioMember(trx, plan.portfolioId, refs.owner_id))) {
    throw new HttpError(400, 'errors.projectOwnerNotMember', `User ${refs.owner_id} is not a member of portfolio ${plan.portfolioId}`);
  }
  const items = [
    ['work_plan_priority_items', refs.priority_id],
    ['work_plan_status_items', refs.status_id],
    ['work_plan_funding_sources', refs.funding_source_id],
  ] as const;
  for (const [table, id] of items) {
    if (id && !(await findItem(trx, table, plan.id, id))) throw new HttpError(400, 'errors.workPlanItemUnknown', `${table} of work plan ${plan.id} has no ${id}`);
  }
}

/** What the log shows of a project or phase: names, not ids, so that it still reads after items are renamed or removed. */
const projectFacts = (item: Pick<Project, 'name' | 'description' | 'owner' | 'priority' | 'status'>) => ({
  name: item.name,
  description: item.description,
  owner: item.owner?.email ?? '',
  priority: item.priority?.name ?? '',
  status: item.status?.name ?? '',
});
const phaseFacts = (phase: Phase) => ({
  ...projectFacts(phase),
  start_date: phase.start_date,
  end_date: phase.end_date,
  funding_source: phase.funding_source?.name ?? '',
  contingency: phase.contingency,
  total_budget: phase.total_budget,
});

const projectNotFound = (wpId: string, projectId: string) => notFound(`Work plan ${wpId} has no project ${projectId}`);
const phaseNotFound = (projectId: string, phaseId: string) => notFound(`Project ${projectId} has no phase ${phaseId}`);

const projectColumns = (body: z.output<typeof projectInputSchema>) => ({
  name: body.name,
  description: body.description,
  owner_id: body.owner_id,
  priority_item_id: body.priority_id,
});

const phaseColumns = (body: z.output<typeof phaseInputSchema>) => ({
  name: body.name,
  description: body.description,
  owner_id: body.owner_id,
  priority_item_id: body.priority_id,
  start_date: body.start_date,
  end_date: body.end_date,
  funding_source_id: body.funding_source_id,
  contingency: body.contingency,
  total_budget: body.total_budget,
});

/**
 * SPEC 7 /v5/project and /v5/project-phase: a work plan's projects (SPEC 3 "Project") and their
 * phases in order (SPEC 3 "Phase"). Deleting either is permanent and takes what it holds along.
 */
export const workPlanProjectRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(projectPaths.list),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: projectPaths.list.params, response: { 200: projectListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ contents: (await readProjectTree(db, request.params.wpId)).map(projectOnly) }),
  });

  app.route({
    ...routeAt(projectPaths.create),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: projectPaths.create.params,
      body: projectInputSchema,
      response: { 201: projectSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { wpId } = request.params;
      const project = await writeToPlan(db, request, wpId, async ({ trx, plan, record }) => {
        await checkReferences(trx, plan, request.body);
        const statusId = request.body.status_id ?? (await firstStatusId(trx, wpId));
        const { id } = await trx
          .insertInto('work_plan_projects')
          .values({ work_plan_id: wpId, ...projectColumns(request.body), status_item_id: statusId, created_by: request.user.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record('project.created', { type: 'project', id, name: request.body.name });
        return projectOnly((await readProject(trx, wpId, id))!);
      });
      return reply.code(201).send(project);
    },
  });

  app.route({
    ...routeAt(projectPaths.get),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: projectPaths.get.params, response: { 200: projectSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { wpId, projectId } = request.params;
      const project = await readProject(db, wpId, projectId);
      if (!project) throw projectNotFound(wpId, projectId);
      return projectOnly(project);
    },
  });

  app.route({
    ...routeAt(projectPaths.update),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: projectPaths.update.params,
      body: projectInputSchema,
      response: { 200: projectSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { wpId, projectId } = request.params;
      return writeToPlan(db, request, wpId, async ({ trx, plan, record }) => {
        const before = await readProject(trx, wpId, projectId);
        if (!before) throw projectNotFound(wpId, projectId);
        await checkReferences(trx, plan, request.body);
        const status = request.body.status_id ?? before.status?.id ?? null;
        await trx.updateTable('work_plan_projects').set({ ...projectColumns(request.body), status_item_id: status, updated_at: new Date() }).where('id', '=', projectId).execute();
        const after = (await readProject(trx, wpId, projectId))!;
        await record('project.updated', { type: 'project', id: projectId, name: after.name }, fieldChanges(projectFacts(before), projectFacts(after)));
        return projectOnly(after);
      });
    },
  });

  // The Board moves a card to another status column.
  app.route({
    ...routeAt(projectPaths.status),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: projectPaths.status.params,
      body: projectStatusInputSchema,
      response: { 200: projectSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { wpId, projectId } = request.params;
      return writeToPlan(db, request, wpId, async ({ trx, plan, record }) => {
        const before = await readProject(trx, wpId, projectId);
        if (!before) throw projectNotFound(wpId, projectId);
        await checkReferences(trx, plan, request.body);
        await trx.updateTable('work_plan_projects').set({ status_item_id: request.body.status_id, updated_at: new Date() }).where('id', '=', projectId).execute();
        const after = (await readProject(trx, wpId, projectId))!;
        await record('project.updated', { type: 'project', id: projectId, name: after.name }, fieldChanges(projectFacts(before), projectFacts(after)));
        return projectOnly(after);
      });
    },
  });

  // Permanent (SPEC 5): its phases and their treatments go with it; proposed treatments become unplanned.
  app.route({
    ...routeAt(projectPaths.delete),
    config: planRule('workPlans.delete'),
    schema: { tags: ['work-plans'], params: projectPaths.delete.params, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const { wpId, projectId } = request.params;
      await writeToPlan(db, request, wpId, async ({ trx, record }) => {
        const project = await findProject(trx, wpId, projectId);
        if (!project) throw projectNotFound(wpId, projectId);
        await trx.deleteFrom('work_plan_projects').where('id', '=', projectId).execute();
        await record('project.deleted', { type: 'project', id: projectId, name: project.name });
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeAt(projectPaths.phases),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: projectPaths.phases.params, response: { 200: phaseListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { wpId, projectId } = request.params;
      const project = await readProject(db, wpId, projectId);
      if (!project) throw projectNotFound(wpId, projectId);
      return { contents: project.phases.map(phaseOnly) };
    },
  });

  app.route({
    ...routeAt(projectPaths.phaseCreate),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: projectPaths.phaseCreate.params,
      body: phaseInputSchema,
      response: { 201: phaseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { wpId, projectId } = request.params;
      const phase = await writeToPlan(db, request, wpId, async ({ trx, plan, record }) => {
        const project = await findProject(trx, wpId, projectId);
        if (!project) throw projectNotFound(wpId, projectId);
        const refusal = phaseDatesRefusal(request.body, plan.fiscal_year_start);
        if (refusal) throw refusedDates(refusal, 'end_date');
        await checkReferences(trx, plan, request.body);
        const statusId = request.body.status_id ?? (await firstStatusId(trx, wpId));
        const position = await nextPosition(trx, 'work_plan_phases', projectId);
        const { id } = await trx
          .insertInto('work_plan_phases')
          .values({ project_id: projectId, position, ...phaseColumns(request.body), status_item_id: statusId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record('phase.created', { type: 'phase', id, name: request.body.name }, { project: { id: projectId, name: project.name } });
        return phaseOnly((await readPhase(trx, wpId, id))!);
      });
      return reply.code(201).send(phase);
    },
  });

  app.route({
    ...routeAt(projectPaths.phaseOrder),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: projectPaths.phaseOrder.params,
      body: phaseOrderSchema,
      response: { 200: phaseListSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { wpId, projectId } = request.params;
      const { ids } = request.body;
      return writeToPlan(db, request, wpId, async ({ trx, record }) => {
        const project = await findProject(trx, wpId, projectId);
        if (!project) throw projectNotFound(wpId, projectId);
        assertSameIds(ids, await itemIds(trx, 'work_plan_phases', projectId), 'project');
        await reorderItems(trx, 'work_plan_phases', ids);
        await record('project.updated', { type: 'project', id: projectId, name: project.name }, { phases_reordered: true });
        return { contents: (await readProject(trx, wpId, projectId))!.phases.map(phaseOnly) };
      });
    },
  });

  app.route({
    ...routeAt(projectPaths.phase),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: projectPaths.phase.params, response: { 200: phaseSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { wpId, projectId, phaseId } = request.params;
      const phase = await readPhase(db, wpId, phaseId);
      if (!phase || phase.project_id !== projectId) throw phaseNotFound(projectId, phaseId);
      return phaseOnly(phase);
    },
  });

  app.route({
    ...routeAt(projectPaths.phaseUpdate),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: projectPaths.phaseUpdate.params,
      body: phaseInputSchema,
      response: { 200: phaseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { wpId, projectId, phaseId } = request.params;
      return writeToPlan(db, request, wpId, async ({ trx, plan, record }) => {
        const before = await findPhase(trx, wpId, phaseId, projectId);
        if (!before) throw phaseNotFound(projectId, phaseId);
        const refusal = phaseDatesRefusal(request.body, plan.fiscal_year_start);
        if (refusal) throw refusedDates(refusal, 'end_date');
        await checkReferences(trx, plan, request.body);
        // Its treatments stay dated within the phase: new dates that leave some out wait for theirs to move.
        const outside = await trx
          .selectFrom('work_plan_treatments')
          .select('id')
          .where('phase_id', '=', phaseId)
          .where((eb) => eb.or([eb('treatment_date', '<', request.body.start_date), eb('treatment_date', '>', request.body.end_date)]))
          .executeTakeFirst();
        if (outside) throw new HttpError(400, 'errors.phaseTreatmentsOutsideDates', `Treatment ${outside.id} is dated outside the new dates`);
        const previous = (await readPhase(trx, wpId, phaseId))!;
        const status = request.body.status_id ?? before.status_item_id;
        await trx.updateTable('work_plan_phases').set({ ...phaseColumns(request.body), status_item_id: status, updated_at: new Date() }).where('id', '=', phaseId).execute();
        const after = (await readPhase(trx, wpId, phaseId))!;
        await record('phase.updated', { type: 'phase', id: phaseId, name: after.name }, fieldChanges(phaseFacts(previous), phaseFacts(after)));
        return phaseOnly(after);
      });
    },
  });

  // Permanent (SPEC 5): its treatments go with it; proposed treatments become unplanned.
  app.route({
    ...routeAt(projectPaths.phaseDelete),
    config: planRule('workPlans.delete'),
    schema: { tags: ['work-plans'], params: projectPaths.phaseDelete.params, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const { wpId, projectId, phaseId } = request.params;
      await writeToPlan(db, request, wpId, async ({ trx, record }) => {
        const phase = await findPhase(trx, wpId, phaseId, projectId);
        if (!phase) throw phaseNotFound(projectId, phaseId);
        await removeItem(trx, 'work_plan_phases', phase.project_id, phase);
        await record('phase.deleted', { type: 'phase', id: phaseId, name: phase.name });
      });
      return reply.code(204).send(null);
    },
  });
};
