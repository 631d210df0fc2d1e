import { useTranslation } from 'react-i18next';
import type { PortfolioDetail } from '../../../../api/schemas/portfolio.schema';

/** Name and description for members who may not change them. */
export function DetailsReadOnly({ portfolio }: { portfolio: PortfolioDetail }) {
  const { t } = useTranslation('portfolio');
  return (
    <dl className="settings-read-only">
      <dt>{t('portfolio.settings.name')}</dt>
      <dd>{portfolio.name}</dd>
      <dt>{t('portfolio.settings.description')}</dt>
      <dd className={portfolio.description ? undefined : 'settings-read-only__empty'}>{portfolio.description || t('portfolios.noDescription')}</dd>
    </dl>
  );
}
