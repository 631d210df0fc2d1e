import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { portfolioParamsSchema } from '../../src/api/schemas/portfolio.schema';
import { invoicePageSchema, invoiceQuerySchema } from '../../src/api/schemas/invoice.schema';
import { listPortfolioInvoices } from '../repositories/invoiceQueries';
import { authorizePortfolio } from '../permissions/portfolioPermissions';
import { errorResponses } from '../http/routeSchemas';

/** The billing records of the subscription a portfolio is billed to; Admins only. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/portfolios/:pfId/invoices',
    {
      schema: {
        tags: ['portfolios'],
        params: portfolioParamsSchema,
        querystring: invoiceQuerySchema,
        response: { 200: invoicePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await authorizePortfolio(db, request.user, request.params.pfId, 'invoices.read');
      return listPortfolioInvoices(db, request.params.pfId, request.query);
    },
  );
};
