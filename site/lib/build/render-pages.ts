/**
 * Renders and writes pages, in whichever process runs it: the build's own, or a render worker
 * (pool.ts). Pages are pure functions of the content, so the output is the same byte for byte
 * whatever the number of workers (test/html/build/workers.test.ts). Only what the checks need comes
 * back, not the HTML.
 */
import type { Settings } from "../../config.ts";
import type { AssetManifest } from "../assets/bundle.ts";
import type { SiteData } from "../content/types.ts";
import { renderPage } from "../render/render.ts";
import type { Part } from "../render/RenderOnce.tsx";
import type { PageToRender } from "../render/route.ts";
import { ArticleBodies, type BodyProblems } from "./article-bodies.ts";
import { pageLinks, partLinks, type Links, type PageLinks } from "./links.ts";
import { createWriter, type Writer } from "./output.ts";

export interface RenderJob {
  /** Every edition, the default first: a page renders with the one of its locale. */
  editions: SiteData[];
  settings: Settings;
  assets: AssetManifest;
  outDir: string;
  contentRoot: string;
  staticDir: string;
  /** True when the loader left the articles' bodies to the process that renders their pages. */
  deferredBodies: boolean;
}

export interface RenderedPages {
  /** The links of each page rendered, in the order asked. */
  links: PageLinks[];
  /** The links of the parts those pages contain, by part id. */
  parts: Map<string, Links>;
  /** The size of the pages' files. */
  bytes: number;
  /** What rendering the deferred article bodies found, for the content checks. */
  bodies: BodyProblems;
}

export class PageRenderer {
  private readonly write: Writer;
  private readonly bodies: ArticleBodies | null;

  constructor(
    private readonly job: RenderJob,
    private readonly pages: PageToRender[],
  ) {
    this.write = createWriter(job.outDir);
    this.bodies = job.deferredBodies
      ? new ArticleBodies(job.editions[0]!, job.settings, job.contentRoot, job.staticDir)
      : null;
  }

  /** Renders and writes `pages[i]` for each index. */
  render(indexes: number[]): RenderedPages {
    const parts = new Map<string, Part>();
    let bytes = 0;
    const links = indexes.map((i) => {
      const page = this.pages[i]!;
      const rendered = this.bodies
        ? this.bodies.with(page.url, () => renderPage(page, this.job))
        : renderPage(page, this.job);
      bytes += this.write(page.file, rendered.html);
      for (const part of rendered.parts) parts.set(part.id, part);
      // A copy, as a worker's reply would be: the links cut from the page would keep all its HTML in memory.
      return structuredClone(pageLinks(rendered));
    });
    return {
      links,
      parts: new Map([...parts].map(([id, part]) => [id, partLinks(part)])),
      bytes,
      bodies: this.bodies?.take() ?? { issues: [], links: [], images: [] },
    };
  }
}
