// Content pages: the public page at /{slug} (published ones only) and their staff management.
// Slugs of the site's own screens are refused for pages, since such a page could never be reached.
import { Injectable } from '@nestjs/common';
import { ApiError, notFound } from '../../common/api-error';
import { renderMarkdown } from '../../common/markdown';
import { isSlug } from '../../domain/slug';
import {
  mapContentPageAdmin,
  type ContentPageAdminListResponseDto,
  type ContentPageAdminQueryDto,
  type ContentPageAdminResponseDto,
  type ContentPageResponseDto,
  type CreateContentPageDto,
  type UpdateContentPageDto,
} from './content-page.dto';
import { pageWindow } from '../../common/page.dto';
import { ContentPageRepository } from './content-page.repository';
import { chooseSlug, slugTaken, toDate, writeWithSlug } from '../../common/slug-choice';
import { iso, isoOrNull } from '../../common/iso-time';
import { listSort } from '../../common/admin-list.dto';
import { MembershipFeeService } from '../membership-fee/membership-fee.service';
import { PAGES_ERRORS } from './pages-errors';

/**
 * First path segments that belong to the site's screens, APIs and files (docs/product-rules.md §2), never to a content
 * page.
 */
export const RESERVED_PAGE_SLUGS = new Set([
  'api',
  'admin',
  'auth',
  'assets',
  'builds',
  'healthz',
  'readyz',
  'metrics',
  'uzivatel',
  'clanky',
  'clanok',
  'udalosti',
  'udalost',
  'faq',
  'galeria',
  'poradna',
  'prihlasenie',
  'vytvorit-nove-heslo',
  'nastavenie',
]);

const pageNotFound = () => notFound(PAGES_ERRORS.page_not_found, 'Page');

@Injectable()
export class ContentPageService {
  constructor(
    private readonly pages: ContentPageRepository,
    private readonly fee: MembershipFeeService,
  ) {}

  async getPage(slug: string): Promise<ContentPageResponseDto> {
    const row = isSlug(slug) ? await this.pages.findPublishedBySlug(slug, new Date()) : null;
    if (!row) throw pageNotFound();
    const { id, title, description } = row;
    const [body] = await this.fee.fill([row.body]);
    return {
      v: {
        id,
        slug: row.slug,
        title,
        description,
        body_html: renderMarkdown(body),
        published_at: isoOrNull(row.publishedAt),
        updated_at: iso(row.updatedAt),
      },
    };
  }

  async listPagesAdmin(query: ContentPageAdminQueryDto): Promise<ContentPageAdminListResponseDto> {
    const { rows, total } = await this.pages.listForAdmin(listSort(query, 'title', 'asc'), pageWindow(query));
    return { v: rows.map(mapContentPageAdmin), total };
  }

  async getPageAdmin(id: string): Promise<ContentPageAdminResponseDto> {
    const row = await this.pages.findById(id);
    if (!row) throw pageNotFound();
    return { v: mapContentPageAdmin(row) };
  }

  async createPageAdmin(dto: CreateContentPageDto): Promise<ContentPageAdminResponseDto> {
    if (dto.slug !== undefined) assertNotReserved(dto.slug);
    // A title that makes a reserved slug ("FAQ") gets a numbered one ("faq-2").
    const slug = await chooseSlug(
      dto.slug,
      dto.title,
      async (s) => RESERVED_PAGE_SLUGS.has(s) || (await this.pages.slugTaken(s)),
    );
    const row = await writeWithSlug(slug, () =>
      this.pages.create({
        title: dto.title,
        slug,
        description: dto.description,
        body: dto.body,
        publishedAt: toDate(dto.published_at),
      }),
    );
    return { v: mapContentPageAdmin(row) };
  }

  async updatePageAdmin(id: string, dto: UpdateContentPageDto): Promise<ContentPageAdminResponseDto> {
    if (!(await this.pages.findById(id))) throw pageNotFound();
    if (dto.slug !== undefined) {
      assertNotReserved(dto.slug);
      if (await this.pages.slugTaken(dto.slug, id)) throw slugTaken(dto.slug);
    }
    const row = await writeWithSlug(dto.slug ?? '', () =>
      this.pages.update(id, {
        title: dto.title,
        slug: dto.slug,
        description: dto.description,
        body: dto.body,
        publishedAt: toDate(dto.published_at),
      }),
    );
    return { v: mapContentPageAdmin(row) };
  }

  async deletePageAdmin(id: string): Promise<void> {
    if (!(await this.pages.delete(id))) throw pageNotFound();
  }
}

function assertNotReserved(slug: string): void {
  if (RESERVED_PAGE_SLUGS.has(slug))
    throw new ApiError(400, PAGES_ERRORS.slug_reserved, `/${slug} is a screen of the site, not a content page`);
}
