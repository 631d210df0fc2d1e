import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LEARNING_PATH_ARTICLE } from '../../../api/helpPages';
import type { HelpArticleList } from '../../../api/schemas/helpArticle.schema';
import { usePageTitle } from '../../app/usePageTitle';
import { LoadFailure } from '../../components/LoadFailure';
import { routes } from '../../routes';
import { ArticleCard } from './ArticleCard';
import { CATEGORY_ICONS } from './helpCategories';
import { HelpLayout } from './HelpLayout';
import { HelpSearch } from './HelpSearch';
import { byCategory, selectHomeBusy, selectHomeFailure, selectResult } from './helpSelectors';
import { SearchResults } from './SearchResults';
import { useHelpHomeActor, type HelpHomeRef } from './useHelpHomeActor';
import './HelpPages.css';

/**
 * /help, public (issue 16 "Help centre, built in"): a search box over the articles, and the
 * articles by category or what the search found. A change of language (the profile's, once a
 * signed-in reader's loads) starts the page again in it.
 */
export function HelpHomePage() {
  const { i18n } = useTranslation();
  return (
    <HelpLayout>
      <HelpHome key={i18n.language} />
    </HelpLayout>
  );
}

function HelpHome() {
  const { t } = useTranslation('helpCentre');
  usePageTitle(t('helpCentre.pageTitle'));
  const homeRef = useHelpHomeActor();
  const busy = useSelector(homeRef, selectHomeBusy);
  const failure = useSelector(homeRef, selectHomeFailure);
  const result = useSelector(homeRef, selectResult);
  return (
    <>
      <section className="help-hero">
        <h1 className="help-hero__title">{t('helpCentre.hero.title')}</h1>
        <p className="help-hero__subtitle">{t('helpCentre.hero.subtitle')}</p>
        <HelpSearch homeRef={homeRef} />
      </section>
      {failure ? (
        <LoadFailure message={t('helpCentre.loadFailed')} failure={failure} onRetry={() => homeRef.send({ type: 'load.retry' })} />
      ) : busy || !result ? (
        <HomeSkeleton label={t('helpCentre.loading')} />
      ) : (
        <HomeBody result={result} homeRef={homeRef} />
      )}
    </>
  );
}

function HomeBody({ result, homeRef }: { result: HelpArticleList; homeRef: HelpHomeRef }) {
  const { t } = useTranslation('helpCentre');
  if (result.query) return <SearchResults result={result} onBrowse={() => homeRef.send({ type: 'search.clear' })} />;
  return (
    <>
      <Link href={routes.helpArticle(LEARNING_PATH_ARTICLE)} className="help-learning-path">
        <i className="pi pi-graduation-cap help-learning-path__icon" aria-hidden="true" />
        <span>
          <strong>{t('helpCentre.learningPath.title')}</strong> {t('helpCentre.learningPath.text')}
        </span>
        <span className="help-learning-path__action">
          {t('helpCentre.learningPath.action')} <i className="pi pi-arrow-right" aria-hidden="true" />
        </span>
      </Link>
      <div className="help-categories" aria-label={t('helpCentre.categories.label')}>
        {byCategory(result.articles).map(({ category, articles }) => (
          <section key={category} className="help-category" aria-labelledby={`help-category-${category}`}>
            <header className="help-category__header">
              <span className="help-category__icon" aria-hidden="true">
                <i className={`pi ${CATEGORY_ICONS[category]}`} />
              </span>
              <h2 id={`help-category-${category}`}>{t(`helpCentre.categories.${category}`)}</h2>
              <span className="help-category__count">{t('helpCentre.articleCount', { count: articles.length })}</span>
            </header>
            <div className="help-category__cards">
              {articles.map((article) => (
                <ArticleCard key={article.id} article={article} locale={result.locale} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

function HomeSkeleton({ label }: { label: string }) {
  return (
    <div className="help-categories" role="status" aria-label={label}>
      {[0, 1, 2].map((shelf) => (
        <section key={shelf} className="help-category">
          <Skeleton width="220px" height="1.25rem" className="help-category__skeleton-title" />
          <div className="help-category__cards">
            {[0, 1, 2].map((card) => (
              <Skeleton key={card} height="108px" borderRadius="12px" />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
