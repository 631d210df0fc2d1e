import { z } from 'zod';

/**
 * SPEC 3 "Support contact info" of the user's regional group (SPEC 6), as GET
 * /profile/segment-support answers it: SPEC 7 names organisation, phone_number, email and
 * support_hours; support_url is where the group's help pages are.
 */
export const supportContactSchema = z.object({
  organisation: z.string(),
  phone_number: z.string(),
  email: z.email(),
  support_hours: z.string(),
  support_url: z.url(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;
