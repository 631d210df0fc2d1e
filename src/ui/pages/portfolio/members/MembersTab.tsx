import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/LoadFailure';
import { selectMay, selectPortfolio } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import { InviteMemberDialog } from './InviteMemberDialog';
import { MembersTable } from './MembersTable';
import { selectJoinedMembers, selectLoadFailure, selectMembersView, selectPendingInvitations } from './membersSelectors';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { ResendLinkDialog } from './ResendLinkDialog';
import { useInviteMemberActor } from './useInviteMemberActor';
import { useMembersActor } from './useMembersActor';
import './MembersTab.css';

/** SPEC 2 "Members": members and pending invitations; invite, change permission, remove, resend. */
export function MembersTab({ detailRef }: { detailRef: PortfolioDetailRef }) {
  const { t } = useTranslation('portfolio');
  const portfolio = useSelector(detailRef, selectPortfolio);
  const mayInvite = useSelector(detailRef, selectMay('members.invite'));
  const portfolioId = portfolio?.id ?? '';
  const membersRef = useMembersActor(detailRef, portfolioId);
  const inviteRef = useInviteMemberActor(membersRef, portfolioId);
  const view = useSelector(membersRef, selectMembersView);
  const joined = useSelector(membersRef, selectJoinedMembers);
  const pending = useSelector(membersRef, selectPendingInvitations);
  const loadFailure = useSelector(membersRef, selectLoadFailure);
  if (!portfolio) return null;
  const inviter = { permission: portfolio.permission, allow_inviting: portfolio.can_invite };

  return (
    <div className="members-tab">
      <div className="tab-toolbar">
        <div className="tab-toolbar__text">
          <h2 className="tab-toolbar__title">{t('portfolio.members.title')}</h2>
          <p className="tab-toolbar__subtitle">
            {view !== 'ready'
              ? t('portfolio.members.subtitle')
              : pending > 0
                ? t('portfolio.members.summaryPending', { count: joined, pending })
                : t('portfolio.members.summary', { count: joined })}
          </p>
        </div>
        {mayInvite ? (
          <Button label={t('portfolio.members.invite')} icon="pi pi-user-plus" onClick={() => inviteRef.send({ type: 'dialog.open' })} />
        ) : null}
      </div>
      {view === 'failed' ? (
        <LoadFailure message={t('portfolio.members.loadFailed')} failure={loadFailure} onRetry={() => membersRef.send({ type: 'members.retry' })} inTab />
      ) : (
        <MembersTable membersRef={membersRef} detailRef={detailRef} inviter={inviter} />
      )}
      <InviteMemberDialog inviteRef={inviteRef} inviter={inviter} />
      <RemoveMemberDialog membersRef={membersRef} />
      <ResendLinkDialog membersRef={membersRef} />
    </div>
  );
}
