import { createActor } from 'xstate';
import type { PortfolioEventPage } from '../../../src/api/schemas/portfolioEvent.schema';
import { activityLogMachine, type ActivityQuery } from '../../../src/machines/activityLog.machine';
import { controllablePromise } from '../support/controllable';
import { portfolioDetail } from '../support/portfolioFixtures';
import { createPathDriver } from '../support/pathDriver';

export function startActivityLog(input = { portfolioId: portfolioDetail.id }) {
  const fetchEvents = controllablePromise<PortfolioEventPage, ActivityQuery>();
  const actor = createActor(activityLogMachine.provide({ actors: { fetchEvents: fetchEvents.logic } }), { input }).start();
  return { actor, fetchEvents, driver: createPathDriver(actor, { fetchEvents }) };
}
