import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { InvitationLink } from './InvitationLink';
import { selectResendShare } from './membersSelectors';
import type { MembersRef } from './useMembersActor';

/** A resent invitation the server did not e-mail: its link for the inviter to pass on, as for a new one. */
export function ResendLinkDialog({ membersRef }: { membersRef: MembersRef }) {
  const { t } = useTranslation('portfolio');
  const resent = useSelector(membersRef, selectResendShare);
  const close = () => membersRef.send({ type: 'share.close' });
  return (
    <Dialog
      header={t('portfolio.members.resend')}
      visible={resent !== null}
      onHide={close}
      style={{ width: '32rem' }}
      draggable={false}
      className="invite-dialog"
    >
      {resent ? (
        <Suspense fallback={null}>
          <InvitationLink email={resent.email} share={resent.share} resent onCopy={() => membersRef.send({ type: 'link.copy' })} onDone={close} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
