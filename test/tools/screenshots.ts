/**
 * `npm run screenshots [-- URL...]`: full-page PNGs of the built site at 375 px and 1280 px
 * in headless Chromium, written to var/screenshots/, for looking at the pages as visitors do.
 * Expects the site to be served (npm start) unless BASE_URL points elsewhere.
 */
import fs from "node:fs";
import path from "node:path";
import { launchBrowser } from "../helpers/browser.ts";
import { projectRoot } from "../helpers/site.ts";

const base = process.env.BASE_URL ?? "http://127.0.0.1:4173";
const urls = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/services", "/contact", "/zones-intervention", "/blog"];
const out = path.join(projectRoot, "var", "screenshots");
fs.mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "fr-BE" });
  const page = await context.newPage();
  for (const url of urls) {
    await page.goto(base + url, { waitUntil: "networkidle" });
    const name = `${url.replace(/[/?=]+/g, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL !== "0" });
    console.log(path.relative(projectRoot, path.join(out, name)));
  }
  await context.close();
}
await browser.close();
