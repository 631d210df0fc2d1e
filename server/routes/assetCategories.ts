import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assetCategoryListSchema } from '../../src/api/schemas/assetCategory.schema';
import { shellPaths } from '../../src/api/paths/shellPaths';
import { routeAt } from '../http/routeAt';
import { publicRoute } from '../permissions/routeRule';
import { ASSET_CATEGORIES } from '../assets/assetCategories';

/** GET /api/asset-categories (SPEC 7 "An asset categories resource location"): public, like the help it serves. */
export const assetCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeAt(shellPaths.assetCategories),
    config: { rule: publicRoute },
    schema: { tags: ['config'], response: { 200: assetCategoryListSchema } },
    handler: async () => ({ contents: [...ASSET_CATEGORIES] }),
  });
};
