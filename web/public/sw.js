// The EV Klub app's service worker, at /sw.js with scope / (registered by the member area:
// web/src/features/app-install/install-prompt.ts). It makes the site installable and takes over at
// once when a new version arrives. It has no fetch handler: every page and answer still comes
// from the network with the server's own caching (the page cache and its HTTP headers), so the
// public site never turns into a cache-first app.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
