import type { SummaryCode } from '../../src/api/schemas/reportSummary.schema';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import type { ServiceLog } from '../services';
import type { BlobStore } from '../storage/blobStore';
import { failedExport, holdExportLease } from './exportLease';
import { writeExportWorkbook, type ReportSheet } from './exportWorkbook';
import { availableSummaryCodes, buildSummary, loadSummaryInputs, type SummaryInputs } from './resultsSummaries';
import { storeTaskWorks, worksStored } from './taskWorks';
import { countTaskWorks, taskWorksBatches } from './taskWorksBatches';
import { workbookTexts } from './workbookTexts';

export const EXPORT_BLOB_KIND = 'exports';
/** How long a ready workbook may be downloaded; then its link is stale ('Downloading URL is invalid.'). */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Progress is written at most this often, so that a large export does not hammer its row. */
const PROGRESS_INTERVAL_MS = 500;
/** The tabs about one chosen asset have no table of the whole run: the works programme covers them. */
const PER_ASSET_CODES: ReadonlySet<SummaryCode> = new Set(['asset-life-cycle', 'wp-asset-life-cycle']);

export type ExportJobs = {
  /** Builds a new download record's workbook in the background, in the requester's locale. */
  start(downloadId: string, locale: string): void;
  /** Waits for the builds under way: the server stops them before it closes the database. */
  drain(): Promise<void>;
};


/** A tab this run cannot serve yet (system-life-cycle before its zero-budget run) is left out rather than failing the export. */
function reportSheet(code: SummaryCode, inputs: SummaryInputs): ReportSheet {
  return {
    code,
    table: async () => {
      try {
        return (await buildSummary(code, inputs)).table;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) return null;
        throw error;
      }
    },
  };
}

async function exportFacts(db: Db, downloadId: string) {
  return db
    .selectFrom('export_downloads as e')
    .innerJoin('simulation_tasks as t', 't.id', 'e.task_id')
    .innerJoin('simulations as s', 's.id', 't.simulation_id')
    .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
    .innerJoin('portfolios as p', 'p.id', 'w.portfolio_id')
    .select(['e.task_id', 'e.status', 'e.created_at', 's.name as simulation', 'w.name as workspace', 'p.name as portfolio', 't.finished_at'])
    .where('e.id', '=', downloadId)
    .executeTakeFirst();
}

type ExportFacts = NonNullable<Awaited<ReturnType<typeof exportFacts>>>;

/** Ready workbooks past their lifetime give their storage back; their records stay, to say the link is stale. */
async function removeExpired(db: Db, blobs: BlobStore): Promise<void> {
  const expired = await db
    .updateTable('export_downloads')
    .set({ blob_key: null })
    .where('expires_at', '<', new Date())
    .where('blob_key', 'is not', null)
    .returning('blob_key')
    .execute()
    .then((rows) => rows.flatMap((row) => (row.blob_key ? [row.blob_key] : [])));
  // The row no longer names the file: removing it now cannot leave a record pointing at nothing.
  await Promise.all(expired.map((key) => blobs.remove(key)));
}

async function buildExport(db: Db, blobs: BlobStore, downloadId: string, locale: string, log: ServiceLog): Promise<void> {
  const facts = await exportFacts(db, downloadId);
  // The simulation (and with it the record) was deleted meanwhile, or another process built it.
  if (!facts || facts.status !== 'building') return;
  const releaseLease = holdExportLease(db, downloadId, (error) => log(`export ${downloadId} could not renew its lease`, error));
  try {
    await buildWorkbook(db, blobs, downloadId, locale, facts);
  } finally {
    releaseLease();
  }
}

async function buildWorkbook(db: Db, blobs: BlobStore, downloadId: string, locale: string, facts: ExportFacts): Promise<void> {
  await removeExpired(db, blobs);
  const texts = await workbookTexts(locale);
  const inputs = await loadSummaryInputs(db, blobs, facts.task_id);
  // The works are loaded by the lite reports' generation; an export asked for before it finished loads them itself.
  const worksCount = (await worksStored(db, facts.task_id)) ? await countTaskWorks(db, facts.task_id) : await storeTaskWorks(db, blobs, facts.task_id);

  let lastWrite = Date.now();
  const reportProgress = async (fraction: number) => {
    if (Date.now() - lastWrite < PROGRESS_INTERVAL_MS) return;
    lastWrite = Date.now();
    await db.updateTable('export_downloads').set({ progress: fraction }).where('id', '=', downloadId).where('status', '=', 'building').execute();
  };

  const slot = await blobs.reserve(EXPORT_BLOB_KIND);
  try {
    const codes = availableSummaryCodes(inputs).filter((code) => !PER_ASSET_CODES.has(code));
    const { removedColumns } = await writeExportWorkbook(
      slot.tempPath,
      {
        about: {
          simulation: facts.simulation,
          workspace: facts.workspace,
          portfolio: facts.portfolio,
          taskId: facts.task_id,
          runDate: facts.finished_at,
          calendarYears: inputs.results.run.calendarYears,
          assetCount: inputs.results.run.assetCount,
          exportedAt: facts.created_at,
        },
        reports: codes.map((code) => reportSheet(code, inputs)),
        works: { count: worksCount, batches: taskWorksBatches(db, facts.task_id) },
        texts,
      },
      reportProgress,
    );
    await slot.commit();
    const readied = await db
      .updateTable('export_downloads')
      .set({
        status: 'ready',
        progress: 1,
        blob_key: slot.key,
        removed_columns: JSON.stringify(removedColumns),
        expires_at: new Date(Date.now() + EXPORT_LIFETIME_MS),
      })
      .where('id', '=', downloadId)
      .where('status', '=', 'building')
      .executeTakeFirst();
    // Deleted while it was being built: nothing names the workbook any more.
    if (readied.numUpdatedRows === 0n) await blobs.remove(slot.key);
  } catch (error) {
    await slot.discard();
    throw error;
  }
}

/**
 * The export workbooks being built in this process. A build is in-process background work: the
 * request that creates the record answers at once, the client polls the record's progress. A
 * failed build marks its record failed with the generic message (the details go to the log); a
 * build whose process died is found by its lapsed lease (exportLease) and read as failed the same way.
 */
export function createExportJobs({ db, blobs, log }: { db: Db; blobs: BlobStore; log: ServiceLog }): ExportJobs {
  const running = new Set<Promise<void>>();
  const fail = async (downloadId: string, error: unknown) => {
    log(`export ${downloadId} failed`, error);
    await db
      .updateTable('export_downloads')
      .set(failedExport())
      .where('id', '=', downloadId)
      .where('status', '=', 'building')
      .execute();
  };
  return {
    start(downloadId, locale) {
      const build = buildExport(db, blobs, downloadId, locale, log)
        .catch((error: unknown) => fail(downloadId, error))
        .catch((error: unknown) => log(`export ${downloadId} could not be marked failed`, error))
        .finally(() => running.delete(build));
      running.add(build);
    },
    drain: async () => {
      await Promise.all([...running]);
    },
  };
}
