import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Trans, useTranslation } from 'react-i18next';
import { SAFE_VALUES } from '../../../components/safeValues';
import { selectDeleting, selectDeletion } from './resourcesSelectors';
import type { ResourcesRef } from './useResourcesActor';

/** Asks before a resource is deleted. */
export function DeleteResourceDialog({ resourcesRef }: { resourcesRef: ResourcesRef }) {
  const { t } = useTranslation('portfolio');
  const resource = useSelector(resourcesRef, selectDeletion);
  const deleting = useSelector(resourcesRef, selectDeleting);
  const cancel = () => resourcesRef.send({ type: 'deletion.cancel' });
  return (
    <Dialog
      header={t('portfolio.resources.deleteTitle')}
      visible={resource !== null}
      onHide={cancel}
      style={{ width: '30rem' }}
      closable={!deleting}
      draggable={false}
      footer={
        <div className="delete-dialog__footer">
          <Button label={t('common.cancel')} text onClick={cancel} disabled={deleting} />
          <Button
            label={t('common.delete')}
            icon="pi pi-trash"
            severity="danger"
            loading={deleting}
            onClick={() => resourcesRef.send({ type: 'deletion.confirm' })}
          />
        </div>
      }
    >
      {resource ? (
        <p className="remove-member__text">
          <Trans t={t} i18nKey="portfolio.resources.deleteConfirm" values={{ name: resource.name }} components={{ strong: <strong /> }}
            tOptions={SAFE_VALUES}
            shouldUnescape />
        </p>
      ) : null}
    </Dialog>
  );
}
