import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  invitedMemberSchema,
  memberInviteSchema,
  memberListSchema,
  memberSchema,
  memberUpdateSchema,
  type Member,
} from '../../src/api/schemas/member.schema';
import { memberPaths } from '../../src/api/paths/memberPaths';
import {
  countAdmins,
  findMember,
  findUserByEmail,
  insertInvitation,
  insertMember,
  isMemberOrInvited,
  listMembers,
  removeMember,
  touchInvitation,
  updateMember,
} from '../repositories/memberQueries';
import { fieldChanges, recordEvent } from '../repositories/eventQueries';
import { assertMayGrant, lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { portfolioAction } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import type { Mailer } from '../mail/mailer';
import { deliverInvitation } from '../mail/invitationDelivery';

async function memberOrNotFound(trx: Transaction<Database>, portfolioId: string, memberId: string): Promise<Member> {
  const member = await findMember(trx, portfolioId, memberId);
  if (!member) throw notFound(`No member or invitation ${memberId} in portfolio ${portfolioId}`);
  return member;
}

/** A portfolio always keeps an Admin: the last one can be neither demoted nor removed. */
async function assertNotLastAdmin(trx: Transaction<Database>, portfolioId: string, member: Member): Promise<void> {
  if (member.status !== 'active' || member.permission !== 'Admin') return;
  if ((await countAdmins(trx, portfolioId)) <= 1) {
    throw new HttpError(409, 'errors.lastAdmin', `${member.email} is the last Admin of portfolio ${portfolioId}`);
  }
}

const subjectOf = (member: Member) => ({
  subjectType: member.status === 'active' ? ('member' as const) : ('invitation' as const),
  subjectId: member.id,
  subjectName: member.email,
});

export const memberRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer; publicUrl: string }> = async (app, { db, mailer, publicUrl }) => {
  app.route({
    ...routeAt(memberPaths.list),
    config: { rule: portfolioAction('members.read') },
    schema: {
      tags: ['members'],
      params: memberPaths.list.params,
      response: { 200: memberListSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => listMembers(db, request.params.pfId),
  });

  // An email with an account becomes a member at once; any other waits as a pending invitation
  // until that person first signs in. Either way the invitation is e-mailed once stored; the answer
  // says whether, so that the inviter can pass the link on when it was not.
  app.route({
    ...routeAt(memberPaths.invite),
    config: { rule: portfolioAction('members.invite') },
    schema: {
      tags: ['members'],
      params: memberPaths.invite.params,
      body: memberInviteSchema,
      response: { 201: invitedMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const { pfId } = request.params;
      const user = request.user;
      const invite = request.body;
      const member = await db.transaction().execute(async (trx) => {
        const inviter = await lockPortfolioAccess(trx, request);
        assertMayGrant(inviter, invite);
        if (await isMemberOrInvited(trx, pfId, invite.email)) {
          throw new HttpError(409, 'errors.memberExists', `${invite.email} is already a member or invited`);
        }
        const existing = await findUserByEmail(trx, invite.email);
        const memberId = existing ? existing.id : await insertInvitation(trx, pfId, user.id, invite);
        if (existing) await insertMember(trx, pfId, existing.id, invite);
        const added = (await findMember(trx, pfId, memberId))!;
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: existing ? 'member.added' : 'member.invited',
          ...subjectOf(added),
          details: { permission: invite.permission, allow_inviting: invite.allow_inviting },
        });
        return added;
      });
      const invitation = await deliverInvitation(db, mailer, { member, portfolioId: pfId, inviter: user, publicUrl });
      return reply.code(201).send({ ...member, invitation });
    },
  });

  app.route({
    ...routeAt(memberPaths.update),
    config: { rule: portfolioAction('members.update') },
    schema: {
      tags: ['members'],
      params: memberPaths.update.params,
      body: memberUpdateSchema,
      response: { 200: memberSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { pfId, memberId } = request.params;
      const user = request.user;
      return db.transaction().execute(async (trx) => {
        await lockPortfolioAccess(trx, request);
        const member = await memberOrNotFound(trx, pfId, memberId);
        const before = { permission: member.permission, allow_inviting: member.allow_inviting };
        const after = {
          permission: request.body.permission ?? member.permission,
          allow_inviting: request.body.allow_inviting ?? member.allow_inviting,
        };
        if (after.permission !== 'Admin') await assertNotLastAdmin(trx, pfId, member);
        await updateMember(trx, member, pfId, after);
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'member.updated',
          ...subjectOf(member),
          details: fieldChanges(before, after),
        });
        return (await findMember(trx, pfId, memberId))!;
      });
    },
  });

  // Removes a member, or withdraws a pending invitation.
  app.route({
    ...routeAt(memberPaths.remove),
    config: { rule: portfolioAction('members.remove') },
    schema: {
      tags: ['members'],
      params: memberPaths.remove.params,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const { pfId, memberId } = request.params;
      const user = request.user;
      await db.transaction().execute(async (trx) => {
        await lockPortfolioAccess(trx, request);
        const member = await memberOrNotFound(trx, pfId, memberId);
        await assertNotLastAdmin(trx, pfId, member);
        await removeMember(trx, member, pfId);
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'member.removed',
          ...subjectOf(member),
          details: { status: member.status, permission: member.permission },
        });
      });
      return reply.code(204).send(null);
    },
  });

  // Sends a pending invitation again (by e-mail, as the first time); whoever may invite may resend.
  app.route({
    ...routeAt(memberPaths.resend),
    config: { rule: portfolioAction('members.invite') },
    schema: {
      tags: ['members'],
      params: memberPaths.resend.params,
      response: { 200: invitedMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { pfId, memberId } = request.params;
      const user = request.user;
      const member = await db.transaction().execute(async (trx) => {
        await lockPortfolioAccess(trx, request);
        const pending = await memberOrNotFound(trx, pfId, memberId);
        if (pending.status !== 'pending') {
          throw new HttpError(409, 'errors.invitationAccepted', `${pending.email} is already a member`);
        }
        await touchInvitation(trx, pending.id);
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'member.invitation_resent',
          ...subjectOf(pending),
        });
        return (await findMember(trx, pfId, memberId))!;
      });
      const invitation = await deliverInvitation(db, mailer, { member, portfolioId: pfId, inviter: user, publicUrl });
      return { ...member, invitation };
    },
  });
};
