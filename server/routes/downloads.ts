import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadPaths } from '../../src/api/paths/downloadPaths';
import { downloadListSchema } from '../../src/api/schemas/download.schema';
import type { DownloadCatalogue } from '../downloads/downloadCatalogue';
import { contentDisposition } from '../http/downloads';
import { notFound } from '../http/httpError';
import { routeAt } from '../http/routeAt';
import { errorResponses } from '../http/routeSchemas';
import { publicRoute } from '../permissions/routeRule';

/** RFC 9530: the digest of the whole file, base64 between colons. */
const reprDigest = (sha256: string) => `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`;

/**
 * Apps & Downloads (SPEC 2 "Downloads centre", SPEC 7 "a public installer download exists"): the
 * list of what can be downloaded and the files themselves, both without sign-in. A file carries
 * its SHA-256 in `X-Checksum-SHA256` (hex, as the page and `sha256sum` show it) and `Repr-Digest`.
 */
export const downloadRoutes: FastifyPluginAsyncZod<{ catalogue: DownloadCatalogue }> = async (app, { catalogue }) => {
  app.route({
    ...routeAt(downloadPaths.list),
    config: { rule: publicRoute },
    schema: { tags: ['downloads'], response: { 200: downloadListSchema } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { contents: await catalogue.list() };
    },
  });

  app.route({
    ...routeAt(downloadPaths.file),
    config: { rule: publicRoute },
    schema: {
      tags: ['downloads'],
      params: downloadPaths.file.params,
      response: { 200: z.instanceof(Readable).meta({ description: 'The file, as an attachment' }), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const file = await catalogue.file(request.params.fileName);
      if (!file) throw notFound(`${request.params.fileName} is not a download of this server (is the app built with \`npm run build\`?)`);
      reply
        .type(file.sha256 ? 'application/javascript' : 'text/plain; charset=utf-8')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('content-length', file.size)
        .header('cache-control', 'no-cache');
      if (file.sha256) reply.header('x-checksum-sha256', file.sha256).header('repr-digest', reprDigest(file.sha256));
      return reply.send(createReadStream(file.path));
    },
  });
};
