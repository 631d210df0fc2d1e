import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import type { EventPublisher } from '../realtime/eventPublisher';
import {
  assetFeatureCollectionSchema,
  dataSnapshotCreateSchema,
  dataSnapshotSchema,
  dataSnapshotSummarySchema,
  spatialQuerySchema,
  spatialUploadResultSchema,
} from '../../src/api/schemas/dataSnapshot.schema';
import { publishingPaths } from '../../src/api/paths/publishingPaths';
import { importSnapshotVersion, type Versioned } from '../publishing/publishing';
import { findUnknownAssets, streamPointLayer } from '../publishing/spatialLayer';
import { createSnapshot, snapshotVersion, toSnapshotSummary } from '../repositories/packageQueries';
import { portfolioAction } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

/** What browsers and spreadsheets call a CSV file; an upload names one of these. */
const CSV_CONTENT_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain', 'application/octet-stream'];
const GEOJSON_CONTENT_TYPES = ['application/geo+json', 'application/json'];

class UploadTooLarge extends Error {}

/** The request body as it arrives, stopped once it passes `limit` bytes. */
async function* limited(body: Readable, limit: number): AsyncIterable<Uint8Array> {
  let bytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > limit) throw new UploadTooLarge();
    yield chunk;
  }
}

/**
 * Data snapshots: assets.csv streamed to storage while the engine's row checks read it, a new
 * version only when every row passed; the geometry as GeoJSON.
 */
export const dataSnapshotRoutes: FastifyPluginAsyncZod<{ db: Db; blobs: BlobStore; events: EventPublisher; uploadLimitBytes: number }> = async (
  app,
  { db, blobs, events, uploadLimitBytes },
) => {
  app.addContentTypeParser(CSV_CONTENT_TYPES, (_request, payload, done) => done(null, payload));
  app.addContentTypeParser('application/geo+json', { parseAs: 'string', bodyLimit: uploadLimitBytes }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'errors.payloadTooLarge', error.message);
    throw error;
  });

  app.route({
    ...routeAt(publishingPaths.createSnapshot),
    config: { rule: portfolioAction('simulations.publish') },
    schema: {
      tags: ['publishing'],
      params: publishingPaths.createSnapshot.params,
      body: dataSnapshotCreateSchema,
      response: { 201: dataSnapshotSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createSnapshot(db, { portfolioId: request.params.pfId, name: request.body.name, userId: request.user.id })),
  });

  app.route({
    ...routeAt(publishingPaths.uploadSnapshot),
    config: { rule: portfolioAction('simulations.publish', 'dsId') },
    schema: {
      tags: ['publishing'],
      params: publishingPaths.uploadSnapshot.params,
      consumes: CSV_CONTENT_TYPES,
      response: { 201: dataSnapshotSummarySchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
    },
    handler: async (request, reply) => {
      const { dsId } = request.params;
      if (!request.body) throw new HttpError(400, 'errors.packageInvalid', 'The body is empty', [{ message: 'assets.csv: the file is empty (a header row is required)' }]);
      let imported: Versioned;
      try {
        imported = await importSnapshotVersion({ db, blobs, events }, { snapshotId: dsId, source: limited(request.body as Readable, uploadLimitBytes), userId: request.user.id });
      } catch (error) {
        if (error instanceof UploadTooLarge) {
          // The rest of the body is still on its way: the connection cannot carry another request.
          reply.header('connection', 'close');
          throw new HttpError(413, 'errors.payloadTooLarge', `assets.csv is larger than ${uploadLimitBytes} bytes`);
        }
        throw error;
      }
      if (!imported.ok) {
        if ('gone' in imported) throw notFound(`Data snapshot ${dsId} was deleted`);
        throw new HttpError(400, 'errors.packageInvalid', imported.errors[0]?.message, imported.errors);
      }
      const row = await snapshotVersion(db, dsId, imported.version);
      return reply.code(201).send(toSnapshotSummary(row!));
    },
  });

  app.route({
    ...routeAt(publishingPaths.snapshotVersion),
    config: { rule: portfolioAction('simulations.read', 'dsId') },
    schema: {
      tags: ['publishing'],
      params: publishingPaths.snapshotVersion.params,
      response: { 200: dataSnapshotSummarySchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const row = await snapshotVersion(db, request.params.dsId, request.params.version);
      if (!row) throw new HttpError(404, 'errors.versionNotFound', `Data snapshot ${request.params.dsId} has no version ${request.params.version}`);
      return toSnapshotSummary(row);
    },
  });

  app.route({
    ...routeAt(publishingPaths.spatial),
    config: { rule: portfolioAction('simulations.read', 'dsId') },
    schema: {
      tags: ['publishing'],
      params: publishingPaths.spatial.params,
      querystring: spatialQuerySchema,
      produces: ['application/geo+json'],
      response: { 200: z.custom<Readable>().meta({ description: 'A GeoJSON FeatureCollection, one feature per asset' }), ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const row = await snapshotVersion(db, request.params.dsId, request.query.version);
      if (!row) throw new HttpError(404, 'errors.versionNotFound', `Data snapshot ${request.params.dsId} has no such version`);
      reply.type('application/geo+json');
      if (row.spatial_blob_key) return reply.send(blobs.read(row.spatial_blob_key));
      if (!toSnapshotSummary(row).has_coordinates) throw notFound(`Version ${row.version} of data snapshot ${row.snapshot_id} has no geometry`);
      return reply.send(Readable.from(streamPointLayer(blobs.read(row.blob_key))));
    },
  });

  app.route({
    ...routeAt(publishingPaths.uploadSpatial),
    config: { rule: portfolioAction('simulations.publish', 'dsId') },
    bodyLimit: uploadLimitBytes,
    schema: {
      tags: ['publishing'],
      params: publishingPaths.uploadSpatial.params,
      querystring: spatialQuerySchema,
      consumes: GEOJSON_CONTENT_TYPES,
      body: assetFeatureCollectionSchema,
      response: { 201: spatialUploadResultSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
    },
    handler: async (request, reply) => {
      const { dsId } = request.params;
      const row = await snapshotVersion(db, dsId, request.query.version);
      if (!row) throw new HttpError(404, 'errors.versionNotFound', `Data snapshot ${dsId} has no such version`);
      const unknown = await findUnknownAssets(blobs.read(row.blob_key), request.body.features.map((feature) => feature.properties.asset_id));
      if (unknown.length > 0) {
        throw new HttpError(
          400,
          'errors.spatialUnknownAssets',
          `${unknown.length} features name unknown assets`,
          unknown.slice(0, 100).map((id) => ({ message: `geometry: asset ${id} is not in assets.csv of version ${row.version}` })),
        );
      }
      async function* body() {
        yield Buffer.from(JSON.stringify(request.body), 'utf8');
      }
      const stored = await blobs.write('spatial', body());
      const updated = await db
        .updateTable('data_snapshot_versions')
        .set({ spatial_blob_key: stored.key })
        .where('snapshot_id', '=', dsId)
        .where('version', '=', row.version)
        .returning('version')
        .executeTakeFirst();
      if (!updated) {
        await blobs.remove(stored.key);
        throw notFound(`Data snapshot ${dsId} was deleted`);
      }
      if (row.spatial_blob_key) await blobs.remove(row.spatial_blob_key);
      return reply.code(201).send({ version: row.version, features: request.body.features.length });
    },
  });
};
