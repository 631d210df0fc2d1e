import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { acceptPendingInvitations } from '../repositories/memberQueries';
import { recordEvent } from '../repositories/eventQueries';

/**
 * Invitations to an email without an account wait in portfolio_invitations. They become
 * memberships in this one place: on the first API call of the user with that email, whichever
 * way the user row came to be (created on first Auth0 sign-in, or made beforehand for the
 * built-in provider). Registered after authentication, so that `request.user` is known.
 */
export const invitationAcceptance = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.addHook('onRequest', async (request) => {
      const user = request.user;
      if (!user || user.first_seen_at) return;
      await db.transaction().execute(async (trx) => {
        const accepted = await acceptPendingInvitations(trx, user);
        for (const invitation of accepted) {
          await recordEvent(trx, {
            portfolioId: invitation.portfolio_id,
            actorId: user.id,
            action: 'member.invitation_accepted',
            subjectType: 'member',
            subjectId: user.id,
            subjectName: user.email,
            details: { invitation_id: invitation.id, permission: invitation.permission },
          });
        }
      });
      request.user = { ...user, first_seen_at: new Date() };
    });
  },
  { name: 'invitation-acceptance' },
);
