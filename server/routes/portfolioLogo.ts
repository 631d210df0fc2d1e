import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { portfolioDetailSchema } from '../../src/api/schemas/portfolio.schema';
import { portfolioPaths } from '../../src/api/paths/portfolioPaths';
import {
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  logoContentTypeSchema,
  looksLike,
} from '../../src/api/schemas/portfolioLogo.schema';
import { findPortfolioLogo, portfolioDetailFor, setPortfolioLogo } from '../repositories/portfolioQueries';
import { recordEvent } from '../repositories/eventQueries';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { portfolioAction, publicRoute } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

const imageBytesSchema = z.instanceof(Buffer).meta({ description: `The image: ${LOGO_CONTENT_TYPES.join(', ')}` });

/** Content hashes never change meaning, so a logo URL may be cached for a year without revalidation. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export const portfolioLogoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // This plugin alone takes raw image bodies, with a limit of its own.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...LOGO_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError) => {
    // Fastify rejects these before the handler runs; they get the logo's own messages here and
    // the one error shape from the application's handler.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'errors.logoTooLarge', error.message);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, 'errors.logoType', error.message);
    throw error;
  });

  app.route({
    ...routeAt(portfolioPaths.uploadLogo),
    config: { rule: portfolioAction('portfolio.logo.update') },
    schema: {
      tags: ['portfolios'],
      params: portfolioPaths.uploadLogo.params,
      body: imageBytesSchema,
      response: { 200: portfolioDetailSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
    },
    handler: async (request) => {
      const { pfId } = request.params;
      const user = request.user;
      const declared = logoContentTypeSchema.safeParse(request.headers['content-type']?.split(';')[0]?.trim().toLowerCase());
      const bytes = request.body;
      if (!declared.success || !looksLike(declared.data, bytes)) {
        throw new HttpError(415, 'errors.logoType', `The body is not a ${request.headers['content-type']} image`);
      }
      const contentType = declared.data;
      const hash = createHash('sha256').update(bytes).digest('hex');
      return db.transaction().execute(async (trx) => {
        await lockPortfolioAccess(trx, request);
        await setPortfolioLogo(trx, pfId, { bytes, contentType, hash });
        const detail = (await portfolioDetailFor(trx, user.id, pfId))!;
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'portfolio.logo_updated',
          subjectType: 'portfolio',
          subjectId: pfId,
          subjectName: detail.name,
          details: { content_type: contentType, bytes: bytes.length },
        });
        return detail;
      });
    },
  });

  // Public: an <img> cannot send the bearer token. The id and the content hash make the URL unguessable.
  app.route({
    ...routeAt(portfolioPaths.logo),
    config: { rule: publicRoute },
    schema: {
      tags: ['portfolios'],
      security: [],
      params: portfolioPaths.logo.params,
      response: { 200: imageBytesSchema, 304: z.null(), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const { pfId, hash } = request.params;
      const logo = await findPortfolioLogo(db, pfId, hash);
      if (!logo?.logo || !logo.logo_content_type) throw notFound(`No logo ${hash} for portfolio ${pfId}`);
      const etag = `"${hash}"`;
      reply
        .header('cache-control', CACHE_FOREVER)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type(logo.logo_content_type).send(Buffer.from(logo.logo));
    },
  });
};
