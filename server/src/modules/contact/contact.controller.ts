import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../../auth/decorators';
import { ContactMessageDto, ContactReceiptResponseDto } from './contact.dto';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly service: ContactService) {}

  /** Sends a message to the club (only to the club's own address; the sender's address becomes Reply-To). */
  @Public()
  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ type: ContactReceiptResponseDto })
  @ApiBadRequestResponse({ description: 'errors.validation (missing fields, too long, line breaks in name or subject)' })
  @ApiTooManyRequestsResponse({ description: 'errors.too_many_requests: 5 messages an hour per address' })
  sendContactMessage(@Body() body: ContactMessageDto, @Ip() ip: string): Promise<ContactReceiptResponseDto> {
    return this.service.sendContactMessage(body, ip);
  }
}
