// /clanok/{slug}: one article — title, author and date, photo, the body, and a way to share it.
import { useLoaderData } from 'react-router-dom';
import { ContentHtml } from '@/components/ui/content-html';
import { Island } from '@/lib/island';
import { DetailArticle } from '@/components/ui/detail-article';
import { paths } from '@/config/site';
import { formatDate, isoDay } from '@/lib/format';
import { t } from '../texts';
import { authorName, type ArticleDetail } from '../api/articles';
import { CopyLinkButton } from './copy-link-button';
import { Picture } from '@/components/ui/picture';
import { ARTICLE_SIZES } from '@/components/ui/picture-sizes';

export function ArticlePage() {
  const article = useLoaderData() as ArticleDetail;
  const author = authorName(article._embedded?.author);
  const meta = (
    <p className="article__meta">
      {author && <span>{t('common.author', { name: author })}</span>}
      {article.published_at && (
        <time dateTime={isoDay(article.published_at)}>
          {t('common.published_on', { date: formatDate(article.published_at) })}
        </time>
      )}
    </p>
  );
  return (
    <DetailArticle
      back={{ to: paths.articles, label: t('pages.article.back') }}
      title={article.title}
      lead={article.description}
      meta={meta}
    >
      {article.photo && (
        <Picture
          image={article.photo}
          className="article__image"
          sizes={ARTICLE_SIZES}
          width={1280}
          height={720}
          priority
        />
      )}
      <ContentHtml html={article.body_html} />
      <footer className="article__footer">
        <Island name="copy-link" component={CopyLinkButton} props={{}} />
      </footer>
    </DetailArticle>
  );
}
