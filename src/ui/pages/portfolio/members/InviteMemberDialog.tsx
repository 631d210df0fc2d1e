import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import type { Membership } from '../../../../api/schemas/portfolioPermission.schema';
import type { Permission } from '../../../../api/schemas/user.schema';
import { FormField } from '../../../components/FormField';
import { grantablePermissions, mayGrantInviting } from './grantOptions';
import {
  selectCanInvite,
  selectInviteAllowInviting,
  selectInviteEmail,
  selectInviteOpen,
  selectInvitePermission,
  selectInviteShare,
  selectInviting,
} from './membersSelectors';
import type { InviteMemberRef } from './useInviteMemberActor';
import { InvitationLink } from './InvitationLink';

type InviteMemberDialogProps = {
  inviteRef: InviteMemberRef;
  inviter: Membership;
};

/** Invite by email with a permission and Allow Inviting; someone without an account is invited to join. */
export function InviteMemberDialog({ inviteRef, inviter }: InviteMemberDialogProps) {
  const { t } = useTranslation('portfolio');
  const open = useSelector(inviteRef, selectInviteOpen);
  const inviting = useSelector(inviteRef, selectInviting);
  const email = useSelector(inviteRef, selectInviteEmail);
  const permission = useSelector(inviteRef, selectInvitePermission);
  const allowInviting = useSelector(inviteRef, selectInviteAllowInviting);
  const canInvite = useSelector(inviteRef, selectCanInvite);
  const share = useSelector(inviteRef, selectInviteShare);
  const close = () => inviteRef.send({ type: 'dialog.close' });
  const options = grantablePermissions(inviter).map((value) => ({ value, label: t(`portfolios.permission.${value}`) }));
  return (
    <Dialog
      header={t('portfolio.members.inviteTitle')}
      visible={open}
      onHide={close}
      style={{ width: '32rem' }}
      closable={!inviting}
      draggable={false}
      className="invite-dialog"
      footer={
        share ? undefined : (
          <div className="delete-dialog__footer">
            <Button label={t('common.cancel')} text onClick={close} disabled={inviting} />
            <Button label={t('portfolio.members.send')} icon="pi pi-send" type="submit" form="invite-member-form" loading={inviting} disabled={!canInvite} />
          </div>
        )
      }
    >
      {share ? (
        <Suspense fallback={null}>
          <InvitationLink email={email} share={share} onCopy={() => inviteRef.send({ type: 'link.copy' })} onDone={close} />
        </Suspense>
      ) : (
      <form
        id="invite-member-form"
        className="invite-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          inviteRef.send({ type: 'form.submit' });
        }}
      >
        <FormField id="invite-email" label={t('portfolio.members.email')} hint={t('portfolio.members.emailHint')}>
          <InputText
            id="invite-email"
            type="email"
            value={email}
            autoFocus
            placeholder={t('portfolio.members.emailPlaceholder')}
            onChange={(event) => inviteRef.send({ type: 'email.change', value: event.target.value })}
          />
        </FormField>
        <FormField id="invite-permission" label={t('portfolio.members.permission')} hint={t(`portfolio.members.permissionHint.${permission}`)}>
          <SelectButton
            id="invite-permission"
            value={permission}
            options={options}
            allowEmpty={false}
            onChange={(event) => inviteRef.send({ type: 'permission.change', permission: event.value as Permission })}
          />
        </FormField>
        <div className="invite-dialog__inviting">
          <Checkbox
            inputId="invite-allow-inviting"
            checked={allowInviting}
            disabled={!mayGrantInviting(inviter)}
            onChange={(event) => inviteRef.send({ type: 'allowInviting.change', allowed: Boolean(event.checked) })}
          />
          <label htmlFor="invite-allow-inviting">
            <span className="invite-dialog__inviting-label">{t('portfolio.members.allowInviting')}</span>
            <span className="invite-dialog__inviting-hint">{t('portfolio.members.allowInvitingHint')}</span>
          </label>
        </div>
      </form>
      )}
    </Dialog>
  );
}
