import { pageSchema } from "../../../content/schema.ts";
import type { LoadContext } from "./context.ts";
import { readMarkdownFiles } from "./files.ts";
import type { TextPage } from "./types.ts";

/** Long-form pages (about, legal notice, privacy) from content/pages/*.md. */
export function loadPages(ctx: LoadContext): Record<string, TextPage> {
  const pages: Record<string, TextPage> = {};
  for (const { file, slug, data, body } of readMarkdownFiles(ctx.root, "pages", ctx.issues)) {
    const meta = ctx.parse(file, pageSchema, data);
    if (!meta) continue;
    const rendered = ctx.markdown(file, "contenu", body);
    pages[slug] = {
      slug,
      title: meta.title,
      description: meta.description,
      updated: meta.updated ?? null,
      html: rendered.html,
      sections: rendered.headings.filter((h) => h.level === 2),
    };
  }
  return pages;
}
