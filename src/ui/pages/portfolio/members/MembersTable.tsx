import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../../api/schemas/member.schema';
import type { Membership } from '../../../../api/schemas/portfolioPermission.schema';
import { permissionSchema, type Permission } from '../../../../api/schemas/user.schema';
import { selectProfile } from '../../../app/session/profileSelectors';
import { useProfileRef } from '../../../app/session/useSessionChildren';
import { useFormat } from '../../../format/useFormat';
import { selectMay } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import { MemberIdentity } from './MemberIdentity';
import { selectIsChanging, selectMembers, selectMembersView, selectTargetId } from './membersSelectors';
import type { MembersRef } from './useMembersActor';

type MembersTableProps = {
  membersRef: MembersRef;
  detailRef: PortfolioDetailRef;
  inviter: Membership;
};

/** One row per member or pending invitation; the controls follow the signed-in member's rights. */
export function MembersTable({ membersRef, detailRef, inviter }: MembersTableProps) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  const view = useSelector(membersRef, selectMembersView);
  const members = useSelector(membersRef, selectMembers);
  const targetId = useSelector(membersRef, selectTargetId);
  const changing = useSelector(membersRef, selectIsChanging);
  const mayUpdate = useSelector(detailRef, selectMay('members.update'));
  const mayRemove = useSelector(detailRef, selectMay('members.remove'));
  const selfId = useSelector(useProfileRef(), (snapshot) => selectProfile(snapshot)?.id ?? null);
  const permissionOptions = permissionSchema.options.map((permission) => ({ value: permission, label: t(`portfolios.permission.${permission}`) }));

  const permissionCell = (member: Member) =>
    mayUpdate ? (
      <Dropdown
        value={member.permission}
        options={permissionOptions}
        disabled={changing}
        className="members-table__permission"
        ariaLabel={t('portfolio.members.permissionOf', { email: member.email })}
        onChange={(event) =>
          membersRef.send({ type: 'member.change', memberId: member.id, changes: { permission: event.value as Permission } })
        }
      />
    ) : (
      <span className={`permission-badge permission-badge--${member.permission.toLowerCase()}`}>{t(`portfolios.permission.${member.permission}`)}</span>
    );

  const invitingCell = (member: Member) =>
    mayUpdate ? (
      <InputSwitch
        checked={member.allow_inviting}
        disabled={changing}
        aria-label={t('portfolio.members.allowInvitingOf', { email: member.email })}
        onChange={(event) => membersRef.send({ type: 'member.change', memberId: member.id, changes: { allow_inviting: Boolean(event.value) } })}
      />
    ) : (
      <span className="members-table__flag">{member.allow_inviting ? t('common.yes') : t('common.no')}</span>
    );

  const actionsCell = (member: Member) => (
    <div className="members-table__actions">
      {member.status === 'pending' && inviter.allow_inviting ? (
        <Button
          icon="pi pi-send"
          text
          rounded
          loading={targetId === member.id && changing}
          disabled={changing}
          tooltip={t('portfolio.members.resend')}
          tooltipOptions={{ position: 'top' }}
          aria-label={t('portfolio.members.resendTo', { email: member.email })}
          onClick={() => membersRef.send({ type: 'invitation.resend', memberId: member.id })}
        />
      ) : null}
      {mayRemove ? (
        <Button
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          disabled={changing}
          tooltip={member.status === 'pending' ? t('portfolio.members.withdraw') : t('portfolio.members.remove')}
          tooltipOptions={{ position: 'top' }}
          aria-label={t('portfolio.members.removeEmail', { email: member.email })}
          onClick={() => membersRef.send({ type: 'member.remove', memberId: member.id })}
        />
      ) : null}
    </div>
  );

  return (
    <DataTable
      value={members}
      dataKey="id"
      loading={view === 'loading'}
      className="table-card members-table"
      rowClassName={(member: Member) => (member.id === targetId && changing ? 'members-table__row--busy' : '')}
      emptyMessage={t('portfolio.members.empty')}
    >
      <Column header={t('portfolio.members.member')} body={(member: Member) => <MemberIdentity member={member} isSelf={member.id === selfId} />} />
      <Column header={t('portfolio.members.permission')} body={permissionCell} style={{ width: '11rem' }} />
      <Column header={t('portfolio.members.allowInviting')} body={invitingCell} style={{ width: '9rem' }} />
      <Column
        header={t('portfolio.members.since')}
        body={(member: Member) => (
          <span className="members-table__date">
            {member.status === 'pending' && member.last_sent_at
              ? t('portfolio.members.invitedOn', { date: format.date(member.last_sent_at) })
              : format.date(member.created_at)}
          </span>
        )}
        style={{ width: '11rem' }}
      />
      <Column body={actionsCell} style={{ width: '7rem' }} />
    </DataTable>
  );
}
