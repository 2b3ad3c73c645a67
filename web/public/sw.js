// The EV Klub app's service worker, at /sw.js with scope / (registered by the member area:
// web/src/features/app-install/install-prompt.ts). It makes the site installable and takes over at
// once when a new version arrives. It has no fetch handler: every page and answer still comes
// from the network with the server's own caching (the page cache and its HTTP headers), so the
// public site never turns into a cache-first app.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
