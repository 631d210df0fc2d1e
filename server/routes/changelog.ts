import fs from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changelogSchema, type Changelog } from '../../src/api/schemas/changelog.schema';
import { shellPaths } from '../../src/api/paths/shellPaths';
import { routeAt } from '../http/routeAt';
import { publicRoute } from '../permissions/routeRule';
import { parseChangelog } from '../changelog/parseChangelog';

/** The repository's CHANGELOG.md, beside package.json, which the server runs from. */
export const CHANGELOG_FILE = new URL('../../CHANGELOG.md', import.meta.url);

/**
 * GET /api/changelog: the product version and what changed, for the Info Centre. Read once as the
 * server starts: the file only changes with a new release of the code.
 */
export const changelogRoutes: FastifyPluginAsyncZod<{ version: string; file?: URL }> = async (app, { version, file = CHANGELOG_FILE }) => {
  const body: Changelog = { version, entries: parseChangelog(await fs.readFile(file, 'utf8')) };
  app.route({
    ...routeAt(shellPaths.changelog),
    config: { rule: publicRoute },
    schema: { tags: ['config'], response: { 200: changelogSchema } },
    handler: async () => body,
  });
};
