import { z } from 'zod';

/** SPEC 4 "Report status": completed shows as Ready. */
export const reportStatusSchema = z.enum(['not_started', 'in_progress', 'completed', 'failed', 'outdated']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;
