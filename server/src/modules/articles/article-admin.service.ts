// Staff management of articles (content: full). Slugs are unique (409 errors.slug_taken) and made
// from the title when not given; the author defaults to the signed-in staff member; a referenced
// photo or author must exist (400).
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError, notFound } from '../../common/api-error';
import {
  mapArticleAdmin,
  type ArticleAdminListResponseDto,
  type ArticleAdminQueryDto,
  type ArticleAdminResponseDto,
  type CreateArticleDto,
  type UpdateArticleDto,
} from './article.dto';
import { pageWindow } from '../../common/page.dto';
import { ArticleRepository, ArticleWrite } from './article.repository';
import { GalleryService } from '../gallery/gallery.service';
import { MemberService } from '../members/member.service';
import { chooseSlug, slugTaken, toDate, writeWithSlug } from '../../common/slug-choice';
import { listSort } from '../../common/admin-list.dto';
import { ARTICLES_ERRORS } from './articles-errors';
import { GALLERY_ERRORS } from '../gallery/gallery.types';

const articleNotFound = () => notFound(ARTICLES_ERRORS.article_not_found, 'Article');

@Injectable()
export class ArticleAdminService {
  constructor(
    private readonly articles: ArticleRepository,
    private readonly gallery: GalleryService,
    private readonly profiles: MemberService,
  ) {}

  async listArticlesAdmin(query: ArticleAdminQueryDto): Promise<ArticleAdminListResponseDto> {
    const { rows, total } = await this.articles.listForAdmin(listSort(query, 'created_at', 'desc'), pageWindow(query));
    return { v: rows.map(mapArticleAdmin), total };
  }

  async getArticleAdmin(id: string): Promise<ArticleAdminResponseDto> {
    const row = await this.articles.findById(id);
    if (!row) throw articleNotFound();
    return { v: mapArticleAdmin(row) };
  }

  async createArticleAdmin(user: AuthUser, dto: CreateArticleDto): Promise<ArticleAdminResponseDto> {
    const data = await this.checkedWrite(dto);
    const slug = await chooseSlug(dto.slug, dto.title, (s) => this.articles.slugTaken(s));
    const row = await writeWithSlug(slug, () =>
      this.articles.create({ ...data, title: dto.title, slug, authorId: dto.author_id ?? user.id }),
    );
    return { v: mapArticleAdmin(row) };
  }

  async updateArticleAdmin(id: string, dto: UpdateArticleDto): Promise<ArticleAdminResponseDto> {
    if (!(await this.articles.findById(id))) throw articleNotFound();
    const data = await this.checkedWrite(dto);
    if (dto.slug !== undefined && (await this.articles.slugTaken(dto.slug, id))) throw slugTaken(dto.slug);
    const row = await writeWithSlug(dto.slug ?? '', () =>
      this.articles.update(id, { ...data, title: dto.title, slug: dto.slug }),
    );
    return { v: mapArticleAdmin(row) };
  }

  async deleteArticleAdmin(id: string): Promise<void> {
    if (!(await this.articles.delete(id))) throw articleNotFound();
  }

  /** The stored fields of a create/update body, after checking what it refers to. */
  private async checkedWrite(dto: UpdateArticleDto): Promise<ArticleWrite> {
    if (dto.photo_id && !(await this.gallery.photoExists(dto.photo_id)))
      throw new ApiError(400, GALLERY_ERRORS.photo_not_found, 'No photo has this id');
    if (dto.author_id) {
      const author = await this.profiles.findAccess(dto.author_id);
      if (!author || author.deletedAt)
        throw new ApiError(400, ARTICLES_ERRORS.author_not_found, 'No member has this id');
    }
    return {
      description: dto.description,
      body: dto.body,
      photoId: dto.photo_id,
      publishedAt: toDate(dto.published_at),
      authorId: dto.author_id,
      fileName: dto.file_name,
    };
  }
}
