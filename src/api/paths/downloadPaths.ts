import { downloadParamsSchema } from '../schemas/download.schema';
import { definePath } from './definePath';

/** Apps & Downloads: the list of what can be downloaded, and the public installer download itself. */
export const downloadPaths = {
  list: definePath({ name: 'downloads.list', method: 'GET', pattern: '/downloads' }),
  file: definePath({ name: 'downloads.file', method: 'GET', pattern: '/downloads/:fileName', params: downloadParamsSchema }),
};
