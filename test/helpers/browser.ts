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
