// /clanok/{slug}: one article — title, author and date, photo, the body, and a way to share it.
import { Link, useLoaderData } from 'react-router-dom';
import { ContentHtml } from '@/components/ui/content-html';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/site';
import { formatDate, isoDay } from '@/lib/format';
import { t } from '@/lib/i18n';
import { authorName, type ArticleDetail } from '../api/articles';
import { CopyLinkButton } from './copy-link-button';
import { Picture } from '@/components/ui/picture';
import { ARTICLE_SIZES } from '@/components/ui/picture-sizes';

export function ArticlePage() {
  const article = useLoaderData() as ArticleDetail;
  const author = authorName(article._embedded?.author);
  return (
    <article className="article">
      <Link to={paths.articles} className="back-link">
        <ChevronLeftIcon width={18} height={18} />
        {t('pages.article.back')}
      </Link>
      <header className="article__header">
        <h1 className="article__title">{article.title}</h1>
        {article.description && <p className="article__lead">{article.description}</p>}
        <p className="article__meta">
          {author && <span>{t('common.author', { name: author })}</span>}
          {article.published_at && (
            <time dateTime={isoDay(article.published_at)}>{t('common.published_on', { date: formatDate(article.published_at) })}</time>
          )}
        </p>
      </header>
      {article.photo && (
        <Picture image={article.photo} className="article__image" sizes={ARTICLE_SIZES} width={1280} height={720} priority />
      )}
      <ContentHtml html={article.body_html} />
      <footer className="article__footer">
        <CopyLinkButton />
      </footer>
    </article>
  );
}
