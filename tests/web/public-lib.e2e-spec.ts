// The public website's helpers that every page relies on, without a browser: Slovak dates and
// plural forms, the session cookie the server reads, the colour-mode head script (run in a real
// Chromium page), the analytics tag, the external-URL rule and the prefetch connection check.
import { expect, test } from './fixtures';
import { computeHead, renderHead } from '../../web/src/app/head';
import type { RuntimeConfig } from '../../web/src/config/runtime';
import { analyticsScriptTag } from '../../web/src/lib/analytics';
import { colorModeScript } from '../../web/src/lib/color-mode';
import { parseCookies } from '../../web/src/lib/cookies';
import { safeExternalUrl } from '../../web/src/lib/external-url';
import { formatDate, formatDateTime, formatEventSpan } from '../../web/src/lib/format';
import { tp } from '../../web/src/lib/i18n';
import { prefetchAllowed } from '../../web/src/lib/prefetch';
import { readSessionCookie, sessionStorageKey } from '../../web/src/lib/session-cookie';

const config: RuntimeConfig = {
  siteName: 'EV Klub',
  publicUrl: 'https://evklub.example',
  apiUrl: '',
  contactEmail: 'info@evklub.example',
  buildId: 'b',
  supabaseUrl: 'https://evklub.example',
  authOnPageOrigin: true,
  supabaseAnonKey: 'anon',
  analytics: null,
  homeVideo: null,
  authProviders: [],
  identityLinking: false,
};

test.describe('Slovak formats', () => {
  test('dates are Slovak and in Slovak time, whatever the time zone of the machine', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21. novembra 2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1. januára 2027'); // already New Year in Bratislava
    expect(formatDateTime('2026-07-04T16:30:00Z')).toBe('4. júla 2026, 18:30'); // summer time
  });

  test('event spans on one day, across days and without an end', () => {
    expect(formatEventSpan('2026-12-01T17:00:00Z', '2026-12-01T19:30:00Z')).toBe('1. decembra 2026, 18:00 – 20:30');
    expect(formatEventSpan('2027-01-15T08:00:00Z', '2027-01-17T15:00:00Z')).toBe('15. januára – 17. januára 2027');
    expect(formatEventSpan('2026-12-30T08:00:00Z', '2027-01-02T15:00:00Z')).toBe('30. decembra 2026 – 2. januára 2027');
    expect(formatEventSpan('2026-12-01T17:00:00Z', null)).toBe('1. decembra 2026, 18:00');
  });

  test('plural forms follow Slovak (1 / 2–4 / 5+)', () => {
    expect([1, 2, 4, 5, 0, 22].map((n) => tp('plurals.photos', n))).toEqual([
      '1 fotografia',
      '2 fotografie',
      '4 fotografie',
      '5 fotografií',
      '0 fotografií',
      '22 fotografií',
    ]);
    expect([1, 3, 12].map((n) => tp('plurals.places_left', n))).toEqual([
      'Zostáva 1 voľné miesto',
      'Zostávajú 3 voľné miesta',
      'Zostáva 12 voľných miest',
    ]);
  });
});

