// The redirect-by-path guard: rules from_path → to_path (301/302) that the server renderer applies
// to page requests (`findRedirect`) and the client router applies from GET /api/redirects. Both
// paths are local, so no rule sends a visitor to another host; rules that would loop are refused.
import { Injectable } from '@nestjs/common';
import { ApiError, notFound } from '../../common/api-error';
import {
  mapRedirect,
  CreateRedirectDto,
  type RedirectAdminQueryDto,
  type RedirectListResponseDto,
  type RedirectResponseDto,
  type UpdateRedirectDto,
} from './redirect.dto';
import { pageWindow } from '../../common/page.dto';
import { RedirectRepository } from './redirect.repository';
import { isReservedPath } from '../../domain/site-paths';
import { listSort } from '../../common/admin-list.dto';
import { isUniqueViolation } from '../../database/prisma-errors';
import { REDIRECTS_ERRORS } from './redirects-errors';

/** Where a page request goes instead. */
export interface RedirectTarget {
  to_path: string;
  status_code: 301 | 302;
}

/** Served by the API itself, never by a page: a rule for them would never apply. */
const NOT_REDIRECTABLE = new Set(['/sitemap.xml', '/robots.txt']);
const MAX_CHAIN = 50;

const redirectNotFound = () => notFound(REDIRECTS_ERRORS.redirect_not_found, 'Redirect');
const pathOnly = (path: string) => path.replace(/[?#].*$/, '');

@Injectable()
export class RedirectService {
  constructor(private readonly redirects: RedirectRepository) {}

  /**
   * The rule for a requested path (its query string and fragment are ignored; a trailing slash
   * matches the rule without it), or null. For the server renderer.
   */
  async findRedirect(path: string): Promise<RedirectTarget | null> {
    const requested = pathOnly(path);
    if (!requested.startsWith('/')) return null;
    const row =
      (await this.redirects.findByFromPath(requested)) ??
      (requested.length > 1 && requested.endsWith('/')
        ? await this.redirects.findByFromPath(requested.slice(0, -1))
        : null);
    return row ? { to_path: row.toPath, status_code: row.statusCode === 302 ? 302 : 301 } : null;
  }

  async listRedirects(): Promise<RedirectListResponseDto> {
    const rows = await this.redirects.listAll();
    return { v: rows.map(mapRedirect), total: rows.length };
  }

  async listRedirectsAdmin(query: RedirectAdminQueryDto): Promise<RedirectListResponseDto> {
    const { rows, total } = await this.redirects.listForAdmin(listSort(query, 'from_path', 'asc'), pageWindow(query));
    return { v: rows.map(mapRedirect), total };
  }

  async getRedirectAdmin(id: string): Promise<RedirectResponseDto> {
    const row = await this.redirects.findById(id);
    if (!row) throw redirectNotFound();
    return { v: mapRedirect(row) };
  }

  async createRedirectAdmin(dto: CreateRedirectDto): Promise<RedirectResponseDto> {
    await this.checkRule(null, dto.from_path, dto.to_path);
    const row = await this.uniqueFromPath(dto.from_path, () =>
      this.redirects.create({ fromPath: dto.from_path, toPath: dto.to_path, statusCode: dto.status_code ?? 301 }),
    );
    return { v: mapRedirect(row) };
  }

  async updateRedirectAdmin(id: string, dto: UpdateRedirectDto): Promise<RedirectResponseDto> {
    const current = await this.redirects.findById(id);
    if (!current) throw redirectNotFound();
    const fromPath = dto.from_path ?? current.fromPath;
    await this.checkRule(id, fromPath, dto.to_path ?? current.toPath);
    const row = await this.uniqueFromPath(fromPath, () =>
      this.redirects.update(id, { fromPath: dto.from_path, toPath: dto.to_path, statusCode: dto.status_code }),
    );
    return { v: mapRedirect(row) };
  }

  async deleteRedirectAdmin(id: string): Promise<void> {
    if (!(await this.redirects.delete(id))) throw redirectNotFound();
  }

  /**
   * Refuses dot segments, paths the pages never serve, another rule's from_path, and loops (following existing rules).
   */
  private async checkRule(id: string | null, fromPath: string, toPath: string): Promise<void> {
    for (const [field, path] of [
      ['from_path', fromPath],
      ['to_path', pathOnly(toPath)],
    ]) {
      if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
        throw new ApiError(400, REDIRECTS_ERRORS.path_invalid, `${field} must not contain "." or ".." segments`);
      }
    }
    if (isReservedPath(fromPath) || NOT_REDIRECTABLE.has(fromPath)) {
      throw new ApiError(
        400,
        REDIRECTS_ERRORS.path_reserved,
        `${fromPath} is not a page of the site and cannot be redirected`,
      );
    }
    const rules = new Map(
      (await this.redirects.listAll()).filter((r) => r.id !== id).map((r) => [r.fromPath, pathOnly(r.toPath)]),
    );
    if (rules.has(fromPath))
      throw new ApiError(409, REDIRECTS_ERRORS.redirect_exists, `A redirect from ${fromPath} exists already`);
    // Follow the target through the rules as findRedirect would match them (a trailing slash matches too).
    const ruleFor = (path: string) =>
      rules.get(path) ?? (path.length > 1 && path.endsWith('/') ? rules.get(path.slice(0, -1)) : undefined);
    let next: string | undefined = pathOnly(toPath);
    for (let hop = 0; next !== undefined && hop < MAX_CHAIN; hop++) {
      if (next === fromPath || (next.length > 1 && next.endsWith('/') && next.slice(0, -1) === fromPath)) {
        throw new ApiError(
          400,
          REDIRECTS_ERRORS.redirect_loop,
          `${fromPath} → ${toPath} would lead back to ${fromPath}`,
        );
      }
      next = ruleFor(next);
    }
  }

  private async uniqueFromPath<T>(fromPath: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e))
        throw new ApiError(409, REDIRECTS_ERRORS.redirect_exists, `A redirect from ${fromPath} exists already`);
      throw e;
    }
  }
}
