import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Trans, useTranslation } from 'react-i18next';
import { SAFE_VALUES } from '../../../components/safeValues';
import { selectDeleteTarget, selectDeleting } from './dataSourcesSelectors';
import type { DataSourceImportsRef } from './useDataSourceImportsActor';
import '../../../styles/dialogParts.css';

/** SPEC 5: deleting a data source is permanent, so it is asked first. */
export function DeleteDataSourceDialog({ importsRef }: { importsRef: DataSourceImportsRef }) {
  const { t } = useTranslation('workPlanDataSources');
  const target = useSelector(importsRef, selectDeleteTarget);
  const deleting = useSelector(importsRef, selectDeleting);
  const cancel = () => {
    if (!deleting) importsRef.send({ type: 'delete.cancel' });
  };
  return (
    <Dialog
      header={t('delete.title')}
      visible={target !== null}
      onHide={cancel}
      closable={!deleting}
      modal
      draggable={false}
      resizable={false}
      style={{ width: 'min(480px, 92vw)' }}
      footer={
        <div className="dialog-actions">
          <Button label={t('common.cancel')} severity="secondary" outlined onClick={cancel} disabled={deleting} />
          <Button
            label={t('delete.confirm')}
            icon="pi pi-trash"
            severity="danger"
            loading={deleting}
            onClick={() => importsRef.send({ type: 'delete.confirm' })}
            data-testid="data-source-delete-confirm"
          />
        </div>
      }
    >
      {target ? (
        <div className="data-source-delete">
          <span className="dialog-icon data-source-delete__icon" aria-hidden="true">
            <i className="pi pi-trash" />
          </span>
          <div>
            <p className="data-source-delete__question">
              <Trans
                t={t}
                i18nKey="delete.question"
                values={{ name: target.simulation_name }}
                components={{ strong: <strong /> }}
                tOptions={SAFE_VALUES}
                shouldUnescape
              />
            </p>
            <p className="data-source-delete__permanent">{t('delete.permanent')}</p>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