test.describe('session cookie', () => {
  const session = {
    access_token: 'a.b.c',
    refresh_token: 'r1',
    expires_at: 1900000000,
    user: { user_metadata: { first_name: 'Ľubomír' } },
  };
  const encoded = 'base64-' + Buffer.from(JSON.stringify(session)).toString('base64url');

  test('is named after the first label of the auth host, as supabase-js names it', () => {
    expect(sessionStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
    expect(sessionStorageKey('http://127.0.0.1:3000')).toBe('sb-127-auth-token');
  });

  test('is read whole or from its chunks, base64url with UTF-8 inside', () => {
    const key = 'sb-evklub-auth-token';
    const expected = { accessToken: 'a.b.c', refreshToken: 'r1', expiresAt: 1900000000 };
    expect(readSessionCookie(parseCookies(`${key}=${encoded}`), key)).toMatchObject(expected);
    const half = Math.floor(encoded.length / 2);
    const chunked = parseCookies(`other=1; ${key}.0=${encoded.slice(0, half)}; ${key}.1=${encoded.slice(half)}`);
    expect(readSessionCookie(chunked, key)).toMatchObject(expected);
  });

  test('anything else is no session', () => {
    const key = 'sb-evklub-auth-token';
    expect(readSessionCookie(parseCookies(''), key)).toBeNull();
    expect(readSessionCookie(parseCookies(`${key}=base64-!!!`), key)).toBeNull();
    expect(
      readSessionCookie(
        parseCookies(`${key}=base64-${Buffer.from('{"refresh_token":"r"}').toString('base64url')}`),
        key,
      ),
    ).toBeNull();
    // Only the first chunk arrived (a partly written cookie): not a session.
    expect(readSessionCookie(parseCookies(`${key}.0=${encoded.slice(0, 20)}`), key)).toBeNull();
  });
});

test.describe('colour-mode head script', () => {
  for (const [cookie, system, forced, expected] of [
    ['', 'dark', null, 'dark'],
    ['', 'light', null, 'light'],
    ['color-mode=light', 'dark', null, 'light'],
    ['color-mode=dark', 'light', null, 'dark'],
    ['color-mode=system', 'dark', null, 'dark'],
    ['color-mode=light', 'light', 'dark', 'dark'],
  ] as const) {
    test(`cookie "${cookie}", system ${system}${forced ? `, page forces ${forced}` : ''} → ${expected}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: system });
      const page = await context.newPage();
      await page.setContent('<html><head></head><body></body></html>');
      // about:blank has no cookie jar: the document's cookie string is given as the page would have it.
      await page.evaluate((c) => Object.defineProperty(document, 'cookie', { get: () => c }), cookie);
      await page.evaluate((script) => new Function(script)(), colorModeScript(forced ?? undefined));
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(expected);
      expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(expected);
      expect(await page.evaluate(() => document.documentElement.dataset.forcedTheme ?? null)).toBe(forced);
      await context.close();
    });
  }
});

test.describe('head and third parties', () => {
  test('the analytics script is there only when configured', () => {
    expect(analyticsScriptTag(null)).toBe('');
    expect(analyticsScriptTag({ scriptUrl: 'https://stats.example/js/script.js', siteId: 'evklub.sk' })).toBe(
      '<script defer src="https://stats.example/js/script.js" data-domain="evklub.sk" data-website-id="evklub.sk"></script>',
    );
  });

  test('an article page gets Open Graph article tags with an absolute image', () => {
    const head = computeHead({
      matches: [
        {
          handle: {
            meta: () => ({
              title: 'Zimná prevádzka',
              type: 'article',
              image: '/demo/zima.svg',
              publishedTime: '2026-11-09T08:00:00.000Z',
            }),
          },
          params: {},
          pathname: '/clanok/zima',
        },
      ],
      pathname: '/clanok/zima/',
      config,
    });
    expect(head.canonical).toBe('https://evklub.example/clanok/zima');
    const html = renderHead(head);
    expect(html).toContain('<title>Zimná prevádzka | EV Klub</title>');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:image" content="https://evklub.example/demo/zima.svg">');
    expect(html).toContain('<meta property="article:published_time" content="2026-11-09T08:00:00.000Z">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  test('external links: web addresses only, never dangerous protocols, hosts limited when asked', () => {
    expect(safeExternalUrl('https://www.instagram.com/evklub')).toBe('https://www.instagram.com/evklub');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://x.example',
      'https://user:pw@x.example',
      'not a url',
      null,
    ]) {
      expect(safeExternalUrl(bad)).toBeNull();
    }
    expect(safeExternalUrl('https://discord.gg/abc', ['discord.gg', 'discord.com'])).toBe('https://discord.gg/abc');
    expect(safeExternalUrl('https://evil.example/discord.gg', ['discord.gg'])).toBeNull();
  });

  test('prefetching is skipped on data-saver and 2G connections', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });
});
