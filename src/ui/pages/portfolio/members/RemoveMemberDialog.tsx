import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Trans, useTranslation } from 'react-i18next';
import { SAFE_VALUES } from '../../../components/safeValues';
import { selectRemoval, selectRemoving } from './membersSelectors';
import type { MembersRef } from './useMembersActor';

/** Asks before a member is removed or an invitation withdrawn. */
export function RemoveMemberDialog({ membersRef }: { membersRef: MembersRef }) {
  const { t } = useTranslation('portfolio');
  const member = useSelector(membersRef, selectRemoval);
  const removing = useSelector(membersRef, selectRemoving);
  const cancel = () => membersRef.send({ type: 'removal.cancel' });
  const pending = member?.status === 'pending';
  return (
    <Dialog
      header={pending ? t('portfolio.members.withdrawTitle') : t('portfolio.members.removeTitle')}
      visible={member !== null}
      onHide={cancel}
      style={{ width: '30rem' }}
      closable={!removing}
      draggable={false}
      footer={
        <div className="delete-dialog__footer">
          <Button label={t('common.cancel')} text onClick={cancel} disabled={removing} />
          <Button
            label={pending ? t('portfolio.members.withdraw') : t('portfolio.members.remove')}
            icon="pi pi-trash"
            severity="danger"
            loading={removing}
            onClick={() => membersRef.send({ type: 'removal.confirm' })}
          />
        </div>
      }
    >
      {member ? (
        <p className="remove-member__text">
          <Trans
            t={t}
            i18nKey={pending ? 'portfolio.members.withdrawConfirm' : 'portfolio.members.removeConfirm'}
            values={{ email: member.email }}
            components={{ strong: <strong /> }}
            tOptions={SAFE_VALUES}
            shouldUnescape
          />
        </p>
      ) : null}
    </Dialog>
  );
}
