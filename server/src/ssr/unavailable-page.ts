// The page a visitor gets while the database is away: when any API call made to render a page
// answered 503 (errors.unavailable, see common/error.filter.ts), the page itself is not rendered
// half-empty but answered 503 with Retry-After and this short Slovak notice (no scripts, so it
// needs no CSP nonce; inline styles only).
import type { FastifyReply } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../common/error.filter';
import { noteFailure } from '../common/access-log';

const PAGE = `<!doctype html>
<html lang="sk">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Stránka je dočasne nedostupná | EV Klub</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; padding: 3rem 1.5rem; color: #1a1a1a; background: #fff; }
      main { max-width: 36rem; margin: 0 auto; }
      h1 { font-size: 1.75rem; }
      @media (prefers-color-scheme: dark) { body { color: #f2f2f2; background: #121212; } a { color: #ff8a8a; } }
    </style>
  </head>
  <body>
    <main>
      <h1>Stránka je dočasne nedostupná</h1>
      <p>Pracujeme na obnovení prevádzky. Skúste to, prosím, znova o chvíľu.</p>
      <p><a href="">Načítať znova</a></p>
    </main>
  </body>
</html>
`;

/** What an API call of the render answers once the page's time is up (the call itself goes on, unheard). */
const lateAnswer = () => new Response(null, { status: 503 });

/**
 * Resolves with `work`'s result, or with `late()` once `deadline` (epoch ms) has passed: the
 * database's timeouts bound each statement, this bounds a page's sequence of them.
 */
export async function byDeadline<T>(deadline: number, work: Promise<T>, late: () => T): Promise<T> {
  const left = deadline - Date.now();
  if (left <= 0) {
    work.catch(() => undefined);
    return late();
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late()), left)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Wraps the page's API fetch so that the renderer can tell whether the database was away: a call
 * that answered 503, or did not answer before the page's deadline, makes the page the 503 notice.
 */
export function watchUnavailable(
  fetch: (request: Request) => Promise<Response>,
  deadline: number,
): { fetch: (request: Request) => Promise<Response>; unavailable: () => boolean } {
  let seen = false;
  return {
    fetch: async (request) => {
      const response = await byDeadline(deadline, fetch(request), lateAnswer);
      if (response.status === 503) seen = true;
      return response;
    },
    unavailable: () => seen,
  };
}

export function sendUnavailablePage(reply: FastifyReply): FastifyReply {
  noteFailure(reply.request, 'database unavailable');
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8')
    .send(PAGE);
}
