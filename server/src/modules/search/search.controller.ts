import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { SearchQueryDto, SearchResultListDto } from './search.dto';
import { SearchService } from './search.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { SEARCH_ERRORS } from './search-errors';

@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(private readonly service: SearchService) {}

  /** Member search: other members by name, city, car or plate, as each of them chose to be seen. */
  @Authenticated()
  @Get()
  @ApiOkResponse({ type: SearchResultListDto })
  @ApiErrors({ 400: [{ code: SEARCH_ERRORS.query_too_short, when: 'fewer than 2 letters or digits' }] })
  searchMembers(@CurrentUser() user: AuthUser, @Query() query: SearchQueryDto): Promise<SearchResultListDto> {
    return this.service.searchMembers(user, query);
  }
}
