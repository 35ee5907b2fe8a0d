/**
 * Service worker: precaches the shell and the offline page, caches pages as they are visited
 * (network first, so visitors always get the latest page when online), serves the offline page
 * when the network is gone, and never touches requests to other origins (the management API)
 * or anything but GET. A new build changes VERSION: the new worker takes over at once and
 * deletes the previous caches.
 */
// The few worker types used here (the project compiles against the DOM library).
interface InstallEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchRequestEvent extends InstallEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: InstallEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchRequestEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
declare const __VERSION__: string;
declare const __PRECACHE__: string[];

const CACHE = `site-${__VERSION__}`;
const OFFLINE_URL = "/hors-ligne";

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__PRECACHE__))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== worker.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(pageFromNetwork(request));
  } else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/fonts/")) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetchAndKeep(request)));
  }
});

async function pageFromNetwork(request: Request): Promise<Response> {
  try {
    return await fetchAndKeep(request);
  } catch {
    return (await caches.match(request)) ?? (await caches.match(OFFLINE_URL)) ?? Response.error();
  }
}

async function fetchAndKeep(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const copy = response.clone();
    // A worker replaced by a newer build must not re-create the cache the new one deleted.
    caches.has(CACHE).then(async (mine) => {
      if (mine) await (await caches.open(CACHE)).put(request, copy);
    });
  }
  return response;
}

export {};
