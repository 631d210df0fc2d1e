import { useSelector } from '@xstate/react';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { selectSearchText } from './helpSelectors';
import type { HelpHomeRef } from './useHelpHomeActor';

/** The help centre's search box: results follow the typing; Enter searches at once, Escape clears. */
export function HelpSearch({ homeRef }: { homeRef: HelpHomeRef }) {
  const { t } = useTranslation('helpCentre');
  const searchText = useSelector(homeRef, selectSearchText);
  return (
    <form
      role="search"
      className="help-search"
      onSubmit={(event) => {
        event.preventDefault();
        homeRef.send({ type: 'search.submit' });
      }}
    >
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={searchText}
          autoFocus
          placeholder={t('helpCentre.search.placeholder')}
          aria-label={t('helpCentre.search.label')}
          onChange={(event) => homeRef.send(event.target.value === '' ? { type: 'search.clear' } : { type: 'search.change', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && searchText !== '') homeRef.send({ type: 'search.clear' });
          }}
        />
      </IconField>
    </form>
  );
}
