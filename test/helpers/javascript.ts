/**
 * The JavaScript a built page loads, and its budget: a page without a form gets only plain
 * scripts (layout and widgets), a page with a form also gets an island and the Preact runtime.
 * Read by the islands test and the audit, so both hold pages to the same two figures.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { AFTER_PAINT_ATTRIBUTE } from "../../client/shell/after-paint.ts";

/** Gzipped bytes of JavaScript allowed on a page without a form. */
export const JS_BUDGET_WITHOUT_FORM = 4 * 1024;
/** Gzipped bytes of JavaScript allowed on a page with a form (an island and its runtime). */
export const JS_BUDGET_WITH_FORM = 12 * 1024;

/**
 * A form, or fieldsets that work as one without anything to submit (the price estimator, a
 * live calculator, has no <form>): what an island and its runtime are loaded for.
 */
export const hasForm = (html: string) => /<(?:form|fieldset)[\s>]/.test(html);

export const javascriptBudget = (html: string) => (hasForm(html) ? JS_BUDGET_WITH_FORM : JS_BUDGET_WITHOUT_FORM);

/**
 * URLs of every script a page loads: entry scripts, the chunks they preload, and those its
 * inline script loads after the first paint (client/shell/after-paint.ts).
 */
export function scriptUrls(html: string): string[] {
  return [
    ...new Set([
      ...Array.from(html.matchAll(/<(?:script[^>]+src|link rel="modulepreload" href)="([^"]+)"/g), (m) => m[1]!),
      ...Array.from(html.matchAll(new RegExp(`${AFTER_PAINT_ATTRIBUTE}="([^"]+)"`, "g")), (m) =>
        m[1]!.split(" "),
      ).flat(),
    ]),
  ];
}

/** Gzipped size of each built script, computed once (pages share most of their scripts). */
const gzipped = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(file)).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The code of the scripts a page carries inline (not its JSON-LD, which is data). */
export const inlineScripts = (html: string): string[] =>
  Array.from(
    html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g),
    (m) => m[1]!,
  ).filter(Boolean);

/** Gzipped bytes of every script a page loads, its inline scripts counted apart. */
export function javascriptBytes(dist: string, html: string): number {
  const inline = inlineScripts(html).reduce((sum, code) => sum + gzipSync(code).length, 0);
  return scriptUrls(html).reduce((sum, url) => sum + gzippedSize(path.join(dist, url)), inline);
}
