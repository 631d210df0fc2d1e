import { z } from 'zod';
import { idSchema } from './common.schema';

export const permissionSchema = z.enum(['Admin', 'Editor', 'Viewer']);
export type Permission = z.infer<typeof permissionSchema>;

export const userRefSchema = z.object({
  id: idSchema,
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserRef = z.infer<typeof userRefSchema>;
