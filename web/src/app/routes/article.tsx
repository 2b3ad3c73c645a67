// /clanok/{slug}: one published article (p-article layout).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadArticle, type ArticleDetail } from '@/features/articles/api/articles';
import { ArticlePage } from '@/features/articles/components/article-page';
import { slugParam } from '@/lib/route-data';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export function loader({ request, params, context }: LoaderFunctionArgs): Promise<ArticleDetail> {
  return loadArticle(context.get(appContext).api, request, slugParam(request, params.slug));
}

export const Component = ArticlePage;

export const handle: RouteHandle<ArticleDetail> = {
  layout: 'p-article',
  meta: ({ data }) => ({
    title: data.title,
    description: data.description ?? undefined,
    type: 'article',
    image: data.photo?.sources?.og ?? data.photo?.src,
    publishedTime: data.published_at ?? undefined,
  }),
};
