import { pageSchema } from "../../../content/schema.ts";
import { FORMATS } from "../text/format.ts";
import type { LoadContext } from "./context.ts";
import { readEdition } from "./editions.ts";
import type { TextPage } from "./types.ts";

/**
 * A page's own token: its text cites the date of the version it is ("La présente version date
 * du {{updated}}"), written once, in its front matter, where the page's header reads it too.
 */
const UPDATED_TOKEN = "{{updated}}";

/** Long-form pages (about, legal notice, privacy) from content/pages/*.md. */
export function loadPages(ctx: LoadContext): Record<string, TextPage> {
  const pages: Record<string, TextPage> = {};
  for (const { file, id, slug, data, body } of readEdition(ctx, "pages")) {
    const meta = ctx.parse(file, pageSchema, data);
    if (!meta) continue;
    let text = body;
    if (text.includes(UPDATED_TOKEN)) {
      if (meta.updated) text = text.replaceAll(UPDATED_TOKEN, FORMATS[ctx.locale].date(meta.updated));
      else
        ctx.issues.add(file, "updated", `le texte cite sa date (${UPDATED_TOKEN}) : indiquez la date de mise à jour`);
    }
    const rendered = ctx.markdown(file, "contenu", text);
    pages[id] = {
      id,
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
