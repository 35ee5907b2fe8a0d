import { serviceSchema } from "../../../content/schema.ts";
import { collectionFolder, contentFile } from "../../../content/locales.ts";
import { SERVICE_SLUGS } from "../../../content/vocabulary.ts";
import { splitAtFirstSubheading } from "../text/markdown.ts";
import type { LoadContext } from "./context.ts";
import { readMarkdownFiles } from "./files.ts";
import { coverImages } from "./images.ts";
import type { Service } from "./types.ts";

export function loadServices(ctx: LoadContext): Service[] {
  const services: Service[] = [];
  const files = readMarkdownFiles(ctx.root, collectionFolder("services", ctx.locale), ctx.issues);
  const coverImage = coverImages(ctx.staticDir, "services");
  for (const { file, slug, data, body } of files) {
    if (!(SERVICE_SLUGS as readonly string[]).includes(slug)) {
      ctx.issues.add(file, "slug", `« ${slug} » n’est pas un des ${SERVICE_SLUGS.length} services (${SERVICE_SLUGS.join(", ")})`);
      continue;
    }
    const meta = ctx.parse(file, serviceSchema, data);
    if (!meta) continue;
    if (!/^\s*## /m.test(body)) ctx.issues.add(file, "contenu", "aucun sous-titre « ## » : le contenu doit être découpé");
    const { lead, rest } = splitAtFirstSubheading(ctx.markdown(file, "contenu", body).html);
    services.push({
      ...meta,
      slug,
      url: `/services/${slug}`,
      image: coverImage(slug),
      leadHtml: lead,
      bodyHtml: rest,
    });
  }
  for (const slug of SERVICE_SLUGS) {
    if (!files.some((f) => f.slug === slug)) ctx.issues.add(contentFile("services", ctx.locale, slug), "(fichier)", "service manquant");
  }
  ctx.issues.unique(services.map((s) => ({ file: contentFile("services", ctx.locale, s.slug), key: String(s.order) })), "order");
  return services.sort((a, b) => a.order - b.order);
}
