// The EV Klub app's service worker, at /sw.js with scope / (registered by the member area:
// web/src/features/app-install/install-prompt.ts). It makes the site installable and takes over at
// once when a new version arrives. Its fetch handler (below) answers only the member area, so every
// public page and answer still comes from the network with the server's own caching (the page cache
// and its HTTP headers): the public site never turns into a cache-first app.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// ── Offline member pages (#47 part 2, docs/architecture.md §8) ──────────────────────────────────────
// Only the member area (/uzivatel/…) is answered here: its pages network first, the copy last
// received kept for when there is no network; the files those pages load (scripts, styles,
// pictures; never /api or /auth) kept as they pass, the hashed ones under /assets/ then served from
// the copy (their names change with their content). Every other request, public pages and their
// files included, goes to the network with the server's own caching. No API answer is kept: the
// member's data is what the app stored for the signed-in member (web/src/lib/offline-data.ts),
// which also empties this cache when the session ends.
const MEMBER_CACHE = 'evklub-member-pages';
const isMemberPage = (url) => url.pathname.startsWith('/uzivatel/');
/** What a page loads as its files; a fetch() of the page (the release check, the API) is not one. */
const FILE_DESTINATIONS = new Set(['script', 'style', 'image', 'font', 'manifest']);

/**
 * Keeps a copy of a response in the cache while the worker stays alive for it. A page opens the cache;
 * a file goes only into a cache that is there, so one still arriving after a sign-out emptied it
 * (web/src/lib/member-data.ts) does not bring it back.
 */
function keep(event, response) {
  const copy = response.clone();
  const page = event.request.mode === 'navigate';
  event.waitUntil(
    caches.has(MEMBER_CACHE).then(async (open) => {
      if (open || page) await (await caches.open(MEMBER_CACHE)).put(event.request.url, copy);
    }),
  );
}

/** The network's answer (a copy kept when `wanted`), or the kept copy when the network fails. */
async function networkFirst(event, wanted) {
  try {
    const response = await fetch(event.request);
    if (wanted(response)) keep(event, response);
    return response;
  } catch (error) {
    const kept = await caches.match(event.request.url, { cacheName: MEMBER_CACHE });
    if (kept) return kept;
    throw error;
  }
}

async function memberFile(event) {
  const client = await self.clients.get(event.clientId);
  if (!client || !isMemberPage(new URL(client.url))) return fetch(event.request);
  if (new URL(event.request.url).pathname.startsWith('/assets/')) {
    const kept = await caches.match(event.request.url, { cacheName: MEMBER_CACHE });
    if (kept) return kept;
  }
  return networkFirst(event, (response) => response.status === 200);
}

// The member page that installed the worker was loaded before it: kept now, as if it had passed.
self.addEventListener('activate', (event) => {
  const keepOpenPages = async () => {
    const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const pages = open.map((client) => new URL(client.url)).filter(isMemberPage);
    const cache = pages.length > 0 ? await caches.open(MEMBER_CACHE) : null;
    for (const url of pages) {
      const response = await fetch(url, { redirect: 'manual' }).catch(() => null);
      if (response?.status === 200) await cache.put(url.href, response);
    }
  };
  event.waitUntil(keepOpenPages());
});

// Where the browser has static routes (Chromium), a navigation outside the member area goes to the
// network without waiting for this worker to start; the first rule that matches decides.
self.addEventListener('install', (event) => {
  if (!event.addRoutes) return;
  const routes = [
    { condition: { urlPattern: '/uzivatel/*' }, source: 'fetch-event' },
    { condition: { requestMode: 'navigate' }, source: 'network' },
  ];
  event.waitUntil(event.addRoutes(routes).catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (event.request.mode === 'navigate') {
    // A redirect (to login) or an error page is not the member's page.
    if (isMemberPage(url))
      event.respondWith(networkFirst(event, (response) => response.status === 200 && response.type === 'basic'));
  } else if (event.clientId && FILE_DESTINATIONS.has(event.request.destination)) {
    if (!/^\/(api|auth)\//.test(url.pathname)) event.respondWith(memberFile(event));
  }
});

// ---- Push notifications (#47 part 3) ----------------------------------------------------------
// A push from the server (server/src/modules/notifications/push.service.ts) carries JSON
// { title, body, url }: it is shown as a notification; a click focuses a window of the site and
// opens the page in it, or opens a new window when none is open.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = new URL(message.url || '/uzivatel/dashboard', self.location.origin);
  event.waitUntil(
    self.registration.showNotification(message.title || 'EV Klub', {
      body: message.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'sk',
      tag: url.pathname,
      data: { url: url.pathname + url.search },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only pages of this site are opened.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url.href) || windows[0];
      if (open) {
        const shown = open.url === url.href ? open : await open.navigate(url.href);
        if (shown) return shown.focus().catch(() => shown);
      }
      return self.clients.openWindow(url.href);
    })(),
  );
});
