import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { PortfolioEvent, PortfolioEventAction } from '../../src/api/schemas/portfolioEvent.schema';
import type { PhaseDatesRefusal } from '../../src/api/rules/phaseDates';
import { lockWorkPlan, updateWorkPlan } from '../repositories/workPlanQueries';
import { recordEvent } from '../repositories/eventQueries';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { portfolioAction } from '../permissions/routeRule';
import type { PortfolioParam } from '../permissions/portfolioResolvers';
import { HttpError, notFound } from '../http/httpError';

type Trx = Transaction<Database>;
export type LockedPlan = NonNullable<Awaited<ReturnType<typeof lockWorkPlan>>> & { id: string; portfolioId: string };

/** SPEC 6: the Work Planner's routes need the 'papa' licence besides the rule table's permission. */
export const planRule = (action: 'workPlans.read' | 'workPlans.write' | 'workPlans.delete', param: PortfolioParam = 'wpId') => ({
  rule: portfolioAction(action, param, { feature: 'papa' }),
});

type Subject = { type: Extract<PortfolioEvent['subject_type'], 'project' | 'phase' | 'treatment'>; id: string; name: string };
export type PlanWrite = {
  trx: Trx;
  plan: LockedPlan;
  /** The portfolio's log records the write, in its transaction. */
  record: (action: PortfolioEventAction, subject: Subject, details?: Record<string, unknown>) => Promise<void>;
};

/**
 * Runs a write to the plan's projects, phases or treatments: the caller's access is checked again
 * with the portfolio locked, the plan's row is held so that writes to one plan go one at a time,
 * and the plan's updated_at moves, all in one transaction.
 */
export async function writeToPlan<T>(db: Db, request: FastifyRequest, workPlanId: string, write: (context: PlanWrite) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const membership = await lockPortfolioAccess(trx, request);
    const locked = await lockWorkPlan(trx, workPlanId);
    if (!locked) throw notFound(`Work plan ${workPlanId} was deleted`);
    const plan = { ...locked, id: workPlanId, portfolioId: membership.portfolio_id };
    const record: PlanWrite['record'] = (action, subject, details) =>
      recordEvent(trx, {
        portfolioId: plan.portfolioId,
        actorId: request.user.id,
        action,
        subjectType: subject.type,
        subjectId: subject.id,
        subjectName: subject.name,
        details: { work_plan: { id: workPlanId, name: plan.name }, ...details },
      });
    const result = await write({ trx, plan, record });
    await updateWorkPlan(trx, workPlanId, {});
    return result;
  });
}

/** SPEC 5's date texts carry the other date; the span rule has its own. */
export function refusedDates(refusal: PhaseDatesRefusal, field: string): HttpError {
  if (refusal.key === 'phaseSpansYears') return new HttpError(400, 'errors.phaseSpansYears', `${field} spans more than one fiscal or calendar year`);
  const key = refusal.key === 'dateMustBeLater' ? 'errors.dateMustBeLater' : 'errors.dateMustBeLower';
  return new HttpError(400, key, `${field} is out of range`, undefined, { dateVal: refusal.dateVal });
}

/** A new order names every item of the list once: anything else was read before a change (409). */
export function assertSameIds(ids: string[], current: string[], holder: string): void {
  if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) {
    throw new HttpError(409, 'errors.workPlanOrderStale', `The ${holder} holds ${current.join(', ')}`);
  }
}
