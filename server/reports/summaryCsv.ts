import type { SummaryCode } from '../../src/api/schemas/reportSummary.schema';
import type { Db } from '../db/database';
import { notFound } from '../http/httpError';
import type { BlobStore } from '../storage/blobStore';
import { csvRecords } from './csvRecords';
import { availableSummaryCodes, buildSummary, loadSummaryInputs } from './resultsSummaries';

/** One report tab's table as CSV, headed by its stable column ids: the same numbers as the tab, its CSV download and the export's sheet. */
export async function summaryCsv(db: Db, blobs: BlobStore, taskId: string, code: SummaryCode): Promise<string> {
  const inputs = await loadSummaryInputs(db, blobs, taskId);
  if (!availableSummaryCodes(inputs).includes(code)) throw notFound(`This run has no ${code} report`);
  const { table } = await buildSummary(code, inputs);
  return csvRecords([table.columns.map((column) => column.id), ...table.rows]);
}
