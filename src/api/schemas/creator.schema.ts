import { z } from 'zod';

/** SPEC 3 "Creator": who uploaded a package or started a task; null once that account is gone. */
export const creatorSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type Creator = z.infer<typeof creatorSchema>;
