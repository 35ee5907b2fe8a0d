/**
 * Headless Debian Chromium through playwright-core, a fresh profile per launch. A missing
 * browser fails the run (CI installs it, see .ci/run); nothing is ever downloaded.
 */
import fs from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { SHELL_READY_ATTRIBUTE } from "../../client/shell/after-paint.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless on a closed network: no sandbox (containers), no GPU, and none of Chromium's own requests. */
export const QUIET_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Chromium with a fresh profile: playwright gives each launch a user-data directory of its own and deletes it on close. */
export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium introuvable (${CHROMIUM}) : apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: QUIET_FLAGS,
  });
}

/**
 * Resolves once the layout script has run on `page`: it loads after the first paint
 * (client/shell/after-paint.ts), so possibly after the load event `goto` waits for, and marks
 * the root element as its last step (client/shell/main.ts).
 */
export async function waitForLayout(page: Page): Promise<void> {
  await page.waitForSelector(`html[${SHELL_READY_ATTRIBUTE}]`, { state: "attached" });
}

/**
 * Runs `task` in the page and resolves with its result, as page.evaluate would, but within
 * Playwright's timeout: page.evaluate waits for ever, and page.waitForFunction takes the
 * promise an async predicate returns for a true answer. Like page.evaluate's function, `task`
 * names no function inside (the test runner's compiler would wrap it in a helper the page
 * lacks).
 */
export async function evaluateWithin<A, R>(
  page: Page,
  task: (arg: A) => Promise<R>,
  arg: A,
  timeout = 15_000,
): Promise<R> {
  const run = `(${task.toString()})(${JSON.stringify(arg)})`;
  const state = await page.evaluateHandle(`(() => {
    const state = { done: false, value: undefined, error: "" };
    Promise.resolve()
      .then(() => ${run})
      .then(
        (value) => void Object.assign(state, { done: true, value }),
        (error) => void Object.assign(state, { done: true, error: String(error) }),
      );
    return state;
  })()`);
  await page.waitForFunction((s) => (s as { done: boolean }).done, state, { timeout });
  const { value, error } = await state.evaluate((s) => s as { value: R; error: string });
  if (error) throw new Error(error);
  return value;
}

/** Scrolls the page to `y` and resolves once its scroll listeners, and the frame they asked for, have run. */
export async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await evaluateWithin(
    page,
    (top) =>
      new Promise<void>((settled) => {
        addEventListener("scroll", () => requestAnimationFrame(() => settled()), { once: true });
        scrollTo(0, top);
      }),
    y,
  );
}
