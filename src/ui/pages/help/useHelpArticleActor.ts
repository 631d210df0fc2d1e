import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchHelpArticleActor } from '../../../api/actors/help/fetchHelpArticle.actor';
import { helpArticleMachine } from '../../../machines/helpArticle.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { helpLocaleOf } from './helpLocale';

/** The one wiring point of an article page: GET /help/articles/{id} in the reader's language. */
export function useHelpArticleActor(articleId: string) {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const [wiring] = useState(() => ({
    input: { articleId, locale: helpLocaleOf(i18n.language) },
    machine: helpArticleMachine.provide({ actors: { fetchArticle: fetchHelpArticleActor(api) } }),
  }));
  return usePageActor('helpArticle', wiring.machine, wiring.input);
}

export type HelpArticleRef = ReturnType<typeof useHelpArticleActor>;
