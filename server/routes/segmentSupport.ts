import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportPaths } from '../../src/api/paths/supportPaths';
import { supportContactSchema, type SupportContact } from '../../src/api/schemas/supportContact.schema';
import { SUPPORT_DESKS, supportGroupOf } from '../../src/api/rules/supportGroup';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { self } from '../permissions/routeRule';

/**
 * SPEC 7 "GET /profile/segment-support": the support desk of the caller's regional group (SPEC 6),
 * by the region on their profile. One inbox (SUPPORT_EMAIL) serves both desks.
 */
export const segmentSupportRoutes: FastifyPluginAsyncZod<{ supportEmail: string; supportUrl: string }> = async (app, { supportEmail, supportUrl }) => {
  app.route({
    ...routeAt(supportPaths.segmentSupport),
    config: { rule: self },
    schema: { tags: ['support'], response: { 200: supportContactSchema, ...errorResponses(401) } },
    handler: async (request): Promise<SupportContact> => ({
      ...SUPPORT_DESKS[supportGroupOf(request.user.region)],
      email: supportEmail,
      support_url: supportUrl,
    }),
  });
};
