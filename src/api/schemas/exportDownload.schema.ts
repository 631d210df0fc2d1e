import { z } from 'zod';
import { idSchema, timestampSchema } from './common.schema';

/**
 * SPEC 4 "Simulation detail": build a download record for an export report, then download it.
 * The record is built first (the workbook streams to storage with progress); its download link
 * stays valid for a limited time, after which 'Downloading URL is invalid.'
 */
export const exportDownloadSchema = z.object({
  id: idSchema,
  task_id: idSchema,
  status: z.enum(['building', 'ready', 'failed']),
  /** 0-1 while building. */
  progress: z.number().min(0).max(1),
  /** The columns left out because their names repeated another's (SPEC 5), shown as a notice. */
  removed_columns: z.array(z.string()),
  file_name: z.string(),
  /** Where to fetch the .xlsx once ready; null while building or failed. */
  download_url: z.string().nullable(),
  expires_at: timestampSchema.nullable(),
  error_message: z.string().nullable(),
});
export type ExportDownload = z.infer<typeof exportDownloadSchema>;

export const exportDownloadParamsSchema = z.object({ downloadId: idSchema });
