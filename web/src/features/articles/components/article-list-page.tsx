// /clanky: published articles, newest first, a page at a time (`?strana=N`).
import { useLoaderData } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/site';
import { t } from '../texts';
import { useRuntimeConfig } from '@/lib/runtime-config';
import type { ArticleListData } from '../api/articles';
import { ArticleCard } from './article-card';

export function ArticleListPage() {
  const { articles, page, pages } = useLoaderData() as ArticleListData;
  const { siteName } = useRuntimeConfig();
  return (
    <>
      <PageHeader title={t('pages.articles.title')} intro={t('pages.articles.description', { site: siteName })} />
      {articles.length === 0 ? (
        <EmptyState text={t('pages.articles.empty')} />
      ) : (
        <div className="card-grid">
          {articles.map((article, i) => (
            <ArticleCard key={article.id} article={article} eager={i < 2} />
          ))}
        </div>
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(n) => (n === 1 ? paths.articles : `${paths.articles}?strana=${n}`)}
      />
    </>
  );
}
