import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, timestampSchema } from './common.schema';

/** A simulation as the collections list it (SPEC 3 "Simulation"), with its workspace and portfolio. */
export const simulationSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  workspace_id: idSchema,
  workspace_name: z.string(),
  portfolio_id: idSchema,
  portfolio_name: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type SimulationSummary = z.infer<typeof simulationSummarySchema>;

/** GET /simulations: the simulations of the user's portfolios, most recently updated first. */
export const simulationListQuerySchema = pageQuerySchema;
export const simulationPageSchema = pageOf(simulationSummarySchema);
export type SimulationPage = z.infer<typeof simulationPageSchema>;
