// The page a visitor gets while the database is away: when any API call made to render a page
// answered 503 (errors.unavailable, see common/error.filter.ts), the page itself is not rendered
// half-empty but answered 503 with Retry-After and this short Slovak notice (no scripts, so it
// needs no CSP nonce; inline styles only).
import type { FastifyReply } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../common/error.filter';

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

/** Wraps the page's API fetch so that the renderer can tell whether the database was away. */
export function watchUnavailable(fetch: (request: Request) => Promise<Response>): { fetch: (request: Request) => Promise<Response>; unavailable: () => boolean } {
  let seen = false;
  return {
    fetch: async (request) => {
      const response = await fetch(request);
      if (response.status === 503) seen = true;
      return response;
    },
    unavailable: () => seen,
  };
}

export function sendUnavailablePage(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store').header('content-type', 'text/html; charset=utf-8').send(PAGE);
}
