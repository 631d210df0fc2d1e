import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectTimeZone } from '../app/session/profileSelectors';
import { useProfileRef } from '../app/session/useSessionChildren';
import { createFormatters, type Formatters } from './format';

/** The formatters of the active language and the signed-in user's time zone; they follow a language change at once. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const timeZone = useSelector(useProfileRef(), selectTimeZone);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => createFormatters(locale, { timeZone }), [locale, timeZone]);
}
