import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '../../src/api/schemas/error.schema';
import { messageFor } from '../http/messages';
import type { MaintenanceSwitch } from '../maintenance/maintenanceSwitch';
import { API_PREFIX } from '../../src/api/paths/definePath';
import { systemPaths } from '../../src/api/paths/systemPaths';

/** Paths the SPA still needs during maintenance to start and show the banner. */
const OPEN_DURING_MAINTENANCE = new Set([`${API_PREFIX}${systemPaths.clientConfig.url()}`]);

/** While the switch is on, the API answers 503 with the message and the status page (SPEC 8). */
export const maintenance = fp(async (app: FastifyInstance, options: { maintenanceSwitch: MaintenanceSwitch }) => {
  app.addHook('onRequest', async (request, reply) => {
    const state = options.maintenanceSwitch.current();
    if (!state || OPEN_DURING_MAINTENANCE.has(request.url.split('?')[0]!)) return;
    const body: ApiErrorBody = { code: 503, message: state.message ?? messageFor('errors.maintenance'), key: state.message ? undefined : 'errors.maintenance' };
    if (state.status_page_url) body.status_page_url = state.status_page_url;
    return reply.code(503).header('retry-after', '30').send(body);
  });
});
