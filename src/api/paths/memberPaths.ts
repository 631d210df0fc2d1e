import { memberParamsSchema } from '../schemas/member.schema';
import { portfolioParamsSchema } from '../schemas/portfolio.schema';
import { definePath } from './definePath';

/** A portfolio's members and pending invitations; :memberId names either. */
export const memberPaths = {
  list: definePath({ name: 'members.list', method: 'GET', pattern: '/portfolios/:pfId/members', params: portfolioParamsSchema }),
  invite: definePath({ name: 'members.invite', method: 'POST', pattern: '/portfolios/:pfId/members', params: portfolioParamsSchema }),
  update: definePath({ name: 'member.update', method: 'PUT', pattern: '/portfolios/:pfId/members/:memberId', params: memberParamsSchema }),
  remove: definePath({ name: 'member.remove', method: 'DELETE', pattern: '/portfolios/:pfId/members/:memberId', params: memberParamsSchema }),
  resend: definePath({
    name: 'member.resend',
    method: 'POST',
    pattern: '/portfolios/:pfId/members/:memberId/resend',
    params: memberParamsSchema,
  }),
};
