// The FAQ: published entries in the staff's order, and their management (content: full).
import { Injectable } from '@nestjs/common';
import { ApiError, notFound } from '../../common/api-error';
import { renderMarkdown } from '../../common/markdown';
import {
  mapFaqEntryAdmin,
  type CreateFaqEntryDto,
  type FaqAdminQueryDto,
  type FaqEntryAdminListResponseDto,
  type FaqEntryAdminResponseDto,
  type FaqListResponseDto,
  type ReorderFaqDto,
  type UpdateFaqEntryDto,
} from './faq.dto';
import { MAX_PER_PAGE, PageQueryDto, pageWindow } from '../../common/page.dto';
import { FaqRepository } from './faq.repository';
import { listSort } from '../../common/admin-list.dto';
import { MembershipFeeService } from '../membership-fee/membership-fee.service';
import { FAQ_ERRORS } from './faq-errors';

const faqNotFound = () => notFound(FAQ_ERRORS.faq_entry_not_found, 'FAQ entry');

@Injectable()
export class FaqService {
  constructor(
    private readonly faq: FaqRepository,
    private readonly fee: MembershipFeeService,
  ) {}

  /** Published entries, by sort_order (a page holds up to 100: the whole FAQ by default). */
  async listFaq(query: PageQueryDto): Promise<FaqListResponseDto> {
    const { rows, total } = await this.faq.listPublished(pageWindow(query, MAX_PER_PAGE));
    const answers = await this.fee.fill(rows.map((r) => r.answer));
    return {
      v: rows.map((r, i) => ({
        id: r.id,
        question: r.question,
        answer_html: renderMarkdown(answers[i]),
        sort_order: r.sortOrder,
      })),
      total,
    };
  }

  async listFaqAdmin(query: FaqAdminQueryDto): Promise<FaqEntryAdminListResponseDto> {
    const { rows, total } = await this.faq.listForAdmin(listSort(query, 'sort_order', 'asc'), pageWindow(query));
    return { v: rows.map(mapFaqEntryAdmin), total };
  }

  async getFaqEntryAdmin(id: string): Promise<FaqEntryAdminResponseDto> {
    const row = await this.faq.findById(id);
    if (!row) throw faqNotFound();
    return { v: mapFaqEntryAdmin(row) };
  }

  async createFaqEntryAdmin(dto: CreateFaqEntryDto): Promise<FaqEntryAdminResponseDto> {
    const sortOrder = dto.sort_order ?? (await this.faq.nextSortOrder());
    const row = await this.faq.create({
      question: dto.question,
      answer: dto.answer,
      sortOrder,
      published: dto.published ?? false,
    });
    return { v: mapFaqEntryAdmin(row) };
  }

  async updateFaqEntryAdmin(id: string, dto: UpdateFaqEntryDto): Promise<FaqEntryAdminResponseDto> {
    if (!(await this.faq.findById(id))) throw faqNotFound();
    const row = await this.faq.update(id, {
      question: dto.question,
      answer: dto.answer,
      sortOrder: dto.sort_order,
      published: dto.published,
    });
    return { v: mapFaqEntryAdmin(row) };
  }

  async deleteFaqEntryAdmin(id: string): Promise<void> {
    if (!(await this.faq.delete(id))) throw faqNotFound();
  }

  /** Puts the listed entries in the given order (one transaction); every id must exist. */
  async reorderFaqAdmin(dto: ReorderFaqDto): Promise<FaqEntryAdminListResponseDto> {
    const missing = await this.faq.reorder(dto.ids);
    if (missing.length)
      throw new ApiError(400, FAQ_ERRORS.faq_entry_not_found, `Unknown FAQ entries: ${missing.join(', ')}`);
    const rows = await this.faq.listAll();
    return { v: rows.map(mapFaqEntryAdmin), total: rows.length };
  }
}
