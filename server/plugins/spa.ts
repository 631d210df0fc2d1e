import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '../../src/api/paths/definePath';
import { notFound } from '../http/httpError';
import { DOWNLOADS_FOLDER } from '../downloads/downloadFiles';

/**
 * Serves the built SPA; any other GET that is not an API or identity path gets index.html so
 * that the client router decides (and shows its own not-found page).
 */
export async function spa(app: FastifyInstance, options: { distDir: string }) {
  const index = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`The web app is not built: ${index} is missing. Run \`npm run build\`.`);
  // The downloads are served by GET /api/downloads/{fileName}, with their checksum headers, only.
  const downloads = `/${DOWNLOADS_FOLDER}/`;
  await app.register(fastifyStatic, { root: options.distDir, wildcard: false, index: false, allowedPath: (pathName) => !pathName.startsWith(downloads) });
  const html = fs.readFileSync(index, 'utf8');
  app.get('/*', async (request, reply) => {
    // The wildcard would otherwise answer an unknown API path with the page instead of an error.
    if (request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`)) throw notFound(`No API route GET ${request.url}`);
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  });
}
