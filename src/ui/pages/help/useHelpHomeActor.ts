import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { fetchHelpArticlesActor } from '../../../api/actors/help/fetchHelpArticles.actor';
import { helpHomeMachine } from '../../../machines/helpHome.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { helpLocaleOf } from './helpLocale';

/** `?q=` of the help home's address, so that a search can be linked and survives a reload. */
function searchOf(query: string): string {
  return query ? `?${new URLSearchParams({ q: query })}` : '';
}

/**
 * The one wiring point of the help home: GET /help/articles in the reader's language, the search
 * read from the address once and every search loaded written back to it.
 */
export function useHelpHomeActor() {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const [wiring] = useState(() => ({
    input: { locale: helpLocaleOf(i18n.language), q: new URLSearchParams(window.location.search).get('q') ?? '' },
    machine: helpHomeMachine.provide({
      actors: { fetchArticles: fetchHelpArticlesActor(api) },
      actions: {
        syncQuery: (_, query) => {
          const search = searchOf(query);
          if (search !== window.location.search) navigate(`${window.location.pathname}${search}`, { replace: true });
        },
      },
    }),
  }));
  return usePageActor('helpHome', wiring.machine, wiring.input);
}

export type HelpHomeRef = ReturnType<typeof useHelpHomeActor>;
