// An article in a list: photo, date, title (the link), description and author.
import { Link } from 'react-router-dom';
import { paths } from '@/config/site';
import { formatDate, isoDay } from '@/lib/format';
import { t } from '@/lib/i18n';
import { authorName, type ArticleSummary } from '../api/articles';
import { Picture } from '@/components/ui/picture';
import { CARD_SIZES } from '@/components/ui/picture-sizes';

export function ArticleCard({
  article,
  headingLevel = 2,
  eager = false,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const author = authorName(article._embedded?.author);
  return (
    <article className="card article-card">
      {article.photo && (
        <Picture
          image={article.photo}
          className="card__image"
          sizes={CARD_SIZES}
          width={640}
          height={360}
          eager={eager}
        />
      )}
      <div className="card__body">
        {article.published_at && (
          <p className="card__meta">
            <time dateTime={isoDay(article.published_at)}>{formatDate(article.published_at)}</time>
          </p>
        )}
        <Heading className="card__title">
          <Link to={paths.article(article.slug)} className="card__link">
            {article.title}
          </Link>
        </Heading>
        {article.description && <p className="card__text">{article.description}</p>}
        {author && <p className="card__meta">{t('common.author', { name: author })}</p>}
      </div>
    </article>
  );
}
