import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { InvitedMember, MemberInvite } from '../../../src/api/schemas/member.schema';
import { inviteMemberMachine } from '../../../src/machines/inviteMember.machine';
import { controllablePromise } from '../support/controllable';
import { portfolioDetail } from '../support/portfolioFixtures';
import { createPathDriver } from '../support/pathDriver';

export function startInviteMember(input = { portfolioId: portfolioDetail.id }) {
  const inviteMember = controllablePromise<InvitedMember, { portfolioId: string; invite: MemberInvite }>();
  const effects = { notifyInvited: vi.fn(), reportMember: vi.fn(), reportFailure: vi.fn(), copyLink: vi.fn() };
  const actor = createActor(inviteMemberMachine.provide({ actors: { inviteMember: inviteMember.logic }, actions: effects }), { input }).start();
  return { actor, inviteMember, ...effects, driver: createPathDriver(actor, { inviteMember }, {}, effects) };
}
