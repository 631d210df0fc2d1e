import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { LogoutDialogRef } from './useLogoutDialogActor';
import '../styles/dialogParts.css';
import './LogoutDialog.css';

type LogoutDialogProps = {
  dialogRef: LogoutDialogRef;
};

/** "Are you sure you want to log out?" with Cancel and Log Out (SPEC 2). */
export function LogoutDialog({ dialogRef }: LogoutDialogProps) {
  const { t } = useTranslation();
  const visible = useSelector(dialogRef, (snapshot) => !snapshot.matches('closed'));
  const busy = useSelector(dialogRef, (snapshot) => snapshot.hasTag('busy'));
  const cancel = () => dialogRef.send({ type: 'dialog.cancel' });
  const footer = (
    <div className="dialog-actions">
      <Button label={t('common.cancel')} severity="secondary" outlined onClick={cancel} disabled={busy} />
      <Button label={t('logout.confirm')} icon="pi pi-sign-out" onClick={() => dialogRef.send({ type: 'dialog.confirm' })} loading={busy} />
    </div>
  );
  return (
    <Dialog
      header={t('logout.title')}
      visible={visible}
      onHide={cancel}
      footer={footer}
      modal
      closable={!busy}
      draggable={false}
      resizable={false}
      className="logout-dialog"
    >
      <div className="logout-dialog__body">
        <span className="dialog-icon" aria-hidden="true">
          <i className="pi pi-sign-out" />
        </span>
        <p className="logout-dialog__message">{t('logout.message')}</p>
      </div>
    </Dialog>
  );
}
