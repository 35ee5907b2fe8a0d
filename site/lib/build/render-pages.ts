/**
 * Renders and writes pages: a PageRenderer renders the pages of its thread, this one or a
 * worker's (render-pool.ts hands out the pages, render-worker.ts runs in each worker). For a
 * large site the articles' bodies are rendered there too, each by the thread that renders its
 * page (article-bodies.ts). Pages are pure functions of the content, so the output is the same
 * byte for byte whatever the number of workers (test/html/workers.test.ts). Only what the checks
 * need comes back from the workers, not the HTML.
 */
import type { Settings } from "../../config.ts";
import { ArticleBodies, type BodyProblems } from "./article-bodies.ts";
import type { AssetManifest } from "../assets/bundle.ts";
import type { SiteData } from "../content/types.ts";
import { linksOfSplitPage, type PageLinks } from "./links.ts";
import { createWriter, encodePieces, type Writer } from "./output.ts";
import { renderPage } from "../render/render.ts";
import { range } from "./pool.ts";
import type { PageToRender } from "../render/route.ts";

export interface RenderJob {
  data: SiteData;
  settings: Settings;
  assets: AssetManifest;
  outDir: string;
  contentRoot: string;
  staticDir: string;
  /** True when the loader left the articles' bodies to the threads that render them. */
  deferredBodies: boolean;
}

export interface RenderedPage {
  links: PageLinks;
  /** The size of the page's file. */
  bytes: number;
}

export interface RenderedPages {
  /** In the order of the pages. */
  pages: RenderedPage[];
  /** What rendering the deferred article bodies found, for the content checks. */
  bodies: BodyProblems;
}

/** Renders pages one job at a time, in whichever thread it was made. */
export class PageRenderer {
  private readonly write: Writer;
  private readonly bodies: ArticleBodies | null;

  constructor(
    private readonly job: RenderJob,
    private readonly pages: PageToRender[],
  ) {
    this.write = createWriter(job.outDir);
    this.bodies = job.deferredBodies ? new ArticleBodies(job.data, job.settings, job.contentRoot, job.staticDir) : null;
  }

  /** Renders and writes `pages[i]` for each index; results come back in the same order. */
  render(indexes: number[]): RenderedPage[] {
    return indexes.map((i) => {
      const page = this.pages[i]!;
      const { pieces, split } = this.bodies
        ? this.bodies.with(page.url, () => renderPage(page, this.job))
        : renderPage(page, this.job);
      const encoded = encodePieces(pieces);
      this.write(page.file, encoded);
      return { links: linksOfSplitPage(split), bytes: encoded.length };
    });
  }

  /** What the deferred bodies rendered since the last call found. */
  problems(): BodyProblems {
    return this.bodies?.take() ?? { issues: [], links: [] };
  }
}

/** Every page, rendered and written in this thread. */
export function renderAllInThread(job: RenderJob, pages: PageToRender[]): RenderedPages {
  const renderer = new PageRenderer(job, pages);
  const rendered = renderer.render(range(0, pages.length));
  return { pages: rendered, bodies: renderer.problems() };
}
