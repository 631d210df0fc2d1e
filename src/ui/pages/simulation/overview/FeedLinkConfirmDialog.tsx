import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { ResultsFeedLinkRef } from './useResultsFeedLinkActor';
import '../../../styles/dialogParts.css';

/** Regenerating or revoking ends the link that spreadsheets use today: asked before it happens. */
export function FeedLinkConfirmDialog({ linkRef }: { linkRef: ResultsFeedLinkRef }) {
  const { t } = useTranslation('resultsFeed');
  const asking = useSelector(linkRef, (snapshot) =>
    snapshot.matches({ ready: 'confirmingRegenerate' }) ? 'regenerate' : snapshot.matches({ ready: 'confirmingRevoke' }) ? 'revoke' : null,
  );
  const cancel = () => linkRef.send({ type: 'cancel' });
  const footer = (
    <div className="dialog-actions">
      <Button label={t('common.cancel')} severity="secondary" outlined onClick={cancel} />
      <Button
        label={asking === 'revoke' ? t('confirm.revoke') : t('confirm.regenerate')}
        severity={asking === 'revoke' ? 'danger' : undefined}
        icon={asking === 'revoke' ? 'pi pi-ban' : 'pi pi-refresh'}
        onClick={() => linkRef.send({ type: 'confirm' })}
        data-testid="feed-link-confirm"
      />
    </div>
  );
  return (
    <Dialog
      header={asking === 'revoke' ? t('confirm.revokeTitle') : t('confirm.regenerateTitle')}
      visible={asking !== null}
      onHide={cancel}
      footer={footer}
      modal
      draggable={false}
      resizable={false}
      style={{ width: 'min(460px, 92vw)' }}
    >
      <div className="feed-link-confirm">
        <span className="dialog-icon" aria-hidden="true">
          <i className={asking === 'revoke' ? 'pi pi-ban' : 'pi pi-refresh'} />
        </span>
        <p>{asking === 'revoke' ? t('confirm.revokeMessage') : t('confirm.regenerateMessage')}</p>
      </div>
    </Dialog>
  );
}
