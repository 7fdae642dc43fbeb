// The offline shell of the timed test (D15, issue 12 item 3): a reload while the network is gone
// must show the test, not the browser's offline page. Plain JavaScript, copied as is into the build
// (web/public), because a worker's script must keep one fixed address across builds.
//
// - index.html (any navigation): network first, the last copy when offline. The copy keeps the
//   headers it came with, so its CSP nonce still matches the page.
// - /static/* (hashed names, immutable): cache first.
// - the language files: network first, the last copy when offline.
// - /api/*: never touched; the test keeps unsent answers itself (the persisted examApp journal).

/** Raise with any change to what is cached or how; activation drops every other cache of ours. */
const CACHE = 'campus-offline-v1';
const CACHE_PREFIX = 'campus-offline-';
/** Every navigation's answer is kept under this one key: the SPA's routes all get index.html. */
const SHELL_KEY = '/index.html';

const isHashedAsset = (url) => url.pathname.startsWith('/static/');
const isLanguageFile = (url) => url.pathname.startsWith('/assets/languages/');
const isKeepable = (url) =>
  url.origin === self.location.origin && (isHashedAsset(url) || isLanguageFile(url));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL_KEY))
      // Offline at install: the next navigation fills the shell in.
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page loaded its scripts, styles and language file before this worker controlled it: it
// sends their addresses once the worker is ready, so a reload offline finds them all.
self.addEventListener('message', (event) => {
  const { data } = event;
  if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .map((href) => new URL(href, self.location.origin))
    .filter(isKeepable)
    .map((url) => url.href);
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          urls.map((href) =>
            cache
              .match(href)
              .then((hit) => (hit ? undefined : cache.add(href).catch(() => undefined))),
          ),
        ),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, SHELL_KEY));
  else if (isHashedAsset(url)) event.respondWith(cacheFirst(request));
  else if (isLanguageFile(url)) event.respondWith(networkFirst(request, request));
});

/** Only a page kept as the shell: a navigation to /healthz or /openapi.json must not replace it. */
const isKeepableAnswer = (request, response) =>
  response.ok &&
  (request.mode !== 'navigate' ||
    (response.headers.get('content-type') ?? '').includes('text/html'));

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (isKeepableAnswer(request, response)) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
