import { z } from 'zod';
import { idSchema, timestampSchema } from './common.schema';

/**
 * SPEC 4 "Real-time events": the four messages the server publishes to a member's topic. Each
 * message is one JSON object named by `event` (SPEC's own `type` field belongs to
 * report_status_updated); `timestamp` is when the server saw the change, so that a client can
 * drop an update older than one it already applied.
 */
export const taskStatusUpdatedSchema = z.object({
  event: z.literal('task_status_updated'),
  simulation_id: idSchema,
  task_id: idSchema,
  workspace_id: idSchema,
  timestamp: timestampSchema,
});

export const newSimulationCreatedSchema = z.object({
  event: z.literal('new_simulation_created'),
  workspace_id: idSchema,
  simulation_id: idSchema,
  timestamp: timestampSchema,
});

export const reportStatusUpdatedSchema = z.object({
  event: z.literal('report_status_updated'),
  id: z.string(),
  status: z.string(),
  type: z.enum(['workspace', 'simulation']),
  category_name: z.string(),
  simulation_id: idSchema.nullable(),
  timestamp: timestampSchema,
});

export const dataSourceImportTaskStatusUpdatedSchema = z.object({
  event: z.literal('data_source_import_task_status_updated'),
  task_id: idSchema,
  data_source_id: idSchema,
  message: z.string(),
  work_plan_id: idSchema,
  status: z.string(),
  status_label: z.string(),
  /** status_label's and message's keys in src/locales (message_key null when there is no message): the client words them. */
  status_key: z.string().optional(),
  message_key: z.string().nullable().optional(),
  timestamp: timestampSchema,
});

export const realtimeEventSchema = z.discriminatedUnion('event', [
  taskStatusUpdatedSchema,
  newSimulationCreatedSchema,
  reportStatusUpdatedSchema,
  dataSourceImportTaskStatusUpdatedSchema,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['event'];
