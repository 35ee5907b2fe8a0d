/**
 * A new build's service worker takes over and leaves only its own cache (issue 34, item 10).
 * Two ways: in Chromium, as a visitor's browser does it; and with the built worker's own
 * handlers driven one step at a time in a page, where the outgoing worker writes at the moment
 * a test chooses, after its successor took over or in the middle of it, which no timing on a
 * real browser can arrange.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { createStaticHandler } from "../../site/dev/static-server.ts";
import { evaluateWithin } from "../helpers/browser.ts";
import { OFFLINE_COPY_QUERY } from "../../client/lib/offline-copy.ts";
import { acceptingOfflineCopy, browserSuite, type BrowserSuiteContext } from "../helpers/browser-suite.ts";
import { freePort } from "../helpers/ports.ts";

const worker = browserSuite("service worker takeover");

/** The cache name in the built worker, and the name a newer build's worker gets in these tests. */
const CACHE_NAME = /site-[0-9a-f]{10}/;
const NEXT_CACHE = "site-nouvelle0";

/** The built worker's source as a newer build would ship it: the same code under another version. */
const nextBuild = (source: string) => source.replace(CACHE_NAME, NEXT_CACHE);

worker(
  "in Chromium, a new build's worker takes over and leaves only its cache, even with a fetch of the old one finishing meanwhile",
  async ({ site, open }) => {
    // Same built site on another port; /sw.js is rewritten to a new version on demand, as a
    // deploy would. One stylesheet request is held by the server until the new worker has
    // installed: the outgoing worker finishes it, and keeps the response, during the takeover.
    let deployed = false;
    let arrived!: () => void;
    let release!: () => void;
    const lateArrived = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const serve = createStaticHandler(site.dist);
    const server = http.createServer((req, res) => {
      if (req.url?.split("?")[0] === "/sw.js" && deployed) {
        res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-cache" });
        res.end(nextBuild(fs.readFileSync(path.join(site.dist, "sw.js"), "utf8")));
      } else if (req.url?.endsWith("?late")) {
        arrived();
        void released.then(() => serve(req, res));
      } else {
        serve(req, res);
      }
    });
    const port = await freePort();
    await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
    try {
      const origin = `http://127.0.0.1:${port}`;
      const page = await open(undefined, acceptingOfflineCopy(origin));
      await page.goto(`${origin}/tarifs`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const before = await page.evaluate(() => caches.keys());
      assert.is(before.length, 1);
      const css = site.page("/tarifs").querySelector('link[rel="stylesheet"]')!.getAttribute("href")!;
      await page.evaluate((url) => {
        (window as unknown as Takeover).late = fetch(url).then((r) => r.text());
      }, `${css}?late`);
      await lateArrived;
      deployed = true;
      await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        const found = new Promise<ServiceWorker>((resolve) =>
          registration.addEventListener("updatefound", () => resolve(registration.installing!), { once: true }),
        );
        await registration.update();
        (window as unknown as Takeover).next = await found;
      });
      await evaluateWithin(page, newWorkerReaches, "installed");
      release();
      await evaluateWithin(page, () => (window as unknown as Takeover).late, undefined);
      await evaluateWithin(page, newWorkerReaches, "activated");
      assert.equal(await page.evaluate(() => caches.keys()), [NEXT_CACHE], "once the new worker is active");
      await page.reload();
      assert.equal(await page.evaluate(() => caches.keys()), [NEXT_CACHE], "after a page served by it");
      assert.is(await page.textContent("h1"), "Combien coûte un vide-maison ?".replace(" ?", "\u202F?"));
    } finally {
      release();
      server.close();
    }
  },
);

/** What the takeover test keeps in the page: the held request, the new build's worker. */
type Takeover = { late: Promise<string>; next: ServiceWorker };

