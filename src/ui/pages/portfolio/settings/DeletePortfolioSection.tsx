import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Trans, useTranslation } from 'react-i18next';
import { SAFE_VALUES } from '../../../components/safeValues';
import { describeFailure } from '../../../components/describeFailure';
import { selectDeleteFailure, selectDeleteOpen, selectDeleting, selectNameMatches, selectTypedName } from './settingsSelectors';
import { useDeletePortfolioActor } from './useDeletePortfolioActor';

type DeletePortfolioSectionProps = {
  portfolioId: string;
  portfolioName: string;
};

/** Deleting is permanent (SPEC 5): the dialog's Delete is enabled only once the name is typed. */
export function DeletePortfolioSection({ portfolioId, portfolioName }: DeletePortfolioSectionProps) {
  const { t } = useTranslation();
  const deleteRef = useDeletePortfolioActor(portfolioId, portfolioName);
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
        label={t('portfolio.delete.confirm')}
        icon="pi pi-trash"
        severity="danger"
        loading={deleting}
        disabled={!matches}
        onClick={() => deleteRef.send({ type: 'delete.confirm' })}
      />
    </div>
  );
  return (
    <>
      <Button label={t('portfolio.delete.open')} icon="pi pi-trash" severity="danger" outlined onClick={() => deleteRef.send({ type: 'dialog.open' })} />
      <Dialog
        header={t('portfolio.delete.dialogTitle')}
        visible={open}
        onHide={close}
        footer={footer}
        style={{ width: '32rem' }}
        closable={!deleting}
        draggable={false}
        className="delete-dialog"
      >
        <Message severity="warn" text={t('portfolio.delete.permanent')} className="delete-dialog__warning" />
        <p className="delete-dialog__prompt">
          <Trans i18nKey="portfolio.delete.typeName" values={{ name: portfolioName }} components={{ strong: <strong /> }}
            tOptions={SAFE_VALUES}
            shouldUnescape />
        </p>
        <InputText
          value={typed}
          autoFocus
          className="delete-dialog__input"
          aria-label={t('portfolio.delete.typeNameLabel')}
          onChange={(event) => deleteRef.send({ type: 'name.change', value: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') deleteRef.send({ type: 'delete.confirm' });
          }}
        />
        {failure ? <Message severity="error" text={describeFailure(t, failure)} className="delete-dialog__failure" /> : null}
      </Dialog>
    </>
  );
}
