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
 * new worker takes over at once and deletes the caches it does not use, which the outgoing
 * worker never creates again (ownCache).
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
/** Each edition's offline page by the path prefix of its pages, longest first (site/routes/offline.tsx). */
declare const __OFFLINE_PAGES__: Array<[prefix: string, url: string]>;

const KEEPS_COPIES = self.location.search === OFFLINE_COPY_QUERY;
// Named apart, so that a worker without consent, replacing one of the same build, deletes its copies.
const CACHE = KEEPS_COPIES ? `site-${__VERSION__}` : `code-${__VERSION__}`;
const ON_DEMAND_CODE = new Set(__ON_DEMAND_CODE__);
/** Held by every version of this worker to delete caches or look its own up, so that the two never interleave. */
const CACHES_LOCK = "site-caches";

// The cache is created here only: afterwards a write looks it up (ownCache), never re-creates it.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(KEEPS_COPIES ? [...__PRECACHE__, ...__ON_DEMAND_CODE__] : __ON_DEMAND_CODE__))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    withCachesLock(async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    }).then(() => self.clients.claim()),
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
    const path = new URL(request.url).pathname;
    const offline = __OFFLINE_PAGES__.find(([prefix]) => path.startsWith(prefix))?.[1];
    return (await caches.match(request)) ?? (offline ? await caches.match(offline) : undefined) ?? Response.error();
  }
}

/**
 * Answers from the network and keeps a copy, inside the event's lifetime (waitUntil, allowed
 * while respondWith's promise is pending), so that the browser neither stops this worker
 * mid-write nor, by the spec's "Try Activate", activates a newer one before the write is done.
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
 * This worker's cache if it still exists, looked up under the lock its successor deletes
 * under, since opening a cache by name creates it and a replaced worker, whether it knows yet
 * or not, would otherwise bring back the cache its successor deleted.
 */
function ownCache(): Promise<Cache | undefined> {
  return withCachesLock(async () => ((await caches.has(CACHE)) ? caches.open(CACHE) : undefined));
}

/** Runs `work` holding CACHES_LOCK, or as is where Web Locks are missing, the event lifetime then being the only guard. */
async function withCachesLock<T>(work: () => Promise<T>): Promise<T> {
  return "locks" in navigator ? await navigator.locks.request(CACHES_LOCK, work) : await work();
}
