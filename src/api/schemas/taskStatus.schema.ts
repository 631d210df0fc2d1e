import { z } from 'zod';

/**
 * SPEC 4 "Simulation task states and chip": every status a simulation task is seen in. Final ones
 * are failed, cancelled, completed and outdated.
 */
export const taskStatusSchema = z.enum(['new', 'pending', 'queued', 'running', 'active', 'completed', 'failed', 'cancelled', 'invalid', 'outdated']);
export type TaskStatus = z.infer<typeof taskStatusSchema>;
