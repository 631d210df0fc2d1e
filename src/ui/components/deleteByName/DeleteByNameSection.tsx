import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { describeFailure } from '../describeFailure';
import { SAFE_VALUES } from '../safeValues';
import {
  selectDeleteFailure,
  selectDeleteOpen,
  selectDeleting,
  selectItemName,
  selectNameMatches,
  selectTypedName,
  type DeleteByNameRef,
} from './deleteByNameSelectors';
import './DeleteByNameSection.css';

type DeleteByNameSectionProps = {
  deleteRef: DeleteByNameRef;
  /**
   * The locale group of the texts (`portfolio:portfolio.delete`): title, hint, open, dialogTitle, permanent,
   * typeName (with `<strong>{{name}}</strong>`), typeNameLabel and confirm.
   */
  texts: string;
};

/**
 * The danger card of a settings tab. Deleting is permanent (SPEC 5): the dialog's Delete is
 * enabled only once the item's exact name is typed.
 */
export function DeleteByNameSection({ deleteRef, texts }: DeleteByNameSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = useSelector(deleteRef, selectItemName);
  const open = useSelector(deleteRef, selectDeleteOpen);
  const deleting = useSelector(deleteRef, selectDeleting);
  const typed = useSelector(deleteRef, selectTypedName);
  const matches = useSelector(deleteRef, selectNameMatches);
  const failure = useSelector(deleteRef, selectDeleteFailure);
  const close = () => deleteRef.send({ type: 'dialog.close' });
  const footer = (
    <div className="delete-dialog__footer">
      <Button label={t('common.cancel')} text onClick={close} disabled={deleting} />
      <Button
        label={t(`${texts}.confirm`)}
        icon="pi pi-trash"
        severity="danger"
        loading={deleting}
        disabled={!matches}
        onClick={() => deleteRef.send({ type: 'delete.confirm' })}
      />
    </div>
  );
  return (
    <section className="settings-card settings-card--danger" aria-labelledby={titleId}>
      <div className="settings-card__intro">
        <h2 id={titleId}>{t(`${texts}.title`)}</h2>
        <p>{t(`${texts}.hint`)}</p>
      </div>
      <div className="settings-card__body">
        <Button label={t(`${texts}.open`)} icon="pi pi-trash" severity="danger" outlined onClick={() => deleteRef.send({ type: 'dialog.open' })} />
        <Dialog
          header={t(`${texts}.dialogTitle`)}
          visible={open}
          onHide={close}
          footer={footer}
          style={{ width: '32rem' }}
          closable={!deleting}
          draggable={false}
          className="delete-dialog"
        >
          <Message severity="warn" text={t(`${texts}.permanent`)} className="delete-dialog__warning" />
          <p className="delete-dialog__prompt">
            <Trans i18nKey={`${texts}.typeName`} values={{ name }} components={{ strong: <strong /> }} tOptions={SAFE_VALUES} shouldUnescape />
          </p>
          <InputText
            value={typed}
            autoFocus
            className="delete-dialog__input"
            aria-label={t(`${texts}.typeNameLabel`)}
            onChange={(event) => deleteRef.send({ type: 'name.change', value: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') deleteRef.send({ type: 'delete.confirm' });
            }}
          />
          {failure ? <Message severity="error" text={describeFailure(t, failure)} className="delete-dialog__failure" /> : null}
        </Dialog>
      </div>
    </section>
  );
}
