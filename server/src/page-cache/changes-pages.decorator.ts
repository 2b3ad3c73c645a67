import { SetMetadata } from '@nestjs/common';

export const CHANGES_PAGES = 'evklub:changes-pages';

/**
 * The writes of this route (or of every non-GET route of this controller) change what public pages
 * show: content, events, the gallery, settings, redirects, event registrations. Such a write is
 * answered only once this instance's page cache has heard of the change (page-sync.interceptor.ts),
 * so the writer's next page is never from before it. Other writes (sign-ins, a member's own data)
 * are answered at once.
 */
export const ChangesPages = () => SetMetadata(CHANGES_PAGES, true);
