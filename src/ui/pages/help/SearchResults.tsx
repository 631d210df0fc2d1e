import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { HelpArticleList } from '../../../api/schemas/helpArticle.schema';
import { routes } from '../../routes';
import { FallbackTag } from './FallbackTag';

/** What a search found, best first, with the matched words of each snippet highlighted. */
export function SearchResults({ result, onBrowse }: { result: HelpArticleList; onBrowse: () => void }) {
  const { t } = useTranslation('helpCentre');
  const query = result.query ?? '';
  if (result.articles.length === 0) {
    return (
      <section className="help-results help-results--empty" aria-live="polite">
        <i className="pi pi-search help-results__empty-icon" aria-hidden="true" />
        <h2>{t('helpCentre.results.none', { query })}</h2>
        <p>{t('helpCentre.results.noneHint')}</p>
        <Button label={t('helpCentre.results.browse')} icon="pi pi-th-large" outlined onClick={onBrowse} />
      </section>
    );
  }
  return (
    <section className="help-results" aria-label={t('helpCentre.results.label')}>
      <p className="help-results__count" aria-live="polite">
        {t('helpCentre.results.count', { count: result.articles.length, query })}
      </p>
      <ol className="help-results__list">
        {result.articles.map((article) => (
          <li key={article.id}>
            <Link href={routes.helpArticle(article.id)} className="help-result">
              <span className="help-result__category">{t(`helpCentre.categories.${article.category}`)}</span>
              <span className="help-result__title">{article.title}</span>
              <span className="help-result__snippet">
                {article.snippet.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
              </span>
              {article.locale !== result.locale ? <FallbackTag /> : null}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