/** In the page: resolves once the new build's worker has reached `state` (or a later one), following its state changes. */
async function newWorkerReaches(state: ServiceWorkerState): Promise<void> {
  const order = ["installing", "installed", "activating", "activated"];
  const worker = (window as unknown as Takeover).next;
  while (order.indexOf(worker.state) < order.indexOf(state)) {
    if (worker.state === "redundant") throw new Error("le nouveau service worker a été écarté");
    await new Promise((resolve) => worker.addEventListener("statechange", resolve, { once: true }));
  }
}

/**
 * A page where the built worker's handlers run: a file of the site without scripts, so that
 * the harness shares the site's caches and Web Locks with nothing but the workers it loads.
 */
async function harness({ site, open }: BrowserSuiteContext): Promise<Page> {
  // The real worker stays out; the CSP would forbid compiling the worker's source.
  const page = await open(undefined, { serviceWorkers: "block", bypassCSP: true });
  // The test runner's compiler keeps function names with a __name helper that page functions carry along.
  await page.addInitScript("window.__name = (target) => target;");
  await page.goto(`${site.siteUrl}/robots.txt`);
  await page.evaluate(
    ([source, scriptUrl]) => {
      const w = window as unknown as { harness: Harness };
      w.harness = {
        load(version, options = {}) {
          const listeners = new Map<string, Array<(event: unknown) => void>>();
          const worker: HarnessWorker = {
            listeners,
            state: { state: "parsed" as ServiceWorkerState },
            gate: undefined,
          };
          const self = {
            location: new URL(scriptUrl),
            serviceWorker: worker.state,
            clients: { claim: () => Promise.resolve() },
            skipWaiting: () => Promise.resolve(),
            addEventListener: (type: string, listener: (event: unknown) => void) =>
              listeners.set(type, [...(listeners.get(type) ?? []), listener]),
          };
          const storage = options.holdLookups ? gated(worker) : caches;
          new Function("self", "caches", version === "next" ? source.next : source.current)(self, storage);
          return worker;
        },
        async dispatch(worker, type, init = {}) {
          const lifetime: Array<Promise<unknown>> = [];
          const event = {
            ...init,
            response: undefined as Promise<Response> | undefined,
            waitUntil: (promise: Promise<unknown>) => void lifetime.push(Promise.resolve(promise)),
            respondWith: (promise: Promise<Response>) => {
              event.response = Promise.resolve(promise);
              lifetime.push(event.response);
            },
          };
          for (const listener of worker.listeners.get(type) ?? []) listener(event);
          // The event lasts until every promise it was given has settled, those given meanwhile too.
          for (let i = 0; i < lifetime.length; i++) await lifetime[i]!.catch(() => undefined);
          return event.response ? (await event.response).status : undefined;
        },
      };

      /** The origin's caches, but the answer to a lookup or opening by name waits while the worker's gate is shut. */
      function gated(worker: HarnessWorker): CacheStorage {
        const held =
          (method: "has" | "open") =>
          async (name: string): Promise<unknown> => {
            const answer = caches[method](name);
            if (worker.gate) {
              worker.gate.reached();
              await worker.gate.opened;
            }
            return answer;
          };
        return Object.assign(Object.create(caches) as CacheStorage, {
          has: held("has"),
          open: held("open"),
          match: caches.match.bind(caches),
          keys: caches.keys.bind(caches),
          delete: caches.delete.bind(caches),
        });
      }
    },
    [
      { current: site.file("sw.js"), next: nextBuild(site.file("sw.js")) },
      `${site.siteUrl}/sw.js${OFFLINE_COPY_QUERY}`,
    ] as const,
  );
  return page;
}

/** A built worker run in the harness page: its listeners, the state it reads, the gate on its cache lookups. */
interface HarnessWorker {
  listeners: Map<string, Array<(event: unknown) => void>>;
  state: { state: ServiceWorkerState };
  gate: { reached: () => void; opened: Promise<void> } | undefined;
}

