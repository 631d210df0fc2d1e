import { portfolioParamsSchema } from '../schemas/portfolio.schema';
import { logoParamsSchema } from '../schemas/portfolioLogo.schema';
import { definePath } from './definePath';

export const portfolioPaths = {
  list: definePath({ name: 'portfolios.list', method: 'GET', pattern: '/portfolios' }),
  create: definePath({ name: 'portfolios.create', method: 'POST', pattern: '/portfolios' }),
  get: definePath({ name: 'portfolio.get', method: 'GET', pattern: '/portfolios/:pfId', params: portfolioParamsSchema }),
  update: definePath({ name: 'portfolio.update', method: 'PUT', pattern: '/portfolios/:pfId', params: portfolioParamsSchema }),
  delete: definePath({ name: 'portfolio.delete', method: 'DELETE', pattern: '/portfolios/:pfId', params: portfolioParamsSchema }),
  uploadLogo: definePath({ name: 'portfolio.logo.upload', method: 'POST', pattern: '/portfolios/:pfId/logo', params: portfolioParamsSchema }),
  logo: definePath({ name: 'portfolio.logo.get', method: 'GET', pattern: '/portfolio-logos/:pfId/:hash', params: logoParamsSchema }),
  events: definePath({ name: 'portfolio.events', method: 'GET', pattern: '/portfolios/:pfId/events', params: portfolioParamsSchema }),
  invoices: definePath({ name: 'portfolio.invoices', method: 'GET', pattern: '/portfolios/:pfId/invoices', params: portfolioParamsSchema }),
};
