// /sitemap.xml and /robots.txt: every public route of docs/product-rules.md §2, each published article, event,
// content page and guide entry, as absolute URLs on PUBLIC_URL. lastmod is the record's updated_at (W3C date-time).
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { escapeXml } from '../../common/escape';
import { SitemapEntry, SitemapRepository } from './sitemap.repository';

/**
 * The public screens of docs/product-rules.md §2 (guest-only screens such as /prihlasenie are not content to index).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/o-nas',
  '/clanky',
  '/kontakt',
  '/udalosti',
  '/faq',
  '/galeria',
  '/poradna',
  '/pripojit-sa',
  '/ochrana-osobnych-udajov',
];

/** Paths crawlers should leave alone: the member area, the staff console and the APIs. */
export const ROBOTS_DISALLOW = ['/uzivatel/', '/admin', '/api/', '/auth/'];

@Injectable()
export class SitemapService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly sitemap: SitemapRepository,
  ) {}

  async getSitemap(): Promise<string> {
    const { articles, events, pages, guide } = await this.sitemap.listPublished(new Date());
    // A content page that is one of the screens (o-nas, kontakt …) gives that screen its lastmod.
    const pageBySlug = new Map(pages.map((p) => [p.slug, p]));
    const urls = [
      ...PUBLIC_ROUTES.map((path) => this.url(path, pageBySlug.get(path.slice(1))?.updatedAt)),
      ...articles.map((a) => this.url(`/clanok/${a.slug}`, a.updatedAt)),
      ...events.map((e) => this.url(`/udalost/${e.slug}`, e.updatedAt)),
      ...guide.map((g) => this.url(`/poradna/${g.slug}`, g.updatedAt)),
      ...pages
        .filter((p: SitemapEntry) => !PUBLIC_ROUTES.includes(`/${p.slug}`))
        .map((p) => this.url(`/${p.slug}`, p.updatedAt)),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  getRobots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${this.config.PUBLIC_URL}/sitemap.xml`,
      '',
    ].join('\n');
  }

  private url(path: string, lastmod?: Date): string {
    const loc = `<loc>${escapeXml(this.config.PUBLIC_URL + path)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  }
}
