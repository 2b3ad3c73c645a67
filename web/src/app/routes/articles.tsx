// /clanky: the article list (`?strana=N` for further pages).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadArticleList, type ArticleListData } from '@/features/articles/api/articles';
import { ArticleListPage } from '@/features/articles/components/article-list-page';
import { t } from '@/features/articles/texts';
import { pageParam } from '@/lib/route-data';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export function loader({ request, context }: LoaderFunctionArgs): Promise<ArticleListData> {
  return loadArticleList(context.get(appContext).api, request, pageParam(request));
}

export const Component = ArticleListPage;

export const handle: RouteHandle<ArticleListData> = {
  meta: ({ data, config }) => ({
    title: data.page > 1 ? t('pages.articles.page_title', { page: data.page }) : t('pages.articles.title'),
    description: t('pages.articles.description', { site: config.siteName }),
  }),
};
