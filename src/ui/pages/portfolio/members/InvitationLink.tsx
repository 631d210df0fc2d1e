import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { InvitationDelivery } from '../../../../api/schemas/member.schema';
import { FormField } from '../../../components/FormField';
import '../../../styles/dialogParts.css';

type InvitationLinkProps = { email: string; share: InvitationDelivery; resent?: boolean; onCopy: () => void; onDone: () => void };

/** A pending invitation, new or resent, that the server did not e-mail (issue 16): why, and its link for the inviter to pass on. */
export function InvitationLink({ email, share, resent = false, onCopy, onDone }: InvitationLinkProps) {
  const { t } = useTranslation('invitations');
  return (
    <div className="invite-dialog__share">
      <p className="invite-dialog__share-reason">{t(resent ? 'share.notResent' : 'share.unavailable', { email })}</p>
      <FormField id="invite-link" label={t('share.link')}>
        <div className="invite-dialog__share-row">
          <InputText id="invite-link" value={share.link} readOnly onFocus={(event) => event.target.select()} />
          <Button type="button" label={t('share.copy')} icon="pi pi-copy" outlined onClick={onCopy} />
        </div>
      </FormField>
      <div className="dialog-actions">
        <Button type="button" label={t('share.done')} icon="pi pi-check" onClick={onDone} />
      </div>
    </div>
  );
}
