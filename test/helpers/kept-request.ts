/**
 * Submitting a form while the API cannot take the request (issue 15), for the browser tests.
 */
import type { Page } from "playwright-core";
import { PENDING_NAME } from "../../client/lib/pending-store.ts";

/** The notice a form shows under itself while its request is kept on the device. */
export const KEPT_NOTICE = ".form-pending p";

/**
 * Clicks `submitSelector` and resolves once the request is kept and the service worker's
 * immediate Background Sync attempt has ended. Every change to the store ends with a
 * "remaining" message: one when the request is kept, and one when that attempt ends. A test
 * that changed the API's mode before then could see the worker deliver in the new mode, by
 * itself, before the test's own next step.
 */
export async function submitUntilKept(page: Page, submitSelector: string): Promise<void> {
  await page.evaluate((channel) => {
    const w = window as unknown as { remainingNews: number };
    w.remainingNews = 0;
    new BroadcastChannel(channel).onmessage = (event) => void ("remaining" in event.data && w.remainingNews++);
  }, PENDING_NAME);
  await page.click(submitSelector);
  await page.waitForSelector(KEPT_NOTICE);
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  await page.waitForFunction(
    (n) => (window as unknown as { remainingNews: number }).remainingNews >= n,
    controlled ? 2 : 1,
    { timeout: 10_000 },
  );
}
