import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { ContactMessageDto, ContactReceiptResponseDto } from './contact.dto';
import { ContactService } from './contact.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';

@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly service: ContactService) {}

  /** Sends a message to the club (only to the club's own address; the sender's address becomes Reply-To). */
  @Public()
  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ type: ContactReceiptResponseDto })
  @ApiErrors({
    400: [{ code: COMMON_ERRORS.validation, when: 'missing fields, too long, line breaks in name or subject' }],
    429: [{ code: COMMON_ERRORS.too_many_requests, when: '5 messages an hour per address' }],
  })
  sendContactMessage(@Body() body: ContactMessageDto, @Ip() ip: string): Promise<ContactReceiptResponseDto> {
    return this.service.sendContactMessage(body, ip);
  }
}
