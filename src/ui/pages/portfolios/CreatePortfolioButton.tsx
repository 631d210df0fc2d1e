import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { CreatePortfolioBlock } from './createPortfolioGate';

const REASON_ID = 'create-portfolio-unavailable';

type CreatePortfolioButtonProps = {
  block: CreatePortfolioBlock;
  onClick: () => void;
};

/** Enabled only with a valid subscription that has free slots; otherwise its tooltip says why. */
export function CreatePortfolioButton({ block, onClick }: CreatePortfolioButtonProps) {
  const { t } = useTranslation();
  const reason = block && block !== 'pending' ? t(`portfolios.createUnavailable.${block}`) : undefined;
  return (
    <>
      <Button
        label={t('portfolios.create')}
        icon="pi pi-plus"
        disabled={block !== null}
        onClick={onClick}
        tooltip={reason}
        tooltipOptions={{ showOnDisabled: true, position: 'bottom' }}
        aria-describedby={reason ? REASON_ID : undefined}
      />
      {reason ? (
        <span id={REASON_ID} className="visually-hidden">
          {reason}
        </span>
      ) : null}
    </>
  );
}
