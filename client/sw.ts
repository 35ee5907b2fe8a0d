/**
 * Service worker. It delivers the requests kept on the device (issue 15, design in
 * client/lib/pending-store.ts): on Background Sync where the browser has it, and whenever a
 * page asks; a send it makes is not cut short when the page that asked is left or reloaded. It
 * precaches the code the pages load on demand (__ON_DEMAND_CODE__), so that a form sent offline
 * can still keep its request.
 * With the visitor's consent to an offline copy (client/lib/offline-copy.ts), it also precaches
 * the shell and the offline page, caches pages as they are visited (network first, so visitors
 * always get the latest page when online), and serves the offline page when the network is
 * gone. Without that consent it keeps no page and deletes any copy it finds. It never touches
 * requests to other origins (the management API) or anything but GET.
 * A new build changes VERSION, and a changed choice changes the worker's URL: either way the
 * new worker takes over at once and deletes the caches it does not use.
 */
import { OFFLINE_COPY_QUERY } from "./lib/offline-copy.ts";
import { PENDING_NAME, deliverPending } from "./lib/pending-store.ts";

// Typed by the WebWorker library (tsconfig.worker.json): in a module, this local declaration
// narrows the global `self` to the service worker's scope.
declare const self: ServiceWorkerGlobalScope;
declare global {
  /** Background Sync, not in TypeScript's WebWorker library. */
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}
declare const __VERSION__: string;
/** What the pages load: the offline copy's part. */
declare const __PRECACHE__: string[];
/** What the layout and the forms load only on demand: the site's code, the same for every visitor. */
declare const __ON_DEMAND_CODE__: string[];
/** The offline page's URL, given by the build (site/routes/offline.tsx is its home). */
declare const __OFFLINE_URL__: string;

const KEEPS_COPIES = self.location.search === OFFLINE_COPY_QUERY;
// Named apart, so that a worker without consent, replacing one of the same build, deletes its copies.
const CACHE = KEEPS_COPIES ? `site-${__VERSION__}` : `code-${__VERSION__}`;
const ON_DEMAND_CODE = new Set(__ON_DEMAND_CODE__);

self.addEventListener("install", (event) => {
  event.waitUntil(
    ownCache()
      .then((cache) => cache?.addAll(KEEPS_COPIES ? [...__PRECACHE__, ...__ON_DEMAND_CODE__] : __ON_DEMAND_CODE__))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (!KEEPS_COPIES) {
    if (ON_DEMAND_CODE.has(url.pathname)) event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  } else if (request.mode === "navigate") {
    event.respondWith(pageFromNetwork(event));
  } else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/fonts/")) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetchAndKeep(event)));
  }
});

// A sync that leaves requests waiting fails, so that the browser tries again later.
self.addEventListener("sync", (event) => {
  if (event.tag !== PENDING_NAME) return;
  event.waitUntil(
    deliverPending(Date.now()).then((waiting) => {
      if (waiting > 0) throw new Error(`${waiting} demande(s) en attente`);
    }),
  );
});

// A page asks with its own clock's time (pending-requests.ts), which judges expiry.
self.addEventListener("message", (event) => {
  const now = (event.data as Record<string, unknown> | null)?.[PENDING_NAME];
  if (typeof now === "number") event.waitUntil(deliverPending(now).catch(() => undefined));
});

async function pageFromNetwork(event: FetchEvent): Promise<Response> {
  try {
    return await fetchAndKeep(event);
  } catch {
    const { request } = event;
    return (await caches.match(request)) ?? (await caches.match(__OFFLINE_URL__)) ?? Response.error();
  }
}

/**
 * Answers from the network and keeps a copy. The copy is written inside the event's lifetime
 * (waitUntil; allowed here because respondWith's promise is still pending): a newer build's
 * worker is not activated, so does not delete this worker's cache, while an event of this
 * worker is pending (Service Workers spec, "Try Activate"). A write left outside the event
 * would race with that deletion and could re-create the cache it had just deleted.
 */
async function fetchAndKeep(event: FetchEvent): Promise<Response> {
  const response = await fetch(event.request);
  if (response.ok && response.type === "basic") {
    const copy = response.clone();
    event.waitUntil(
      ownCache()
        .then((cache) => cache?.put(event.request, copy))
        .catch(() => undefined),
    );
  }
  return response;
}

/**
 * This worker's cache, the only way anything here writes to the caches; none for a worker
 * that a newer worker has replaced, as opening the cache by its name would re-create it after
 * the newer worker deleted it. (`serviceWorker` is missing in browsers older than 2023; there,
 * the event lifetime above is the guarantee.)
 */
function ownCache(): Promise<Cache | undefined> {
  if (self.serviceWorker?.state === "redundant") return Promise.resolve(undefined);
  return caches.open(CACHE);
}
