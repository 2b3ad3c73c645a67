// `@PageRead()` (server/src/common/page-read.decorator.ts) is the one declaration of a page's data:
// at start, ssr/public-reads.ts lists the marked handlers with their path and input, and refuses one
// it could not answer as HTTP does (not a GET, not public, or a parameter other than `:slug` or one
// query DTO), so a wrong mark stops the app instead of answering differently.
import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { Authenticated, Public } from '../../server/src/access/decorators';
import { ErrorFilter } from '../../server/src/common/error.filter';
import { createLogger } from '../../server/src/common/logger';
import { LoggerModule } from '../../server/src/common/logger.module';
import { PageQueryDto } from '../../server/src/common/page.dto';
import { PageRead } from '../../server/src/common/page-read.decorator';
import { PublicReads } from '../../server/src/ssr/public-reads';

@Controller('api/things')
class ThingController {
  @Public()
  @PageRead()
  @Get()
  listThings(@Query() query: PageQueryDto) {
    return Promise.resolve(query);
  }

  @Public()
  @PageRead()
  @Get(':slug')
  getThing(@Param('slug') slug: string) {
    return Promise.resolve(slug);
  }

  @Public()
  @Get('unmarked')
  getUnmarked() {
    return Promise.resolve(null);
  }
}

@Controller('api/members')
class MembersOnlyController {
  @Authenticated()
  @PageRead()
  @Get()
  listMembers() {
    return Promise.resolve([]);
  }
}

@Controller('api/form')
class PostController {
  @Public()
  @PageRead()
  @Post()
  send() {
    return Promise.resolve(null);
  }
}

@Controller('api/pair')
class TwoParamsController {
  @Public()
  @PageRead()
  @Get(':slug')
  getPair(@Param('slug') slug: string, @Query() query: PageQueryDto) {
    return Promise.resolve([slug, query]);
  }
}

async function start(controller: new () => object): Promise<PublicReads> {
  const app = await Test.createTestingModule({
    imports: [DiscoveryModule, LoggerModule.forRoot(createLogger('silent'))],
    controllers: [controller],
    providers: [PublicReads, ErrorFilter],
  }).compile();
  await app.init();
  return app.get(PublicReads);
}

describe('@PageRead()', () => {
  it('lists the marked routes of the controllers, and only those', async () => {
    expect((await start(ThingController)).routes().sort()).toEqual(['/api/things', '/api/things/:slug']);
  });

  it.each([
    [
      'a route for signed-in members',
      MembersOnlyController,
      /MembersOnlyController.listMembers \(\/api\/members\): not @Public\(\)/,
    ],
    ['a POST route', PostController, /not a GET route/],
    ['a route with a slug and a query', TwoParamsController, /takes neither nothing, one `:slug` nor one query DTO/],
  ])('refuses at start %s', async (_what, controller, message) => {
    await expect(start(controller)).rejects.toThrow(message);
  });
});
