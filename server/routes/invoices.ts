import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { portfolioPaths } from '../../src/api/paths/portfolioPaths';
import { invoicePageSchema, invoiceQuerySchema } from '../../src/api/schemas/invoice.schema';
import { listPortfolioInvoices } from '../repositories/invoiceQueries';
import { portfolioAction } from '../permissions/routeRule';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

/** The billing records of the subscription a portfolio is billed to; Admins only. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(portfolioPaths.invoices),
    config: { rule: portfolioAction('invoices.read') },
    schema: {
      tags: ['portfolios'],
      params: portfolioPaths.invoices.params,
      querystring: invoiceQuerySchema,
      response: { 200: invoicePageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => listPortfolioInvoices(db, request.params.pfId, request.query),
  });
};
