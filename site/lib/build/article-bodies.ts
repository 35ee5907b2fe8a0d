/**
 * Article bodies rendered by the thread that renders their pages, for a large site whose loader
 * left them out (loadContent's `deferArticleBodies`): a body is needed by its own page only, so
 * each is read and rendered once, on the thread that needs it, instead of on the main thread
 * and copied to a worker. The rendering is the loader's own (renderArticleBody, in the same
 * context: tokens and prose rules), so the pages are the same byte for byte; the problems and
 * links it finds are handed back for the build to check like the loader's.
 */
import fs from "node:fs";
import path from "node:path";
import type { Settings } from "../../config.ts";
import { articleFile, renderArticleBody } from "../content/articles.ts";
import { contentContext, type ImageRef, type LinkRef } from "../content/context.ts";
import { markdownBody } from "../content/files.ts";
import { Issues } from "../content/issues.ts";
import type { ContentIssue } from "../errors.ts";
import type { Article, SiteData } from "../content/types.ts";

export interface BodyProblems {
  issues: ContentIssue[];
  links: LinkRef[];
  images: ImageRef[];
}

export class ArticleBodies {
  private readonly byUrl: Map<string, Article>;
  private readonly ctx;

  constructor(
    data: SiteData,
    settings: Settings,
    private readonly contentRoot: string,
    staticDir: string,
  ) {
    this.byUrl = new Map(data.articles.map((a) => [a.url, a]));
    this.ctx = contentContext(contentRoot, staticDir, settings, data, new Issues());
  }

  /** `render()`, with the body of the article at `url` in place while it runs, if it is an article. */
  with<T>(url: string, render: () => T): T {
    const article = this.byUrl.get(url);
    if (!article) return render();
    const file = articleFile(article.slug);
    const read = markdownBody(fs.readFileSync(path.join(this.contentRoot, file), "utf8"));
    if ("error" in read) {
      this.ctx.issues.add(file, read.field, read.error);
      return render();
    }
    Object.assign(article, renderArticleBody(this.ctx, file, read.body));
    try {
      return render();
    } finally {
      // Dropped once written: a thread keeps no more than one body at a time.
      article.html = "";
      article.toc = [];
    }
  }

  /** The problems, links and images found since the last call. */
  take(): BodyProblems {
    return {
      issues: this.ctx.issues.list.splice(0),
      links: this.ctx.links.splice(0),
      images: this.ctx.images.splice(0),
    };
  }
}
