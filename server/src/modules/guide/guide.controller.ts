import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { GuideEntryResponseDto, GuideListResponseDto } from './guide.dto';
import { PageQueryDto } from '../../common/page.dto';
import { GuideService } from './guide.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { GUIDE_ERRORS } from './guide-errors';
import { PageRead } from '../../common/page-read.decorator';

@ApiTags('guide')
@Public()
@Controller('api/guide')
export class GuideController {
  constructor(private readonly service: GuideService) {}

  /** Published guide entries with their category, in order (per_page defaults to 100). */
  @PageRead()
  @Get()
  @ApiOkResponse({ type: GuideListResponseDto })
  listGuide(@Query() query: PageQueryDto): Promise<GuideListResponseDto> {
    return this.service.listGuide(query);
  }

  /** A published guide entry with its body as sanitised HTML. */
  @PageRead()
  @Get(':slug')
  @ApiOkResponse({ type: GuideEntryResponseDto })
  @ApiErrors({ 404: [GUIDE_ERRORS.guide_entry_not_found] })
  getGuideEntry(@Param('slug') slug: string): Promise<GuideEntryResponseDto> {
    return this.service.getGuideEntry(slug);
  }
}
