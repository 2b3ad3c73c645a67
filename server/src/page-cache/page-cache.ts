// The page cache of the public site: rendered pages kept in this process (page-store.ts), dropped
// when PostgreSQL says what they show changed (database/content-notifications.ts): every page for a
// change of content, only the pages that show an event's places for a registration to it. One page
// per address and colour mode, the same for guests and members: it is rendered without the
// visitor's cookies (but the colour-mode choice), so it holds nothing of anyone, and a member's
// navbar learns the session in the browser (an island, web/src/app/islands). The member area and the
// guest-only pages (which send members away) are never cached. web/src/app/routes names the pages;
// ssr/web-routes.ts answers from here.
import type { FastifyRequest } from 'fastify';
import type { ContentChange, ContentNotifications } from '../database/content-notifications';
import { pathsUnder } from '../domain/site-paths';
import { CachedPage, PageStore } from './page-store';
import type { ScheduledMoments } from './scheduled-moments';

/**
 * Never cached: the member area, the guest-only pages, the unsubscribe page (it shows one
 * member's subscription, named by the signed token in its address, and changes with it) and the
 * first owner's setup page (its token is a secret).
 */
const isUncached = pathsUnder([
  '/uzivatel',
  '/prihlasenie',
  '/registracia',
  '/vytvorit-nove-heslo',
  '/odhlasit-odber',
  '/nastavenie',
]);

/** What the render module reads from a request's cookies (web/src/entry-server.tsx readPageFacts). */
export interface PageFacts {
  colorModeCookie: string;
  colorMode: string;
}

/** A request the cache answers, and how its page is rendered on a miss. */
export interface CacheSlot {
  key: string;
  /** The only cookie the render sees: the colour-mode choice. */
  renderCookie: string | null;
  /** The cache's generation when the request came: a render is stored only if nothing changed since. */
  generation: number;
}

export type CacheOutcome = 'hit' | 'miss' | 'off';

/** Where a page is kept: the URL first (showsPlacesOf() reads its path), then the colour mode. */
const pageKey = (url: string, colorMode: string) => `${url} ${colorMode}`;

/**
 * The path of a request URL or a page's key (the URL first), decoded and in lower case, to compare with a slug's
 * address.
 */
function pathOf(url: string): string {
  const path = url.split(/[? ]/)[0];
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/**
 * The pages that show how many places an event has left (its page, the events list and the home
 * page's upcoming events: web/src/features/events/components event-page.tsx and event-card.tsx).
 */
function showsPlacesOf(slug: string): (key: string) => boolean {
  const eventPage = `/udalost/${slug}`;
  return (key) => ['/', '/udalosti', eventPage].includes(pathOf(key));
}

export class PageCache {
  readonly store: PageStore;
  /** Raised by every change and every (re)connection; a render is stored only if it stayed the same. */
  private generation = 0;
  /** Times the cache was emptied (a change, a scheduled moment, a lost or regained connection). */
  invalidations = 0;

  constructor(
    private readonly notifications: ContentNotifications,
    private readonly moments: ScheduledMoments,
    /** PAGE_CACHE_MB; 32 MiB hold some 450 pages of 46 kB with their compressed copies. */
    maxBytes: number,
  ) {
    this.store = new PageStore(maxBytes);
    notifications.subscribe((change) => this.changed(change));
  }

  /** Drops what `change` makes stale; a render begun before it is not stored (the generation moved). */
  private changed(change: ContentChange): void {
    this.generation++;
    if (change.scope === 'event-places') {
      this.store.deleteWhere(showsPlacesOf(change.slug));
      return;
    }
    this.invalidations++;
    this.store.clear();
    // Any content change may schedule or unschedule a moment; a (re)connection may have missed one.
    if (this.notifications.listening) this.moments.watch(() => this.changed({ scope: 'all' }));
  }

  /** The slot of a page request, or null when its path is never cached. */
  slot(
    request: FastifyRequest,
    pathname: string,
    readFacts: (cookieHeader: string | null) => PageFacts,
  ): CacheSlot | null {
    if (isUncached(pathname)) return null;
    this.notifications.start();
    const generation = this.generation;
    const facts = readFacts(request.headers.cookie ?? null);
    return {
      key: pageKey(request.url, facts.colorMode),
      renderCookie: facts.colorMode === 'system' ? null : `${facts.colorModeCookie}=${facts.colorMode}`,
      generation,
    };
  }

  get(slot: CacheSlot): CachedPage | undefined {
    return this.notifications.fresh ? this.store.get(slot.key) : undefined;
  }

  /** Stores a fresh render unless content changed (or the listener dropped) while it was made. */
  put(slot: CacheSlot, page: CachedPage): CacheOutcome {
    if (!this.current(slot)) return 'off';
    this.store.set(slot.key, page);
    return 'miss';
  }

  /** Tells the store that the page kept for `slot` got another copy. */
  grew(slot: CacheSlot, page: CachedPage): void {
    this.store.grew(slot.key, page);
  }

  private current(slot: CacheSlot): boolean {
    return this.notifications.fresh && this.generation === slot.generation;
  }

  /** After a write: this instance has heard of every change committed so far (database/content-notifications.ts). */
  sync(): Promise<void> {
    return this.notifications.sync();
  }

  /**
   * The LISTEN connection (for /readyz and the metrics): pages are served from memory only while
   * `listening`; `stalled` = connected but silent for a moment (pages rendered anew meanwhile).
   */
  get connection(): 'listening' | 'stalled' | 'reconnecting' | 'idle' {
    if (this.notifications.listening) return this.notifications.fresh ? 'listening' : 'stalled';
    return this.notifications.started ? 'reconnecting' : 'idle';
  }
}
