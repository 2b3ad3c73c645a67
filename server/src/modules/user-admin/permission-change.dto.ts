// The audit of permission changes as staff read it (users: 'full'; docs/product-rules.md §6).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { normalizePermissions } from '../../access/permissions';
import { ListResponseDto, PageQueryDto } from '../../common/page.dto';
import { PermissionsDto } from '../members/members.types';
import type { PermissionChangeRow, PermissionChangeVia } from './permission-change.repository';

const VIAS: readonly PermissionChangeVia[] = ['console', 'command', 'setup'];

export class PermissionChangeQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the changes of this member' })
  @IsOptional()
  @IsUUID('all')
  member_id?: string;
}

/** A member named in the audit (a deleted member keeps the placeholder e-mail and no name). */
export class PermissionChangePersonDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true, description: 'First and last name; null when the member gave none' })
  name: string | null;
}

export class PermissionChangeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: () => PermissionChangePersonDto, description: 'Whose permissions changed' })
  member: PermissionChangePersonDto;

  @ApiProperty({
    type: () => PermissionChangePersonDto,
    nullable: true,
    description: 'Who changed them; null for the command line and the first-start setup (see `via`)',
  })
  changed_by: PermissionChangePersonDto | null;

  @ApiProperty({ type: () => PermissionsDto, description: 'The stored map before' })
  permissions_before: PermissionsDto;

  @ApiProperty({ type: () => PermissionsDto, description: 'The stored map after' })
  permissions_after: PermissionsDto;

  @ApiProperty()
  owner_before: boolean;

  @ApiProperty()
  owner_after: boolean;

  @ApiProperty({
    enum: VIAS,
    enumName: 'PermissionChangeVia',
    description:
      'console: a staff member in the console; command: the server command line; setup: the first-start setup link',
  })
  via: PermissionChangeVia;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class PermissionChangeListDto extends ListResponseDto(PermissionChangeDto) {}

const mapPerson = (p: {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}): PermissionChangePersonDto => ({
  id: p.id,
  email: p.email,
  name: [p.firstName, p.lastName].filter(Boolean).join(' ') || null,
});

export function mapPermissionChange(row: PermissionChangeRow): PermissionChangeDto {
  return {
    id: row.id,
    member: mapPerson(row.member),
    changed_by: row.changedBy ? mapPerson(row.changedBy) : null,
    permissions_before: normalizePermissions(row.permissionsBefore),
    permissions_after: normalizePermissions(row.permissionsAfter),
    owner_before: row.ownerBefore,
    owner_after: row.ownerAfter,
    via: row.via as PermissionChangeVia,
    created_at: row.createdAt.toISOString(),
  };
}
