import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { InvitedMember, Member, MemberUpdate } from '../../../src/api/schemas/member.schema';
import { membersMachine } from '../../../src/machines/members.machine';
import { controllablePromise } from '../support/controllable';
import { portfolioDetail } from '../support/portfolioFixtures';
import { createPathDriver } from '../support/pathDriver';

type Target = { portfolioId: string; memberId: string };

export function startMembers(input = { portfolioId: portfolioDetail.id }) {
  const fetchMembers = controllablePromise<Member[], { portfolioId: string }>();
  const updateMember = controllablePromise<Member, Target & { changes: MemberUpdate }>();
  const removeMember = controllablePromise<void, Target>();
  const resendInvitation = controllablePromise<InvitedMember, Target>();
  const effects = {
    notifyUpdated: vi.fn(),
    notifyRemoved: vi.fn(),
    notifyInvitationSent: vi.fn(),
    copyLink: vi.fn(),
    reportChangeFailure: vi.fn(),
    reportCountChange: vi.fn(),
  };
  const actor = createActor(
    membersMachine.provide({
      actors: {
        fetchMembers: fetchMembers.logic,
        updateMember: updateMember.logic,
        removeMember: removeMember.logic,
        resendInvitation: resendInvitation.logic,
      },
      actions: effects,
    }),
    { input },
  ).start();
  const promises = { fetchMembers, updateMember, removeMember, resendInvitation };
  return { actor, ...promises, ...effects, driver: createPathDriver(actor, promises, {}, effects) };
}
