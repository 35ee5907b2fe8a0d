/**
 * Headless Debian Chromium through playwright-core, a fresh profile per launch. A missing
 * browser fails the run (CI installs it, see .ci/run); nothing is ever downloaded.
 */
import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

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
