import { definePath } from './definePath';

export const systemPaths = {
  health: definePath({ name: 'health.check', method: 'GET', pattern: '/healthcheck' }),
  clientConfig: definePath({ name: 'config.get', method: 'GET', pattern: '/config' }),
  docs: definePath({ name: 'docs.get', method: 'GET', pattern: '/docs' }),
};
