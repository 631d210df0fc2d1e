import { inviteMemberMachine } from '../../../src/machines/inviteMember.machine';
import { apiError } from '../support/fixtures';
import { pendingMember, portfolioDetail } from '../support/portfolioFixtures';
import type { MachineModel } from '../support/modelPaths';

export const inviteMemberModel: MachineModel = {
  name: 'inviteMember',
  machine: inviteMemberMachine,
  starts: [{ label: 'members tab opened by an Admin', input: { portfolioId: portfolioDetail.id } }],
  events: [
    { type: 'email.change', value: 'Sam.Taylor@horizon.test' },
    { type: 'email.change', value: 'not an email' },
    { type: 'permission.change', permission: 'Editor' },
    { type: 'allowInviting.change', allowed: true },
    { type: 'xstate.done.actor.inviteMember', output: pendingMember },
    { type: 'xstate.error.actor.inviteMember', error: apiError(409, 'Member already exists.') },
  ],
};
