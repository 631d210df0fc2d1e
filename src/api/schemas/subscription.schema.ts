import { z } from 'zod';
import { textSchema } from './common.schema';
import { userRefSchema } from './user.schema';

export const planSchema = z.enum(['Enterprise', 'Core', 'Essentials']);
export type Plan = z.infer<typeof planSchema>;

export const subscriptionStatusSchema = z.enum([
  'active',
  'in_trail',
  'non_renewing',
  'future',
  'paused',
  'cancelled',
  'expired',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** SPEC 4 "Subscription": the statuses treated as valid. */
export const VALID_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'in_trail', 'non_renewing'];

export const subscriptionSchema = z.object({
  subscription_id: z.string(),
  plan: planSchema,
  status: subscriptionStatusSchema,
  billing_owner: userRefSchema,
  portfolio_limit: z.number().int().min(0),
  portfolio_available: z.number().int().min(0),
  features: z.array(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const linkSubscriptionSchema = z.object({
  subscription_id: textSchema.trim().min(1).max(100),
});
