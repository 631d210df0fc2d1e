import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas the routes validate with. */
export const openApi = fp(async (app: FastifyInstance, options: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Horizon API', version: options.version, description: 'Portfolios, simulations, reports and work plans.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
});
