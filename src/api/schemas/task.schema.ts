import { z } from 'zod';
import { packageErrorListSchema } from '../simulationPackage/errors';
import { idSchema, timestampSchema } from './common.schema';
import { creatorSchema } from './creator.schema';
import { taskStatusSchema } from './taskStatus.schema';

export const taskParamsSchema = z.object({ taskId: idSchema });

/** SPEC 3 "Simulation status object": why a task failed and whether trying again can help. */
export const taskStatusObjectSchema = z.object({
  status: taskStatusSchema,
  /** 0-1 while running; 1 once completed. */
  progress: z.number().min(0).max(1),
  /** Seconds the run still needs, estimated from its pace; null when not running. */
  sim_time_remaining: z.number().int().min(0).nullable(),
  error_messages: packageErrorListSchema,
  can_retry: z.boolean(),
});
export type TaskStatusObject = z.infer<typeof taskStatusObjectSchema>;

/** SPEC 3 "Simulation task": one run of a simulation on given versions of its data and settings. */
export const taskSchema = taskStatusObjectSchema.extend({
  id: idSchema,
  simulation_id: idSchema,
  workspace_id: idSchema,
  category_name: z.literal('Simulation'),
  data_snapshot_version: z.number().int().min(1),
  settings_version: z.number().int().min(1),
  created_by: creatorSchema.nullable(),
  created_at: timestampSchema,
  started_at: timestampSchema.nullable(),
  finished_at: timestampSchema.nullable(),
  /** Seconds from start to finish; null until it finished. */
  duration_s: z.number().min(0).nullable(),
  /** A completed task whose results the reports read. */
  has_results: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListSchema = z.object({ contents: z.array(taskSchema) });

/** POST /tasks/{taskId}/requests: stop a task that has not finished, or run a failed one again. */
export const taskRequestSchema = z.object({ type: z.enum(['cancel', 'retry'], { error: 'type must be cancel or retry' }) });
