import { Injectable } from '@nestjs/common';
import { collection, pageWindow } from '../../common/page.dto';
import {
  mapPermissionChange,
  type PermissionChangeListDto,
  type PermissionChangeQueryDto,
} from './permission-change.dto';
import { PermissionChangeRepository } from './permission-change.repository';

/** The audit of permission changes, for staff (docs/product-rules.md §6); the rows are written by UserAdminService. */
@Injectable()
export class PermissionChangeService {
  constructor(private readonly changes: PermissionChangeRepository) {}

  /** Changes newest first, of one member when `member_id` is given. */
  async listPermissionChangesAdmin(query: PermissionChangeQueryDto): Promise<PermissionChangeListDto> {
    const window = pageWindow(query);
    const { rows, total } = await this.changes.list(query.member_id, window.skip, window.take);
    return collection(rows.map(mapPermissionChange), total);
  }
}
