// Reading articles from the API for the article list, the article page and the home page.
import { site } from '@/config/site';
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { apiData, notFound } from '@/lib/route-data';

export type ArticleSummary = components['schemas']['ArticleSummaryDto'];
export type ArticleDetail = components['schemas']['ArticleDetailDto'];
export type Author = components['schemas']['AuthorDto'];

export interface ArticleListData {
  articles: ArticleSummary[];
  page: number;
  pages: number;
}

export async function loadArticleList(api: ApiClient, request: Request, page: number): Promise<ArticleListData> {
  const perPage = site.articlesPerPage;
  const body = await apiData(request, api.GET('/api/articles', { params: { query: { page, per_page: perPage } } }));
  const pages = Math.max(1, Math.ceil(body.total / perPage));
  if (page > pages) notFound(request); // a page past the end is not a page
  return { articles: body.v, page, pages };
}

export async function loadLatestArticles(api: ApiClient, request: Request, count: number): Promise<ArticleSummary[]> {
  return (await apiData(request, api.GET('/api/articles', { params: { query: { per_page: count } } }))).v;
}

export async function loadArticle(api: ApiClient, request: Request, slug: string): Promise<ArticleDetail> {
  return (await apiData(request, api.GET('/api/articles/{slug}', { params: { path: { slug } } }))).v;
}

/** "Jana Nováková", else the username; null when the article shows no author. */
export function authorName(author: Author | undefined): string | null {
  if (!author) return null;
  return [author.first_name, author.last_name].filter(Boolean).join(' ') || author.username || null;
}
