import { membersMachine } from '../../../src/machines/members.machine';
import { apiError } from '../support/fixtures';
import { members, pendingMember, portfolioDetail, viewerMember } from '../support/portfolioFixtures';
import type { MachineModel } from '../support/modelPaths';

const editor = { ...viewerMember, permission: 'Editor' as const };

export const membersModel: MachineModel = {
  name: 'members',
  machine: membersMachine,
  starts: [{ label: 'members tab opened', input: { portfolioId: portfolioDetail.id } }],
  events: [
    { type: 'member.added', member: { ...pendingMember, id: '1e2d3c4b-5a69-4788-9abc-def012345678', email: 'new@horizon.test' } },
    { type: 'member.change', memberId: viewerMember.id, changes: { permission: 'Editor' } },
    { type: 'member.remove', memberId: viewerMember.id },
    { type: 'invitation.resend', memberId: pendingMember.id },
    { type: 'xstate.done.actor.fetchMembers', output: members },
    { type: 'xstate.error.actor.fetchMembers', error: apiError(500) },
    { type: 'xstate.done.actor.updateMember', output: editor },
    { type: 'xstate.error.actor.updateMember', error: apiError(409, 'A Portfolio needs at least one Admin. Make another member an Admin first.') },
    { type: 'xstate.error.actor.removeMember', error: apiError(409, 'A Portfolio needs at least one Admin. Make another member an Admin first.') },
    { type: 'xstate.done.actor.resendInvitation', output: { ...pendingMember, last_sent_at: '2024-07-01T00:00:00.000Z' } },
    { type: 'xstate.error.actor.resendInvitation', error: apiError(409, 'This invitation has already been accepted.') },
  ],
};
