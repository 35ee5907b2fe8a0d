/**
 * Headless Debian Chromium through playwright-core, a fresh profile per launch. A missing
 * browser fails the run (CI installs it, see .ci/run); nothing is ever downloaded.
 */
import fs from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { MANIFEST_URL } from "../../client/layout/manifest-link.ts";

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
 * (client/layout/after-paint.ts), so possibly after the load event `goto` waits for, and links
 * the manifest as its last step (client/layout/main.ts).
 */
export async function waitForLayout(page: Page): Promise<void> {
  await page.waitForSelector(`head link[rel="manifest"][href="${MANIFEST_URL}"]`, { state: "attached" });
}
