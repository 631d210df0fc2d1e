import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { healthSchema } from '../../src/api/schemas/health.schema';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; version: string }> = async (app, { db, version }) => {
  app.get(
    '/healthcheck',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: healthSchema } } },
    async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, version };
    },
  );
};
