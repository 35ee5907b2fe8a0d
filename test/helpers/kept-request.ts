/**
 * Submitting a form while the API cannot take the request (issue 15), and the signals the
 * browser tests wait for instead of time: the news the store broadcasts after each change, and
 * its lock (design in client/lib/pending-store.ts).
 */
import type { Page } from "playwright-core";
import { PENDING_NAME } from "../../client/lib/pending-store.ts";
import { evaluateWithin } from "./browser.ts";

/** The notice a form shows under itself while its request is kept on the device. */
export const KEPT_NOTICE = ".form-pending p";

/** From now on, counts in the page the "remaining" news, which ends every change to the store. */
export async function countNews(page: Page): Promise<void> {
  await page.evaluate((channel) => {
    const w = window as unknown as { remainingNews: number };
    w.remainingNews = 0;
    new BroadcastChannel(channel).onmessage = (event) => void ("remaining" in event.data && w.remainingNews++);
  }, PENDING_NAME);
}

/** Resolves once the page has counted `n` "remaining" news since countNews. */
export async function waitForNews(page: Page, n: number): Promise<void> {
  await page.waitForFunction((n) => (window as unknown as { remainingNews: number }).remainingNews >= n, n, {
    timeout: 10_000,
  });
}

/**
 * Clicks `submitSelector` and resolves once the request is kept and the service worker's
 * immediate Background Sync attempt has ended. Every change to the store ends with a
 * "remaining" message: one when the request is kept, and one when that attempt ends. A test
 * that changed the API's mode before then could see the worker deliver in the new mode, by
 * itself, before the test's own next step.
 */
export async function submitUntilKept(page: Page, submitSelector: string): Promise<void> {
  await countNews(page);
  await page.click(submitSelector);
  await page.waitForSelector(KEPT_NOTICE);
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  await waitForNews(page, controlled ? 2 : 1);
}

/**
 * Resolves once nothing is kept on the device and every sender that asked for the store has
 * finished with it: from then on nothing can be sent until a new request is kept, so what the
 * API has received is final. The page queues for the store's lock itself, behind every
 * holder and earlier request, and looks for the database once it has it; while the database
 * is still there, it tries again after the next news.
 */
export async function untilNothingPending(page: Page): Promise<void> {
  await evaluateWithin(
    page,
    async (name) => {
      const channel = new BroadcastChannel(name);
      const news = { count: 0, wake: undefined as undefined | (() => void) };
      channel.onmessage = () => {
        news.count++;
        news.wake?.();
      };
      for (;;) {
        const seen = news.count;
        const empty = await navigator.locks.request(name, async () =>
          (await indexedDB.databases()).every((database) => database.name !== name),
        );
        if (empty) break;
        if (news.count === seen) await new Promise<void>((resolve) => (news.wake = resolve));
      }
      channel.close();
    },
    PENDING_NAME,
  );
}

/** Resolves once some context, a tab or the service worker, is queued for the store's lock. */
export async function untilLockAwaited(page: Page): Promise<void> {
  await evaluateWithin(
    page,
    async (name) => {
      while (!(await navigator.locks.query()).pending?.some((lock) => lock.name === name))
        await new Promise((frame) => requestAnimationFrame(frame));
    },
    PENDING_NAME,
  );
}
