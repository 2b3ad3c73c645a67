import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  ContactMessageAdminListResponseDto,
  ContactMessageAdminQueryDto,
  ContactMessageAdminResponseDto,
  UpdateContactMessageAdminDto,
} from './contact.dto';
import { ContactService } from './contact.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { CONTACT_ERRORS } from './contact-errors';

@ApiTags('admin: contact messages')
@Authenticated({ permissions: { content: 'full' } })
@Controller('api/admin/contact-messages')
export class ContactAdminController {
  constructor(private readonly service: ContactService) {}

  /** Messages received through the contact form, newest first by default. */
  @Get()
  @ApiOkResponse({ type: ContactMessageAdminListResponseDto })
  listContactMessagesAdmin(@Query() query: ContactMessageAdminQueryDto): Promise<ContactMessageAdminListResponseDto> {
    return this.service.listContactMessagesAdmin(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ContactMessageAdminResponseDto })
  @ApiErrors({ 404: [CONTACT_ERRORS.contact_message_not_found] })
  getContactMessageAdmin(@Param('id', UuidPipe) id: string): Promise<ContactMessageAdminResponseDto> {
    return this.service.getContactMessageAdmin(id);
  }

  /** Marks the message handled (or waiting again); a message marked twice keeps its first time. */
  @Patch(':id')
  @ApiOkResponse({ type: ContactMessageAdminResponseDto })
  @ApiErrors({ 404: [CONTACT_ERRORS.contact_message_not_found] })
  updateContactMessageAdmin(
    @Param('id', UuidPipe) id: string,
    @Body() body: UpdateContactMessageAdminDto,
  ): Promise<ContactMessageAdminResponseDto> {
    return this.service.updateContactMessageAdmin(id, body);
  }
}
