// The bulkhead between the auth API and the product (docs/security.md §2): the product and
// /auth/v1 share one database pool and one event loop, and unauthenticated bursts at /auth/v1 must
// not take the product's share of either. Each route class works on AUTH_REQUESTS_AT_ONCE requests at
// a time (each holds at most one pool connection at a time, and none while bcrypt runs), lets
// AUTH_REQUESTS_QUEUED wait in turn per client, and refuses any more at once with 429 and
// Retry-After, before a connection is taken. The credential class (every route anyone may call without
// a token: password sign-in, sign-up, e-mail links, passkey challenges, provider callbacks…) has its own
// share, so a flood of it leaves session refreshes and the work of signed-in members answered.
import { Inject, Injectable, SetMetadata } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { TurnQueue } from './turn-queue';

/** Requests one client may have waiting per route class. */
export const QUEUED_PER_CLIENT = 8;

export type RouteClass = 'credentials' | 'sessions';

const SESSION_WORK = 'authApi:sessionWork';

/**
 * Marks a route whose caller is authenticated by a guard before the bulkhead (a user's access token
 * or the service role): its work is session work. `@GoTrueUser()` and `@ServiceRole()` apply it.
 */
export const SessionWork = () => SetMetadata(SESSION_WORK, true);

interface MetadataReader {
  get<T>(key: string, target: object): T | undefined;
}

/**
 * The class of a route handler, from what it declares: session work when its caller was
 * authenticated first (`SessionWork`), else credentials, whatever its path; on the /token route
 * (`url` with its query string) a refresh is session work, as it carries the session's own token.
 */
export function routeClassOf(reflector: MetadataReader, handler: object, controller: object, url: string): RouteClass {
  if (reflector.get<boolean>(SESSION_WORK, handler) || reflector.get<boolean>(SESSION_WORK, controller))
    return 'sessions';
  const [path, query = ''] = url.split('?', 2);
  const refresh =
    path.replace(/\/+$/, '').endsWith('/token') && new URLSearchParams(query).get('grant_type') === 'refresh_token';
  return refresh ? 'sessions' : 'credentials';
}

@Injectable()
export class AuthBulkhead {
  private readonly queues: Record<RouteClass, TurnQueue>;

  constructor(@Inject(CONFIG) config: Config) {
    const queue = () => new TurnQueue(config.AUTH_REQUESTS_AT_ONCE, QUEUED_PER_CLIENT, config.AUTH_REQUESTS_QUEUED);
    this.queues = { credentials: queue(), sessions: queue() };
  }

  /** Runs a request's work in its class's turn; 429 with Retry-After when the class's queue is full. */
  run<T>(routeClass: RouteClass, client: string, work: () => Promise<T>): Promise<T> {
    return this.queues[routeClass].run(client, work);
  }
}
