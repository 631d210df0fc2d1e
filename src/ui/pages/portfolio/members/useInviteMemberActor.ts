import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteMemberActor } from '../../../../api/actors/members/inviteMember.actor';
import { inviteMemberMachine } from '../../../../machines/inviteMember.machine';
import { useApp } from '../../../app/root/AppContext';
import { useSession } from '../../../app/session/SessionContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useNotify } from '../../../notifications/notify';
import { useCopyInvitationLink } from './useCopyInvitationLink';
import type { MembersRef } from './useMembersActor';

/** The one wiring point of the invite dialog: POST /api/portfolios/{id}/members; the new member joins the list. */
export function useInviteMemberActor(membersRef: MembersRef, portfolioId: string) {
  const { api } = useSession();
  const { i18n } = useTranslation('portfolio');
  const notify = useNotify();
  const { reportApiError } = useApp();
  const copyLink = useCopyInvitationLink();
  const [machine] = useState(() =>
    inviteMemberMachine.provide({
      actors: { inviteMember: inviteMemberActor(api) },
      actions: {
        notifyInvited: () => notify('success', i18n.t('portfolio:portfolio.members.invitationSent')),
        reportMember: (_, member) => membersRef.send({ type: 'member.added', member }),
        reportFailure: (_, error) => reportApiError(error, { notFound: 'portfolio' }),
        copyLink: (_, link) => copyLink(link),
      },
    }),
  );
  return usePageActor('inviteMember', machine, { portfolioId });
}

export type InviteMemberRef = ReturnType<typeof useInviteMemberActor>;
