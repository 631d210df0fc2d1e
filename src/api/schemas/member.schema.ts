import { z } from 'zod';
import { idSchema, timestampSchema, textSchema } from './common.schema';
import { permissionSchema, userRefSchema } from './user.schema';

/**
 * A member is a user with a permission (status `active`), or an invitation to an email that has
 * no account yet (status `pending`); it becomes active when that person first signs in.
 */
export const memberStatusSchema = z.enum(['active', 'pending']);

export const memberSchema = z.object({
  /** The user's id when active, the invitation's id when pending: the {memberId} of the member routes. */
  id: idSchema,
  status: memberStatusSchema,
  email: z.email(),
  /** Null while the invitation is pending. */
  user: userRefSchema.nullable(),
  permission: permissionSchema,
  allow_inviting: z.boolean(),
  /** The portfolio's owner (its creator). */
  is_owner: z.boolean(),
  created_at: timestampSchema,
  /** When the invitation was last sent; null for active members. */
  last_sent_at: timestampSchema.nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = z.array(memberSchema);

/**
 * How the invitee hears of it. `email`: `sent`; `unavailable` when the server sends no e-mail (no
 * SMTP_URL) or the mail server refused it; `not_wanted` when an account holder has turned
 * portfolio invitation e-mails off. Unless it was sent, the inviter is shown `link` to pass on.
 */
export const invitationDeliverySchema = z.object({
  email: z.enum(['sent', 'unavailable', 'not_wanted']),
  /** The portfolio's page; signing in there with the invited email joins it. */
  link: z.url(),
});
export type InvitationDelivery = z.infer<typeof invitationDeliverySchema>;

/** The answer to an invitation or its resending: the member, and how the invitation reached them. */
export const invitedMemberSchema = memberSchema.extend({ invitation: invitationDeliverySchema });
export type InvitedMember = z.infer<typeof invitedMemberSchema>;

/**
 * Whether the inviter must pass the link on: someone without an account hears of it only by the
 * e-mail; an account holder sees the portfolio in their list.
 */
export const needsInvitationLink = (invited: InvitedMember) => invited.status === 'pending' && invited.invitation.email !== 'sent';

export const memberParamsSchema = z.object({ pfId: idSchema, memberId: idSchema });

export const memberInviteSchema = z.object({
  email: textSchema.trim().toLowerCase().max(254).pipe(z.email()),
  permission: permissionSchema,
  allow_inviting: z.boolean().default(false),
});
export type MemberInvite = z.infer<typeof memberInviteSchema>;

export const memberUpdateSchema = z
  .object({ permission: permissionSchema.optional(), allow_inviting: z.boolean().optional() })
  .refine((body) => body.permission !== undefined || body.allow_inviting !== undefined, {
    error: 'give a permission or allow_inviting',
  });
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;
