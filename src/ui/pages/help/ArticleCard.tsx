import { Link } from 'wouter';
import type { HelpArticleSummary } from '../../../api/schemas/helpArticle.schema';
import type { Locale } from '../../../api/schemas/profile.schema';
import { routes } from '../../routes';
import { FallbackTag } from './FallbackTag';

/** An article on the help home: its title and summary, and whether it is shown untranslated. */
export function ArticleCard({ article, locale }: { article: HelpArticleSummary; locale: Locale }) {
  return (
    <Link href={routes.helpArticle(article.id)} className="help-card">
      <span className="help-card__title">{article.title}</span>
      <span className="help-card__summary">{article.summary}</span>
      {article.locale !== locale ? <FallbackTag /> : null}
      <i className="pi pi-arrow-right help-card__arrow" aria-hidden="true" />
    </Link>
  );
}
