import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { portfolioInputSchema } from '../../../api/schemas/portfolio.schema';
import { describeFailure } from '../../components/describeFailure';
import { CountedField } from '../../components/CountedField';
import type { CreatePortfolioBlock } from './createPortfolioGate';
import {
  selectCanCreate,
  selectCreateFailure,
  selectCreating,
  selectDescription,
  selectDialogOpen,
  selectName,
} from './createPortfolioSelectors';
import { hasNameTwin } from './nameTwin';
import type { CreatePortfolioRef } from './useCreatePortfolioActor';
import './CreatePortfolioDialog.css';

const NAME_MAX = portfolioInputSchema.shape.name.maxLength ?? 100;
const DESCRIPTION_MAX = portfolioInputSchema.shape.description.unwrap().maxLength ?? 250;

type CreatePortfolioDialogProps = {
  createRef: CreatePortfolioRef;
  /** The portfolios the list shows, for the soft uniqueness warning. */
  existing: readonly { name: string }[];
  /** Why creating is not possible, when the subscription already says so. */
  block: CreatePortfolioBlock;
};

/** SPEC 2 "Create Portfolio": a name (100) and a description (250); the server's refusal shows here. */
export function CreatePortfolioDialog({ createRef, existing, block }: CreatePortfolioDialogProps) {
  const { t } = useTranslation();
  const open = useSelector(createRef, selectDialogOpen);
  const creating = useSelector(createRef, selectCreating);
  const name = useSelector(createRef, selectName);
  const description = useSelector(createRef, selectDescription);
  const failure = useSelector(createRef, selectCreateFailure);
  const canCreate = useSelector(createRef, selectCanCreate);
  const close = () => createRef.send({ type: 'dialog.close' });
  const blocked = block !== null && block !== 'pending';
  const problem = failure ? describeFailure(t, failure) : blocked ? t(`portfolios.createUnavailable.${block}`) : null;

  const footer = (
    <div className="create-portfolio__footer">
      <Button label={t('common.cancel')} text onClick={close} disabled={creating} />
      <Button
        label={t('common.create')}
        icon="pi pi-check"
        type="submit"
        form="create-portfolio-form"
        loading={creating}
        disabled={!canCreate || blocked}
      />
    </div>
  );
  return (
    <Dialog
      header={t('createPortfolio.title')}
      visible={open}
      onHide={close}
      footer={footer}
      className="create-portfolio"
      style={{ width: '34rem' }}
      closable={!creating}
      draggable={false}
      dismissableMask={!creating}
    >
      <p className="create-portfolio__intro">{t('createPortfolio.intro')}</p>
      {problem ? <Message severity="error" text={problem} className="create-portfolio__problem" /> : null}
      <form
        id="create-portfolio-form"
        className="create-portfolio__form"
        onSubmit={(event) => {
          event.preventDefault();
          createRef.send({ type: 'form.submit' });
        }}
      >
        <CountedField
          id="create-portfolio-name"
          label={t('createPortfolio.name')}
          value={name}
          max={NAME_MAX}
          capped
          autoFocus
          placeholder={t('createPortfolio.namePlaceholder')}
          warning={hasNameTwin(name, existing) ? t('createPortfolio.nameNotUnique') : undefined}
          onChange={(value) => createRef.send({ type: 'name.change', value })}
        />
        <CountedField
          id="create-portfolio-description"
          label={t('createPortfolio.description')}
          optional={t('common.optional')}
          value={description}
          max={DESCRIPTION_MAX}
          capped
          rows={4}
          placeholder={t('createPortfolio.descriptionPlaceholder')}
          onChange={(value) => createRef.send({ type: 'description.change', value })}
        />
      </form>
    </Dialog>
  );
}
