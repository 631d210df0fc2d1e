import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { healthSchema } from '../../src/api/schemas/health.schema';
import { systemPaths } from '../../src/api/paths/systemPaths';
import { routeAt } from '../http/routeAt';
import { publicRoute } from '../permissions/routeRule';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; version: string }> = async (app, { db, version }) => {
  app.route({
    ...routeAt(systemPaths.health),
    config: { rule: publicRoute },
    schema: { tags: ['health'], response: { 200: healthSchema } },
    handler: async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, version };
    },
  });
};
