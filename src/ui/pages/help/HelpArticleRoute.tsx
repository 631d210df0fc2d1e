import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { HelpArticlePage } from './HelpArticlePage';
import { HelpLayout } from './HelpLayout';

/**
 * /help/articles/{articleId}, public. The page starts again for another article (a related one) or
 * another language, so that each shows what its own load says.
 */
export function HelpArticleRoute() {
  const { articleId = '' } = useParams<{ articleId: string }>();
  const { i18n } = useTranslation();
  return (
    <HelpLayout>
      <HelpArticlePage key={`${articleId}/${i18n.language}`} articleId={decodeURIComponent(articleId)} />
    </HelpLayout>
  );
}
