import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { HelpArticle } from '../../../api/schemas/helpArticle.schema';
import type { Locale } from '../../../api/schemas/profile.schema';
import { usePageTitle } from '../../app/usePageTitle';
import { LoadFailure } from '../../components/LoadFailure';
import { routes } from '../../routes';
import { CATEGORY_ICONS } from './helpCategories';
import { selectArticle, selectArticleFailure, selectArticleLocale, selectArticleView } from './helpSelectors';
import { useHelpArticleActor } from './useHelpArticleActor';
import '../../components/PageCrumbs.css';
import './HelpPages.css';

/** An article: breadcrumb back to the help home, the text, and the other articles of its category. */
export function HelpArticlePage({ articleId }: { articleId: string }) {
  const { t } = useTranslation('helpCentre');
  const articleRef = useHelpArticleActor(articleId);
  const view = useSelector(articleRef, selectArticleView);
  const article = useSelector(articleRef, selectArticle);
  const failure = useSelector(articleRef, selectArticleFailure);
  const requested = useSelector(articleRef, selectArticleLocale);
  usePageTitle(article?.title ?? (view === 'notFound' ? t('helpCentre.article.notFoundTitle') : t('helpCentre.pageTitle')));

  if (view === 'notFound') return <ArticleNotFound />;
  return (
    <>
      <nav className="page-crumbs help-crumbs" aria-label={t('helpCentre.article.breadcrumb')}>
        <Link href={routes.help}>{t('helpCentre.brand')}</Link>
        {article ? (
          <>
            <i className="pi pi-chevron-right" aria-hidden="true" />
            <span>{t(`helpCentre.categories.${article.category}`)}</span>
            <i className="pi pi-chevron-right" aria-hidden="true" />
            <span aria-current="page">{article.title}</span>
          </>
        ) : null}
      </nav>
      {view === 'failed' ? (
        <LoadFailure message={t('helpCentre.article.loadFailed')} failure={failure} onRetry={() => articleRef.send({ type: 'load.retry' })} />
      ) : article ? (
        <ArticleBody article={article} requested={requested} />
      ) : (
        <ArticleSkeleton label={t('helpCentre.article.loading')} />
      )}
    </>
  );
}

function ArticleBody({ article, requested }: { article: HelpArticle; requested: Locale }) {
  const { t } = useTranslation('helpCentre');
  const [, navigate] = useLocation();
  // The articles link to each other by the help centre's own paths: follow those inside the app.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <div className={article.related.length > 0 ? 'help-article' : 'help-article help-article--alone'}>
      <article className="help-article__main">
        <header className="help-article__header">
          <span className="help-article__category">
            <i className={`pi ${CATEGORY_ICONS[article.category]}`} aria-hidden="true" />
            {t(`helpCentre.categories.${article.category}`)}
          </span>
          <h1 className="help-article__title">{article.title}</h1>
          <p className="help-article__summary">{article.summary}</p>
        </header>
        {article.locale !== requested ? <Message severity="info" className="help-article__fallback" text={t('helpCentre.article.fallback')} /> : null}
        {/* The HTML is rendered by the server from the product's own Markdown articles in help/articles. */}
        <div className="help-article__content" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      {article.related.length > 0 ? (
        <aside className="help-article__related" aria-labelledby="help-related-title">
          <h2 id="help-related-title">{t('helpCentre.article.related')}</h2>
          <ul>
            {article.related.map((other) => (
              <li key={other.id}>
                <Link href={routes.helpArticle(other.id)}>
                  <span className="help-article__related-title">{other.title}</span>
                  <span className="help-article__related-summary">{other.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation('helpCentre');
  const [, navigate] = useLocation();
  return (
    <section className="help-not-found">
      <span className="help-not-found__icon" aria-hidden="true">
        <i className="pi pi-file" />
      </span>
      <h1>{t('helpCentre.article.notFoundTitle')}</h1>
      <p>{t('helpCentre.article.notFoundText')}</p>
      <Button label={t('helpCentre.article.backHome')} icon="pi pi-search" onClick={() => navigate(routes.help)} />
    </section>
  );
}

function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div className="help-article" role="status" aria-label={label}>
      <div className="help-article__main">
        <Skeleton width="140px" height="1rem" />
        <Skeleton width="70%" height="2rem" className="help-article__skeleton-gap" />
        <Skeleton width="90%" height="1rem" className="help-article__skeleton-gap" />
        {[0, 1, 2, 3, 4].map((line) => (
          <Skeleton key={line} height="0.875rem" className="help-article__skeleton-gap" />
        ))}
      </div>
    </div>
  );
}
