import { definePath } from './definePath';

/** Collections across every portfolio the caller is a member of, and the caller's notification endpoint. */
export const collectionPaths = {
  workspaces: definePath({ name: 'workspaces.list', method: 'GET', pattern: '/workspaces' }),
  simulations: definePath({ name: 'simulations.list', method: 'GET', pattern: '/simulations' }),
  workPlans: definePath({ name: 'workPlans.list', method: 'GET', pattern: '/work-plans' }),
  notificationEndpoint: definePath({ name: 'notifications.endpoint', method: 'GET', pattern: '/notifications/endpoint' }),
};
