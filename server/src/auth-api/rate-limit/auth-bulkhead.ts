// The bulkhead between the auth API and the product (docs/security.md §2): the product and
// /auth/v1 share one database pool and one event loop, and unauthenticated bursts at /auth/v1 must
// not take the product's share of either. Each route class works on AUTH_REQUESTS_AT_ONCE requests at
// a time (each holds at most one pool connection at a time, and none while bcrypt runs), lets
// AUTH_REQUESTS_QUEUED wait in turn per client, and refuses any more at once with 429 and
// Retry-After, before a connection is taken. The credential class (password sign-in, sign-up, e-mail
// links) has its own share, so a flood of it leaves session refreshes of signed-in members answered.
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { TurnQueue } from './turn-queue';

/** Requests one client may have waiting per route class. */
export const QUEUED_PER_CLIENT = 8;

export type RouteClass = 'credentials' | 'sessions';

/** Routes that anyone may call to check a password, create an account or have a mail sent (paths under /auth/v1). */
const CREDENTIAL_ROUTES = new Set(['token', 'signup', 'recover', 'otp', 'magiclink', 'verify', 'resend']);

/** The class of a request under /auth/v1 (`url` with its query string); a session refresh is not a credential. */
export function routeClassOf(url: string): RouteClass {
  const [path, query = ''] = url.split('?', 2);
  const route = path.split('/')[3] ?? '';
  if (!CREDENTIAL_ROUTES.has(route)) return 'sessions';
  return route === 'token' && new URLSearchParams(query).get('grant_type') === 'refresh_token' ? 'sessions' : 'credentials';
}

@Injectable()
export class AuthBulkhead {
  private readonly queues: Record<RouteClass, TurnQueue>;

  constructor(@Inject(CONFIG) config: Config) {
    const queue = () => new TurnQueue(config.AUTH_REQUESTS_AT_ONCE, QUEUED_PER_CLIENT, config.AUTH_REQUESTS_QUEUED);
    this.queues = { credentials: queue(), sessions: queue() };
  }

  /** Runs a request's work (`url` under /auth/v1) in its class's turn; 429 with Retry-After when the class's queue is full. */
  run<T>(url: string, client: string, work: () => Promise<T>): Promise<T> {
    return this.queues[routeClassOf(url)].run(client, work);
  }
}
