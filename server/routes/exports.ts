import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ExportDownloadsTable } from '../db/schema';
import type { BlobStore } from '../storage/blobStore';
import { exportDownloadSchema, type ExportDownload } from '../../src/api/schemas/exportDownload.schema';
import { reportPaths } from '../../src/api/paths/reportPaths';
import { API_PREFIX } from '../../src/api/paths/definePath';
import { portfolioAction } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { contentDisposition, XLSX_TYPE } from '../http/downloads';
import { loggableError } from '../http/loggableError';
import { createExportJobs } from '../reports/exportJobs';
import { failAbandonedExport } from '../reports/exportLease';

/** Characters no file system or browser keeps in a downloaded file's name. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;
const FILE_NAME_MAX = 120;

type ExportRow = Selectable<ExportDownloadsTable>;

/** SPEC 4: '<simulation name> - <year-month-day>.xlsx', the day the export was asked for. */
export function exportFileName(simulationName: string, day: Date): string {
  const base = simulationName.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim().slice(0, FILE_NAME_MAX).trim() || 'Simulation';
  return `${base} - ${day.toISOString().slice(0, 10)}.xlsx`;
}

const isDownloadable = (row: ExportRow, now: Date) => row.status === 'ready' && row.blob_key !== null && row.expires_at !== null && row.expires_at > now;

function toExportDownload(row: ExportRow): ExportDownload {
  return {
    id: row.id,
    task_id: row.task_id,
    status: row.status,
    progress: row.progress,
    removed_columns: row.removed_columns,
    file_name: row.file_name,
    download_url: isDownloadable(row, new Date()) ? `${API_PREFIX}${reportPaths.exportFile.url({ downloadId: row.id })}` : null,
    expires_at: row.expires_at?.toISOString() ?? null,
    error_message: row.error_message,
  };
}

/** SPEC 8 'Downloading URL is invalid.': the record's link expired, its workbook is gone, or it never became ready. */
const staleLink = (developerMessage: string) => new HttpError(410, 'errors.downloadUrlInvalid', developerMessage);

/**
 * SPEC 4 "Simulation detail": build a download record for an export report, follow it while the
 * workbook is built, then download the workbook. Every member may export what they may read.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Db; blobs: BlobStore }> = async (app, { db, blobs }) => {
  const jobs = createExportJobs({ db, blobs, log: (message, error) => app.log.error({ err: loggableError(error) }, message) });
  app.addHook('onClose', () => jobs.drain());

  const record = async (downloadId: string) => {
    const row = await db.selectFrom('export_downloads').selectAll().where('id', '=', downloadId).executeTakeFirst();
    if (!row) throw notFound(`Export ${downloadId} was deleted`);
    return row;
  };

  app.route({
    ...routeAt(reportPaths.exportCreate),
    config: { rule: portfolioAction('reports.read', 'taskId') },
    schema: { tags: ['exports'], params: reportPaths.exportCreate.params, response: { 202: exportDownloadSchema, ...errorResponses(400, 401, 404, 409) } },
    handler: async (request, reply) => {
      const { taskId } = request.params;
      const task = await db
        .selectFrom('simulation_tasks as t')
        .innerJoin('simulations as s', 's.id', 't.simulation_id')
        .leftJoin('task_results as r', 'r.task_id', 't.id')
        .select(['s.name', 'r.task_id as results_of'])
        .where('t.id', '=', taskId)
        .executeTakeFirst();
      if (!task) throw notFound(`Task ${taskId} was deleted`);
      if (!task.results_of) throw new HttpError(409, 'errors.simulationDataUnavailable', `Task ${taskId} has no results to export`);
      const created = await db
        .insertInto('export_downloads')
        .values({ task_id: taskId, created_by: request.user.id, status: 'building', file_name: exportFileName(task.name, new Date()) })
        .returningAll()
        .executeTakeFirstOrThrow();
      jobs.start(created.id, request.user.locale);
      return reply.code(202).send(toExportDownload(created));
    },
  });

  app.route({
    ...routeAt(reportPaths.exportGet),
    config: { rule: portfolioAction('reports.read', 'downloadId') },
    schema: { tags: ['exports'], params: reportPaths.exportGet.params, response: { 200: exportDownloadSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => {
      // The client follows a build by reading its record, so this is where a crashed build is found.
      await failAbandonedExport(db, request.params.downloadId);
      return toExportDownload(await record(request.params.downloadId));
    },
  });

  app.route({
    ...routeAt(reportPaths.exportFile),
    config: { rule: portfolioAction('reports.read', 'downloadId') },
    schema: {
      tags: ['exports'],
      params: reportPaths.exportFile.params,
      response: { 200: z.instanceof(Readable).meta({ description: 'The .xlsx workbook' }), ...errorResponses(400, 401, 404, 410) },
    },
    handler: async (request, reply) => {
      const row = await record(request.params.downloadId);
      if (!isDownloadable(row, new Date())) throw staleLink(`Export ${row.id} is ${row.status}${row.expires_at ? `, expiring ${row.expires_at.toISOString()}` : ''}`);
      const size = await stat(blobs.pathOf(row.blob_key!)).then(
        (file) => file.size,
        () => null,
      );
      if (size === null) throw staleLink(`The workbook of export ${row.id} is gone`);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', contentDisposition(row.file_name))
        .header('content-length', size)
        .header('cache-control', 'private, no-store')
        .send(blobs.read(row.blob_key!));
    },
  });
};
