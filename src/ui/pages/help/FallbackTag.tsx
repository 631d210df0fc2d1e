import { useTranslation } from 'react-i18next';

/** Marks an article shown in en-AU because the reader's language has no translation of it yet. */
export function FallbackTag() {
  const { t } = useTranslation('helpCentre');
  return (
    <span className="help-fallback-tag" title={t('helpCentre.fallbackTagHint')}>
      <i className="pi pi-globe" aria-hidden="true" />
      {t('helpCentre.fallbackTag')}
    </span>
  );
}
