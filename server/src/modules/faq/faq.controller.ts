import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { FaqListResponseDto } from './faq.dto';
import { PageQueryDto } from '../../common/page.dto';
import { FaqService } from './faq.service';
import { PageRead } from '../../common/page-read.decorator';

@ApiTags('faq')
@Controller('api/faq')
export class FaqController {
  constructor(private readonly service: FaqService) {}

  /** Published questions and answers in order (per_page defaults to 100). */
  @Public()
  @PageRead()
  @Get()
  @ApiOkResponse({ type: FaqListResponseDto })
  listFaq(@Query() query: PageQueryDto): Promise<FaqListResponseDto> {
    return this.service.listFaq(query);
  }
}
