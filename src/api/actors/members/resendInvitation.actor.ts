import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { memberSchema, type Member } from '../../schemas/member.schema';

export function resendInvitationActor(api: ApiClient) {
  return fromPromise<Member, { portfolioId: string; memberId: string }>(({ input, signal }) =>
    api.request(`/portfolios/${input.portfolioId}/members/${input.memberId}/resend`, memberSchema, { method: 'POST', signal }),
  );
}
