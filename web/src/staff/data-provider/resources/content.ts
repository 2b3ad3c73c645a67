// The console's content resources (content=full): articles, pages, FAQ, guide, gallery albums,
// photos, discounts, charging information, member files, redirects and contact messages.
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { byId, crudResource, multipart, multipartBody, PAGE_LIMIT, send, type ResourceProvider } from '../resource';

type Schemas = components['schemas'];

export function contentProviders(api: ApiClient) {
  return {
    articles: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/articles', { params: { query } }),
      one: (id) => api.GET('/api/admin/articles/{id}', byId(id)),
      create: (data) => api.POST('/api/admin/articles', { body: data as Schemas['CreateArticleDto'] }),
      update: (id, body) => api.PATCH('/api/admin/articles/{id}', { ...byId(id), body }),
      remove: (id) => api.DELETE('/api/admin/articles/{id}', byId(id)),
    }),
    pages: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/pages', { params: { query } }),
      one: (id) => api.GET('/api/admin/pages/{id}', byId(id)),
      create: (data) => api.POST('/api/admin/pages', { body: data as Schemas['CreateContentPageDto'] }),
      update: (id, body) => api.PATCH('/api/admin/pages/{id}', { ...byId(id), body }),
      remove: (id) => api.DELETE('/api/admin/pages/{id}', byId(id)),
    }),
    faq: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/faq', { params: { query } }),
      one: (id) => api.GET('/api/admin/faq/{id}', byId(id)),
      create: (data) => api.POST('/api/admin/faq', { body: data as Schemas['CreateFaqEntryDto'] }),
      update: (id, body) =>
        api.PATCH('/api/admin/faq/{id}', { ...byId(id), body: body as Schemas['UpdateFaqEntryDto'] }),
      remove: (id) => api.DELETE('/api/admin/faq/{id}', byId(id)),
    }),
    guide: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/guide', { params: { query } }),
      one: (id) => api.GET('/api/admin/guide/{id}', byId(id)),
      create: (data) => api.POST('/api/admin/guide', { body: data as Schemas['CreateGuideEntryDto'] }),
      update: (id, body) => api.PATCH('/api/admin/guide/{id}', { ...byId(id), body }),
      remove: (id) => api.DELETE('/api/admin/guide/{id}', byId(id)),
    }),
    gallery: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/gallery', { params: { query } }),
      one: (id) => api.GET('/api/admin/gallery/{id}', byId(id)),
      create: (data) => api.POST('/api/admin/gallery', { body: data as Schemas['CreateAlbumDto'] }),
      update: (id, body) => api.PATCH('/api/admin/gallery/{id}', { ...byId(id), body }),
      remove: (id) => api.DELETE('/api/admin/gallery/{id}', byId(id)),
    }),
    photos: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/photos', { params: { query } }),
      one: (id) => api.GET('/api/admin/photos/{id}', byId(id)),
      // Into an album directly when one is chosen, else a loose photo (events, articles).
      create: ({ file, alt, sort_order, album_id }) => {
        const body = multipartBody<Schemas['UploadPhotoDto']>(multipart({ alt, sort_order }, file));
        return album_id
          ? api.POST('/api/admin/gallery/{id}/photos', { ...byId(String(album_id)), body })
          : api.POST('/api/admin/photos', { body });
      },
      update: (id, body) => api.PATCH('/api/admin/photos/{id}', { ...byId(id), body }),
      remove: (id) => api.DELETE('/api/admin/photos/{id}', byId(id)),
    }),
    discounts: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/discounts', { params: { query } }),
      one: (id) => api.GET('/api/admin/discounts/{id}', byId(id)),
      create: (data) => api.POST('/api/admin/discounts', { body: data as Schemas['CreateDiscountAdminDto'] }),
      update: (id, body) => api.PATCH('/api/admin/discounts/{id}', { ...byId(id), body }),
      remove: (id) => api.DELETE('/api/admin/discounts/{id}', byId(id)),
    }),
    charging: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/charging', { params: { query } }),
      one: (id) => api.GET('/api/admin/charging/{id}', byId(id)),
      create: (data) => api.POST('/api/admin/charging', { body: data as Schemas['CreateChargingEntryAdminDto'] }),
      update: (id, body) => api.PATCH('/api/admin/charging/{id}', { ...byId(id), body }),
      remove: (id) => api.DELETE('/api/admin/charging/{id}', byId(id)),
    }),
    files: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/files', { params: { query } }),
      one: (id) => api.GET('/api/admin/files/{id}', byId(id)),
      create: ({ file, kind, title, description }) =>
        api.POST('/api/admin/files', {
          body: multipartBody<Schemas['UploadFileDto']>(multipart({ kind, title, description }, file)),
        }),
      update: (id, body) => api.PATCH('/api/admin/files/{id}', { ...byId(id), body }),
      remove: (id) => api.DELETE('/api/admin/files/{id}', byId(id)),
    }),
    redirects: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/redirects', { params: { query } }),
      one: (id) => api.GET('/api/admin/redirects/{id}', byId(id)),
      create: (data) => api.POST('/api/admin/redirects', { body: data as Schemas['CreateRedirectDto'] }),
      update: (id, body) =>
        api.PATCH('/api/admin/redirects/{id}', { ...byId(id), body: body as Schemas['UpdateRedirectDto'] }),
      remove: (id) => api.DELETE('/api/admin/redirects/{id}', byId(id)),
    }),
    'contact-messages': crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/contact-messages', { params: { query } }),
      one: (id) => api.GET('/api/admin/contact-messages/{id}', byId(id)),
      update: (id, body) =>
        api.PATCH('/api/admin/contact-messages/{id}', {
          ...byId(id),
          body: body as Schemas['UpdateContactMessageAdminDto'],
        }),
    }),
  } satisfies Record<string, ResourceProvider>;
}

/** Moves a FAQ entry one place up (-1) or down (+1) in the order /faq shows. */
export async function moveFaqEntry(api: ApiClient, id: string, step: -1 | 1): Promise<void> {
  // The whole order (every entry, by position as /faq shows it), the entry swapped with its
  // neighbour, sent back in one PUT that numbers the entries 0, 1, 2 …
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const body = await send(
      api.GET('/api/admin/faq', {
        params: { query: { page, per_page: PAGE_LIMIT, sort: 'sort_order', order: 'asc' } },
      }),
    );
    ids.push(...body.v.map((row) => row.id));
    if (body.v.length < PAGE_LIMIT || ids.length >= body.total) break;
  }
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  await send(api.PUT('/api/admin/faq/order', { body: { ids } }));
}

export type Newsletter = Schemas['NewsletterDto'];

/**
 * The article as the newsletter: preview and counts; `action` test-sends it to me or sends it to the subscribers first.
 */
export async function newsletter(api: ApiClient, articleId: string, action?: 'test' | 'send'): Promise<Newsletter> {
  const params = { path: { articleId } };
  if (action === 'test') return (await send(api.POST('/api/admin/newsletters/{articleId}/test', { params }))).v;
  if (action === 'send') return (await send(api.POST('/api/admin/newsletters/{articleId}/send', { params }))).v;
  return (await send(api.GET('/api/admin/newsletters/{articleId}', { params }))).v;
}
