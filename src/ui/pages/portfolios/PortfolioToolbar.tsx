import { useSelector } from '@xstate/react';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { PortfolioSort } from '../../../api/schemas/portfolio.schema';
import { selectSearchText, selectSort } from './portfolioListSelectors';
import { PORTFOLIO_SORT_OPTIONS } from './sortOptions';
import type { PortfolioListRef } from './usePortfolioListActor';

/** The search box and the sort choice above the cards. */
export function PortfolioToolbar({ listRef }: { listRef: PortfolioListRef }) {
  const { t } = useTranslation();
  const searchText = useSelector(listRef, selectSearchText);
  const sort = useSelector(listRef, selectSort);
  const options = PORTFOLIO_SORT_OPTIONS.map(({ value, labelKey }) => ({ value, label: t(labelKey) }));
  return (
    <div className="portfolio-list__toolbar" role="search">
      <IconField iconPosition="left" className="portfolio-list__search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={searchText}
          placeholder={t('portfolios.searchPlaceholder')}
          aria-label={t('portfolios.searchLabel')}
          onChange={(event) => listRef.send({ type: 'search.change', text: event.target.value })}
        />
      </IconField>
      <Dropdown
        value={sort}
        options={options}
        onChange={(event) => listRef.send({ type: 'sort.change', sort: event.value as PortfolioSort })}
        ariaLabel={t('portfolios.sortLabel')}
        dropdownIcon="pi pi-sort-alt"
        className="portfolio-list__sort"
      />
    </div>
  );
}
