// DTOs of the contact form (POST /api/contact) and the staff's list of received messages.
// Single-line fields refuse control characters (CR/LF included), so nothing a visitor types can
// become a mail header.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { iso, isoOrNull } from '../../common/iso-time';
import type { ContactMessageRow } from './contact.repository';

const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
const NOT_BLANK = /\S/;

export class ContactMessageDto {
  @ApiProperty({
    minLength: 1,
    maxLength: 100,
    pattern: `(?=[\\s\\S]*${NOT_BLANK.source})${SINGLE_LINE.source}`,
    description: 'Not blank, a single line',
  })
  @IsString()
  @MaxLength(100)
  @Matches(NOT_BLANK, { message: '$property must not be empty' })
  @Matches(SINGLE_LINE, { message: '$property must be a single line' })
  name: string;

  @ApiProperty({
    format: 'email',
    maxLength: 254,
    description: 'Replies go here (Reply-To); the message itself goes only to the club',
  })
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: '$property must be an e-mail address' })
  email: string;

  @ApiPropertyOptional({ maxLength: 150, pattern: SINGLE_LINE.source, description: 'A single line' })
  @ValidateIf((_object, value) => value !== undefined)
  @IsString()
  @MaxLength(150)
  @Matches(SINGLE_LINE, { message: '$property must be a single line' })
  subject?: string;

  @ApiProperty({ minLength: 10, maxLength: 5000, pattern: '\\S' })
  @IsString()
  @MinLength(10)
  @MaxLength(5000)
  @Matches(NOT_BLANK, { message: '$property must not be empty' })
  message: string;

  @ApiPropertyOptional({
    description: 'Leave empty: a hidden field that only robots fill in (such messages are silently dropped)',
    maxLength: 500,
  })
  // Absent or a string: null is not a string (the document does not say nullable).
  @ValidateIf((_object, value) => value !== undefined)
  @IsString()
  @MaxLength(500)
  website?: string;
}

export class ContactReceiptDto {
  @ApiProperty({ example: true })
  received: boolean;
}

export class ContactReceiptResponseDto extends ResponseDto(ContactReceiptDto) {}

// ── staff ──

export class ContactMessageAdminDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  subject: string | null;

  @ApiProperty()
  message: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ description: 'Staff marked the message handled (answered or dealt with)' })
  handled: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was marked handled' })
  handled_at: string | null;
}

/** PATCH /api/admin/contact-messages/{id}: mark the message handled, or waiting again. */
export class UpdateContactMessageAdminDto {
  @ApiProperty()
  @IsBoolean()
  handled: boolean;
}

export class ContactMessageAdminListResponseDto extends ListResponseDto(ContactMessageAdminDto) {}

export class ContactMessageAdminResponseDto extends ResponseDto(ContactMessageAdminDto) {}

export const CONTACT_SORT_FIELDS = ['created_at', 'name', 'email'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

export class ContactMessageAdminQueryDto extends AdminListQueryDto(CONTACT_SORT_FIELDS) {}

export function mapContactMessage(row: ContactMessageRow): ContactMessageAdminDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: iso(row.createdAt),
    handled: row.handledAt !== null,
    handled_at: isoOrNull(row.handledAt),
  };
}
