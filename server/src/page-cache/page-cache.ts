// The page cache of the public site: rendered pages kept in this process (page-store.ts), emptied
// whenever PostgreSQL says content changed (content-listener.ts), in two variants per address and
// colour mode: for guests and for signed-in members (session-check.ts). Both are rendered without
// the visitor's cookies, so a cached page never holds anything of one member: the member variant
// differs only in the navbar's dashboard link, and the browser confirms the session itself.
// The member area and the guest-only pages (which send members away) are never cached.
import type { OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { JwtKeyResolver } from '../auth/jwt-keys';
import { ApiMemo, type FetchFunction } from './api-memo';
import { LookupMemo } from './lookup-memo';
import { ContentListener } from './content-listener';
import { CachedPage, compressedCopy, PageStore } from './page-store';
import { noteGuestHit } from './fast-hits';
import { isSignedIn, type SessionTokens } from './session-check';

/**
 * Never cached: the member area, the guest-only pages, and the unsubscribe page (it shows one
 * member's subscription, named by the signed token in its address, and changes with it).
 */
const UNCACHED = ['/uzivatel', '/prihlasenie', '/registracia', '/vytvorit-nove-heslo', '/odhlasit-odber'];

/** What the render module reads from a request's cookies (web/src/entry-server.tsx readPageFacts). */
export interface PageFacts {
  colorModeCookie: string;
  colorMode: string;
  session: SessionTokens | null;
}

/** A request the cache answers, and how its page is rendered on a miss. */
export interface CacheSlot {
  key: string;
  signedIn: boolean;
  /** The only cookie the render sees: the colour-mode choice. */
  renderCookie: string | null;
  /** The listener's generation when the request came: a render is stored only if nothing changed since. */
  generation: number;
}

export type CacheOutcome = 'hit' | 'miss' | 'off';

/** A rule of the redirects table, as the page routes apply it. */
export interface RedirectRule {
  to_path: string;
  status_code: 301 | 302;
}

export class PageCache implements OnModuleDestroy {
  readonly store: PageStore;
  private readonly memo = new ApiMemo();
  private readonly redirects = new LookupMemo<RedirectRule | null>(1000);
  private readonly listener: ContentListener;
  /** Times the cache was emptied (a change, a scheduled moment, a lost or regained connection). */
  invalidations = 0;

  constructor(
    databaseUrl: string,
    private readonly keys: JwtKeyResolver,
    log: Logger,
    /** PAGE_CACHE_MB; 32 MiB hold some 450 pages of 46 kB with their compressed copies. */
    maxBytes: number,
  ) {
    this.store = new PageStore(maxBytes);
    this.listener = new ContentListener(databaseUrl, log, () => {
      this.invalidations++;
      this.store.clear();
      this.memo.clear();
      this.redirects.clear();
    });
  }

  /** The slot of a page request, or null when its path is never cached. */
  async slot(request: FastifyRequest, pathname: string, readFacts: (cookieHeader: string | null) => PageFacts): Promise<CacheSlot | null> {
    if (UNCACHED.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'))) return null;
    this.listener.start();
    const generation = this.listener.generation;
    const facts = readFacts(request.headers.cookie ?? null);
    const signedIn = await isSignedIn(this.keys, facts.session);
    return {
      key: `${signedIn ? 'member' : 'guest'} ${facts.colorMode} ${request.url}`,
      signedIn,
      renderCookie: facts.colorMode === 'system' ? null : `${facts.colorModeCookie}=${facts.colorMode}`,
      generation,
    };
  }

  /** A guest's page by the same key as `slot` gives it, for the replay of hits (fast-hits.ts): never with a session. */
  guestPage(url: string, facts: PageFacts): CachedPage | undefined {
    if (facts.session || !this.listener.fresh) return undefined;
    return this.store.get(`guest ${facts.colorMode} ${url}`);
  }

  get(slot: CacheSlot): CachedPage | undefined {
    return this.listener.fresh ? this.store.get(slot.key) : undefined;
  }

  /** Stores a fresh render unless content changed (or the listener dropped) while it was made. */
  put(slot: CacheSlot, page: CachedPage): CacheOutcome {
    if (!this.current(slot)) return 'off';
    this.store.set(slot.key, page);
    return 'miss';
  }

  /** How the render of a slot's page reaches the API: anonymous answers are reused (api-memo.ts). */
  apiFetch(fetch: FetchFunction, slot: CacheSlot): FetchFunction {
    const remembered = this.memo.wrap(fetch, () => this.current(slot));
    // Kept answers, like kept pages, only while the LISTEN connection is known to be alive.
    return (request) => (this.listener.fresh ? remembered(request) : fetch(request));
  }

  /** Tells the store that the page kept for `slot` got another copy. */
  grew(slot: CacheSlot, page: CachedPage): void {
    this.store.grew(slot.key, page);
  }

  /** The redirects table's rule for a cached address (its query string aside), read once between two changes. */
  redirect(slot: CacheSlot, pathname: string, find: (pathname: string) => Promise<RedirectRule | null>): Promise<RedirectRule | null> {
    if (!this.listener.fresh) return find(pathname);
    return this.redirects.get(pathname, () => find(pathname), () => this.current(slot));
  }

  private current(slot: CacheSlot): boolean {
    return this.listener.fresh && this.listener.generation === slot.generation;
  }

  /** After a write: this instance has heard of every change committed so far (content-listener.ts). */
  sync(): Promise<void> {
    return this.listener.sync();
  }

  /**
   * The LISTEN connection (for /readyz and the metrics): pages are served from memory only while
   * `listening`; `stalled` = connected but silent for a moment (pages rendered anew meanwhile).
   */
  get connection(): 'listening' | 'stalled' | 'reconnecting' | 'idle' {
    if (this.listener.listening) return this.listener.fresh ? 'listening' : 'stalled';
    return this.listener.started ? 'reconnecting' : 'idle';
  }

  onModuleDestroy(): Promise<void> {
    return this.listener.close();
  }
}

/** `If-None-Match` names this page (any of its encodings, or `*`). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '').replace(/"/g, '');
    return value === '*' || value.split('-')[0] === etag;
  });
}

/**
 * A cached page, in the encoding the browser accepts (Brotli, gzip, else plain). Proxies and CDNs
 * may store it but must ask again each time (`no-cache`): the ETag makes that a 304.
 */
export async function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, outcome: CacheOutcome, signedIn: boolean, grew?: () => void) {
  reply.headers(page.headers);
  reply.header('cache-control', signedIn ? 'private, no-cache' : 'public, no-cache');
  reply.header('vary', 'accept-encoding, cookie');
  reply.header('x-page-cache', outcome);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply.header('etag', `"${page.etag}${encoding ? '-' + encoding : ''}"`);
  if (notModified(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  if (outcome === 'hit' && !signedIn) noteGuestHit(request, page);
  if (!encoding) return reply.code(200).send(page.identity);
  const made = !page[encoding];
  const body = await compressedCopy(page, encoding);
  if (made) grew?.(); // the store counts the new copy
  return reply.code(200).header('content-encoding', encoding).send(body);
}