interface Harness {
  /** Runs the built worker's script, this build's or the next one's, with a fake global scope. */
  load(version: "current" | "next", options?: { holdLookups?: boolean }): HarnessWorker;
  /** Fires an event at the worker; resolves once its lifetime is over, with the response's status for a fetch. */
  dispatch(worker: HarnessWorker, type: string, init?: Record<string, unknown>): Promise<number | undefined>;
}

worker(
  "a replaced worker writing after its successor has taken over, before it knows it is replaced, re-creates no cache",
  async (ctx) => {
    const page = await harness(ctx);
    const css = ctx.site.page("/tarifs").querySelector('link[rel="stylesheet"]')!.getAttribute("href")!;
    const seen = await evaluateWithin(
      page,
      async (asset) => {
        const { harness } = window as unknown as { harness: Harness };
        const current = harness.load("current");
        await harness.dispatch(current, "install");
        await harness.dispatch(current, "activate");
        current.state.state = "activated";
        const kept = await harness.dispatch(current, "fetch", { request: new Request(`${asset}?before`) });
        const before = await caches.keys();
        const keptBefore = Boolean(await caches.match(`${asset}?before`));

        const next = harness.load("next");
        await harness.dispatch(next, "install");
        await harness.dispatch(next, "activate");
        next.state.state = "activated";
        const afterTakeover = await caches.keys();
        // The outgoing worker's state still says "activated": the news of its replacement comes by a task of its own.
        const late = await harness.dispatch(current, "fetch", { request: new Request(`${asset}?after`) });
        return { kept, before, keptBefore, afterTakeover, late, after: await caches.keys() };
      },
      css,
      30_000,
    );
    assert.is(seen.kept, 200);
    assert.is(seen.before.length, 1, "one cache before the takeover");
    assert.ok(seen.keptBefore, "the worker keeps what it fetches, so a write after the takeover would show");
    assert.equal(seen.afterTakeover, [NEXT_CACHE]);
    assert.is(seen.late, 200, "the replaced worker still answers");
    assert.equal(seen.after, [NEXT_CACHE], "its write re-created no cache");
  },
);

worker(
  "a replaced worker whose write had found its cache before the successor deleted it re-creates no cache",
  async (ctx) => {
    const page = await harness(ctx);
    const css = ctx.site.page("/tarifs").querySelector('link[rel="stylesheet"]')!.getAttribute("href")!;
    const seen = await evaluateWithin(
      page,
      async (asset) => {
        const { harness } = window as unknown as { harness: Harness };
        const current = harness.load("current", { holdLookups: true });
        await harness.dispatch(current, "install");
        await harness.dispatch(current, "activate");
        current.state.state = "activated";
        const before = await caches.keys();

        // From here the answer to the old worker's next lookup or opening of its cache waits for the gate.
        let openGate = () => {};
        const opened = new Promise<void>((resolve) => (openGate = resolve));
        const reached = new Promise<string>((resolve) => (current.gate = { reached: () => resolve("lookup"), opened }));
        const write = harness.dispatch(current, "fetch", { request: new Request(`${asset}?during`) });
        const first = await Promise.race([reached, write.then(() => "end of the fetch")]);

        const next = harness.load("next");
        await harness.dispatch(next, "install");
        const progress = { activated: false };
        const activation = harness.dispatch(next, "activate").then(() => void (progress.activated = true));
        // Either the successor's deletion is done, or it waits behind a lock the outgoing worker holds.
        while (!progress.activated && !(await navigator.locks.query()).pending?.length);
        openGate();
        const status = await write;
        await activation;
        return { before, first, status, after: await caches.keys() };
      },
      css,
      30_000,
    );
    assert.is(seen.before.length, 1, "one cache before the takeover");
    assert.is(seen.first, "lookup", "the old worker's write looks its cache up before the successor's deletion");
    assert.is(seen.status, 200);
    assert.equal(seen.after, [NEXT_CACHE], "the old worker's write re-created no cache");
  },
);

worker.run();
