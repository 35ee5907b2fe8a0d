import { serviceSchema } from "../../../content/schema.ts";
import { SERVICE_SLUGS } from "../../../content/vocabulary.ts";
import { splitAtFirstSubheading } from "../text/markdown.ts";
import type { LoadContext } from "./context.ts";
import { readMarkdownFiles } from "./files.ts";
import { illustrationUrl } from "./images.ts";
import type { Service } from "./types.ts";

export function loadServices(ctx: LoadContext): Service[] {
  const services: Service[] = [];
  const files = readMarkdownFiles(ctx.root, "services", ctx.issues);
  for (const { file, slug, data, body } of files) {
    if (!(SERVICE_SLUGS as readonly string[]).includes(slug)) {
      ctx.issues.add(file, "slug", `« ${slug} » n’est pas un des ${SERVICE_SLUGS.length} services (${SERVICE_SLUGS.join(", ")})`);
      continue;
    }
    const meta = ctx.parse(file, serviceSchema, data);
    if (!meta) continue;
    if (!/^\s*## /m.test(body)) ctx.issues.add(file, "contenu", "aucun sous-titre « ## » : le contenu doit être découpé");
    const { lead, rest } = splitAtFirstSubheading(ctx.markdown(file, "contenu", body).html);
    const { image, imageAlt, projects, ...fields } = meta;
    services.push({
      ...fields,
      slug,
      url: `/services/${slug}`,
      image: image ?? illustrationUrl("services", slug),
      imageAlt: image ? imageAlt! : "",
      photo: image ? { src: image, alt: imageAlt! } : null,
      projects: (projects ?? []).map((p) => ({
        caption: p.caption,
        before: { src: p.before, alt: p.beforeAlt },
        after: { src: p.after, alt: p.afterAlt },
      })),
      leadHtml: lead,
      bodyHtml: rest,
    });
  }
  for (const slug of SERVICE_SLUGS) {
    if (!files.some((f) => f.slug === slug)) ctx.issues.add(`services/${slug}.md`, "(fichier)", "service manquant");
  }
  ctx.issues.unique(services.map((s) => ({ file: `services/${s.slug}.md`, key: String(s.order) })), "order");
  return services.sort((a, b) => a.order - b.order);
}
