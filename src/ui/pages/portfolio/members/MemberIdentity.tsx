import { Avatar } from 'primereact/avatar';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../../api/schemas/member.schema';
import { initials } from '../../../components/initials';

/** Who the row is: name and email of a member, or the invited email while the invitation is pending. */
export function MemberIdentity({ member, isSelf }: { member: Member; isSelf: boolean }) {
  const { t } = useTranslation('portfolio');
  const name = member.user ? `${member.user.first_name} ${member.user.last_name}`.trim() : '';
  return (
    <div className="member-identity">
      <Avatar
        label={member.user ? initials(member.user.first_name, member.user.last_name, member.email) : undefined}
        icon={member.user ? undefined : 'pi pi-envelope'}
        shape="circle"
        className={`member-identity__avatar${member.status === 'pending' ? ' member-identity__avatar--pending' : ''}`}
      />
      <div className="member-identity__text">
        <span className="member-identity__name">
          {name || member.email}
          {isSelf ? <span className="member-identity__tag">{t('portfolio.members.you')}</span> : null}
          {member.is_owner ? <span className="member-identity__tag member-identity__tag--owner">{t('portfolios.owner')}</span> : null}
          {member.status === 'pending' ? <span className="member-identity__tag member-identity__tag--pending">{t('portfolio.members.pending')}</span> : null}
        </span>
        {name ? <span className="member-identity__email">{member.email}</span> : null}
      </div>
    </div>
  );
}
