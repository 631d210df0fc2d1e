import { attachmentParamsSchema } from '../schemas/attachment.schema';
import { portfolioParamsSchema } from '../schemas/portfolio.schema';
import { definePath } from './definePath';

/** A portfolio's resources (SPEC 5), in the order the server keeps. */
export const attachmentPaths = {
  list: definePath({ name: 'attachments.list', method: 'GET', pattern: '/portfolios/:pfId/attachments', params: portfolioParamsSchema }),
  create: definePath({ name: 'attachments.create', method: 'POST', pattern: '/portfolios/:pfId/attachments', params: portfolioParamsSchema }),
  reorder: definePath({
    name: 'attachments.reorder',
    method: 'PUT',
    pattern: '/portfolios/:pfId/attachments/order',
    params: portfolioParamsSchema,
  }),
  update: definePath({
    name: 'attachment.update',
    method: 'PUT',
    pattern: '/portfolios/:pfId/attachments/:attachmentId',
    params: attachmentParamsSchema,
  }),
  delete: definePath({
    name: 'attachment.delete',
    method: 'DELETE',
    pattern: '/portfolios/:pfId/attachments/:attachmentId',
    params: attachmentParamsSchema,
  }),
};
