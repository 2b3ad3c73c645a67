// The guide (/poradna): published entries with their category in the staff's order, one entry
// with its body, and their management (content: full).
import { Injectable } from '@nestjs/common';
import { renderMarkdown } from '../../common/markdown';
import { isSlug } from '../../domain/slug';
import {
  mapGuideSummary,
  mapGuideAdmin,
  type CreateGuideEntryDto,
  type GuideAdminQueryDto,
  type GuideEntryAdminListResponseDto,
  type GuideEntryAdminResponseDto,
  type GuideEntryResponseDto,
  type GuideListResponseDto,
  type UpdateGuideEntryDto,
} from './guide.dto';
import { MAX_PER_PAGE, PageQueryDto, pageWindow } from '../../common/page.dto';
import { GuideRepository, GuideWrite } from './guide.repository';
import { chooseSlug, slugTaken, toDate, writeWithSlug } from '../../common/slug-choice';
import { notFound } from '../../common/api-error';
import { listSort } from '../../common/admin-list.dto';
import { GUIDE_ERRORS } from './guide-errors';

const guideNotFound = () => notFound(GUIDE_ERRORS.guide_entry_not_found, 'Guide entry');

const toWrite = (dto: UpdateGuideEntryDto): GuideWrite => ({
  title: dto.title,
  summary: dto.summary,
  body: dto.body,
  category: dto.category,
  sortOrder: dto.sort_order,
  publishedAt: toDate(dto.published_at),
});

@Injectable()
export class GuideService {
  constructor(private readonly guide: GuideRepository) {}

  /** Published entries (a page holds up to 100: the whole guide by default). */
  async listGuide(query: PageQueryDto): Promise<GuideListResponseDto> {
    const { rows, total } = await this.guide.listPublished(new Date(), pageWindow(query, MAX_PER_PAGE));
    return { v: rows.map(mapGuideSummary), total };
  }

  async getGuideEntry(slug: string): Promise<GuideEntryResponseDto> {
    const row = isSlug(slug) ? await this.guide.findPublishedBySlug(slug, new Date()) : null;
    if (!row) throw guideNotFound();
    return { v: { ...mapGuideSummary(row), body_html: renderMarkdown(row.body) } };
  }

  async listGuideAdmin(query: GuideAdminQueryDto): Promise<GuideEntryAdminListResponseDto> {
    const { rows, total } = await this.guide.listForAdmin(listSort(query, 'sort_order', 'asc'), pageWindow(query));
    return { v: rows.map(mapGuideAdmin), total };
  }

  async getGuideEntryAdmin(id: string): Promise<GuideEntryAdminResponseDto> {
    const row = await this.guide.findById(id);
    if (!row) throw guideNotFound();
    return { v: mapGuideAdmin(row) };
  }

  async createGuideEntryAdmin(dto: CreateGuideEntryDto): Promise<GuideEntryAdminResponseDto> {
    const slug = await chooseSlug(dto.slug, dto.title, (s) => this.guide.slugTaken(s));
    const row = await writeWithSlug(slug, () => this.guide.create({ ...toWrite(dto), title: dto.title, slug }));
    return { v: mapGuideAdmin(row) };
  }

  async updateGuideEntryAdmin(id: string, dto: UpdateGuideEntryDto): Promise<GuideEntryAdminResponseDto> {
    if (!(await this.guide.findById(id))) throw guideNotFound();
    if (dto.slug !== undefined && (await this.guide.slugTaken(dto.slug, id))) throw slugTaken(dto.slug);
    const row = await writeWithSlug(dto.slug ?? '', () => this.guide.update(id, { ...toWrite(dto), slug: dto.slug }));
    return { v: mapGuideAdmin(row) };
  }

  async deleteGuideEntryAdmin(id: string): Promise<void> {
    if (!(await this.guide.delete(id))) throw guideNotFound();
  }
}
