/**
 * The builds of `npm run dev`, kept in one process so the content cache and the last build's
 * state survive between edits:
 * - an edit of an article's text (its front matter and reading time unchanged) renders and
 *   rewrites that article's page only, after the same content and link checks as a full build;
 * - any other change (front matter, another content file, client code, static files) runs the
 *   full pipeline, which reuses every unchanged file's parse and markdown (content cache), so
 *   lists, feed and sitemap follow;
 * - a change of the build's own code (site/, content/*.ts) cannot be reloaded in a running
 *   process: dev.ts starts a new builder (site/dev/dev.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { checkContentLinks, loadContent } from "../lib/content/load.ts";
import type { Article } from "../lib/content/types.ts";
import { collectPages } from "../lib/build/collect-pages.ts";
import { build, type BuildOptions, type BuildState } from "../lib/build/build.ts";
import { assertNoBrokenLinks, knownPaths } from "../lib/build/links.ts";
import { PageRenderer } from "../lib/build/render-pages.ts";
import { contentCache } from "../lib/content/cache.ts";
import { attachPhotos } from "../lib/photos/attach.ts";

export interface DevResult {
  /** Files written, relative to the output folder ("*" for a full build). */
  written: string[];
  milliseconds: number;
}

/** Article fields seen only on the article's own page: when nothing else changed, only it is rebuilt. */
const OWN_PAGE_FIELDS = new Set<keyof Article>(["html", "toc", "wordCount"]);

/** Another article referred to (neighbours) counts by its URL: its own fields are its own summary. */
const byUrl = (key: string, value: unknown) =>
  key !== "" && value !== null && typeof value === "object" && "slug" in value && "url" in value
    ? (value as { url: string }).url
    : value;

function summary(article: Article): string {
  return JSON.stringify(
    Object.entries(article)
      .filter(([key]) => !OWN_PAGE_FIELDS.has(key as keyof Article))
      .map(([key, value]) => [key, JSON.stringify(value, byUrl)]),
  );
}

export class DevBuilder {
  private state: BuildState | null = null;

  constructor(private readonly options: Omit<BuildOptions, "keepState">) {
    // Between edits, unchanged files are neither parsed nor rendered again.
    contentCache.enabled = true;
  }

  async full(): Promise<DevResult> {
    const started = performance.now();
    this.state = null;
    await build({ ...this.options, keepState: (state) => (this.state = state) });
    return { written: ["*"], milliseconds: performance.now() - started };
  }

  /** `changed`: paths relative to the content folder ("blog/fr/x.md"). */
  async contentChanged(changed: string[]): Promise<DevResult> {
    const started = performance.now();
    const state = this.state;
    const articles = changed.map((file) => file.match(/^blog\/fr\/([a-z0-9-]+)\.md$/)?.[1]);
    if (!state || articles.some((slug) => !slug)) return this.full();

    const content = loadContent(state.contentRoot, state.staticDir, state.settings);
    // An article's photo is front matter: a changed one is a full build, which reads it.
    attachPhotos(content, state.photos, state.staticDir);
    content.issues.throwIfAny();
    const before = new Map(state.data.articles.map((a) => [a.slug, a]));
    const after = new Map(content.data.articles.map((a) => [a.slug, a]));
    const sameList = before.size === after.size && [...before.keys()].every((slug) => after.has(slug));
    if (!sameList || articles.some((slug) => summary(before.get(slug!)!) !== summary(after.get(slug!)!)))
      return this.full();

    const pages = collectPages(content.editions);
    checkContentLinks(content, knownPaths(pages, state.staticDir));
    content.issues.throwIfAny();
    const targets = articles.map((slug) => pages.findIndex((page) => page.url === after.get(slug!)!.url));

    // Rendered beside dist/ first: nothing is replaced unless the links check passes.
    const scratch = fs.mkdtempSync(path.join(path.dirname(state.outDir), ".dist-dev-"));
    try {
      const renderer = new PageRenderer(
        {
          editions: content.editions,
          settings: state.settings,
          assets: state.assets,
          outDir: scratch,
          contentRoot: state.contentRoot,
          staticDir: state.staticDir,
          deferredBodies: false,
        },
        pages,
      );
      const rendered = renderer.render(targets);
      const links = { pages: new Map(state.links.pages), parts: new Map([...state.links.parts, ...rendered.parts]) };
      targets.forEach((index, i) => links.pages.set(pages[index]!.url, rendered.links[i]!));
      assertNoBrokenLinks(state.outDir, links);
      const written = targets.map((index) => pages[index]!.file);
      for (const file of written) fs.renameSync(path.join(scratch, file), path.join(state.outDir, file));
      this.state = { ...state, data: content.data, editions: content.editions, pages, links };
      return { written, milliseconds: performance.now() - started };
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }
}
