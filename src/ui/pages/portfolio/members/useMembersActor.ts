import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMembersActor } from '../../../../api/actors/members/fetchMembers.actor';
import { removeMemberActor } from '../../../../api/actors/members/removeMember.actor';
import { resendInvitationActor } from '../../../../api/actors/members/resendInvitation.actor';
import { updateMemberActor } from '../../../../api/actors/members/updateMember.actor';
import { membersMachine } from '../../../../machines/members.machine';
import { useApp } from '../../../app/root/AppContext';
import { useSession } from '../../../app/session/SessionContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useNotify } from '../../../notifications/notify';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import { useCopyInvitationLink } from './useCopyInvitationLink';

/** The one wiring point of the Members tab: the member routes of the API, toasts (refusals through the app's error handler), the clipboard, and the header's count. */
export function useMembersActor(detailRef: PortfolioDetailRef, portfolioId: string) {
  const { api } = useSession();
  const { i18n } = useTranslation('portfolio');
  const notify = useNotify();
  const { reportApiError } = useApp();
  const copyLink = useCopyInvitationLink();
  const [machine] = useState(() =>
    membersMachine.provide({
      actors: {
        fetchMembers: fetchMembersActor(api),
        updateMember: updateMemberActor(api),
        removeMember: removeMemberActor(api),
        resendInvitation: resendInvitationActor(api),
      },
      actions: {
        notifyUpdated: () => notify('success', i18n.t('portfolio:portfolio.members.updated')),
        notifyRemoved: () => notify('success', i18n.t('portfolio:portfolio.members.removed')),
        notifyInvitationSent: () => notify('success', i18n.t('portfolio:portfolio.members.invitationSent')),
        copyLink: (_, link) => copyLink(link),
        reportChangeFailure: (_, error) => reportApiError(error, { notFound: 'portfolio' }),
        reportCountChange: () => detailRef.send({ type: 'portfolio.refresh' }),
      },
    }),
  );
  return usePageActor('members', machine, { portfolioId });
}

export type MembersRef = ReturnType<typeof useMembersActor>;
