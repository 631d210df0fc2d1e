import { companyConnectionParamsSchema } from '../schemas/companyConnection.schema';
import { definePath } from './definePath';

/** The signed-in user's own things: profile, sign-out, subscription, company connection. */
export const profilePaths = {
  get: definePath({ name: 'profile.get', method: 'GET', pattern: '/profile' }),
  update: definePath({ name: 'profile.update', method: 'PUT', pattern: '/profile' }),
  logout: definePath({ name: 'profile.logout', method: 'POST', pattern: '/profile/logout' }),
  subscription: definePath({ name: 'subscription.get', method: 'GET', pattern: '/profile/subscription' }),
  linkSubscription: definePath({ name: 'subscription.link', method: 'POST', pattern: '/profile/subscription' }),
  companyConnection: definePath({ name: 'companyConnection.get', method: 'GET', pattern: '/profile/company-connection' }),
  saveCompanyConnection: definePath({
    name: 'companyConnection.save',
    method: 'PUT',
    pattern: '/profile/company-connection/:id',
    params: companyConnectionParamsSchema,
  }),
};
