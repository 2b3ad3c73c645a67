import { SetMetadata } from '@nestjs/common';

export const PAGE_READ = 'evklub:page-read';

/**
 * A public GET route that the server-rendered pages' loaders read: ssr/public-reads.ts answers it
 * in-process, calling this handler with the app's global pipes, without an HTTP injection. The route
 * is `@Public()` and takes nothing, `@Param('slug') slug: string` (a path ending in `:slug`) or one
 * `@Query()` DTO; the reader refuses at start a route that does not.
 */
export const PageRead = () => SetMetadata(PAGE_READ, true);
