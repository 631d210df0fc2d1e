import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { portfolioDetailSchema, portfolioParamsSchema } from '../../src/api/schemas/portfolio.schema';
import {
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  logoContentTypeSchema,
  logoParamsSchema,
  looksLike,
} from '../../src/api/schemas/portfolioLogo.schema';
import { findPortfolioLogo, portfolioDetailFor, setPortfolioLogo } from '../repositories/portfolioQueries';
import { recordEvent } from '../repositories/eventQueries';
import { authorizePortfolio } from '../permissions/portfolioPermissions';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';

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

  app.post(
    '/portfolios/:pfId/logo',
    {
      schema: {
        tags: ['portfolios'],
        params: portfolioParamsSchema,
        body: imageBytesSchema,
        response: { 200: portfolioDetailSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
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
        await authorizePortfolio(trx, user, pfId, 'portfolio.logo.update', { lock: true });
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
  );

  // Public: an <img> cannot send the bearer token. The id and the content hash make the URL unguessable.
  app.get(
    '/portfolio-logos/:pfId/:hash',
    {
      config: { public: true },
      schema: {
        tags: ['portfolios'],
        security: [],
        params: logoParamsSchema,
        response: { 200: imageBytesSchema, 304: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
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
  );
};
