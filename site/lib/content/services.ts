import { serviceSchema } from "../../../content/schema.ts";
import { PATHS } from "../../../content/paths.ts";
import { contentFile, DEFAULT_LOCALE } from "../../../content/locales.ts";
import { readEdition } from "./editions.ts";
import { SERVICE_SLUGS } from "../../../content/vocabulary.ts";
import { splitAtFirstSubheading } from "../text/markdown.ts";
import type { LoadContext } from "./context.ts";
import { illustrationUrl } from "./images.ts";
import type { Service } from "./types.ts";

export function loadServices(ctx: LoadContext): Service[] {
  const services: Service[] = [];
  const files = readEdition(ctx, "services");
  for (const { file, id, slug, data, body } of files) {
    if (!(SERVICE_SLUGS as readonly string[]).includes(id)) {
      ctx.issues.add(
        file,
        "slug",
        `« ${id} » n’est pas un des ${SERVICE_SLUGS.length} services (${SERVICE_SLUGS.join(", ")})`,
      );
      continue;
    }
    const meta = ctx.parse(file, serviceSchema, data);
    if (!meta) continue;
    if (!/^\s*## /m.test(body))
      ctx.issues.add(file, "contenu", "aucun sous-titre « ## » : le contenu doit être découpé");
    const { lead, rest } = splitAtFirstSubheading(ctx.markdown(file, "contenu", body).html);
    const { image, imageAlt, projects, ...fields } = meta;
    services.push({
      ...fields,
      id,
      slug,
      url: PATHS[ctx.locale].service(slug),
      image: image ?? illustrationUrl("services", id),
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
  // Every service has its French page; a translation may still be missing from an edition.
  for (const slug of ctx.locale === DEFAULT_LOCALE ? SERVICE_SLUGS : []) {
    if (!files.some((f) => f.id === slug))
      ctx.issues.add(contentFile("services", ctx.locale, slug), "(fichier)", "service manquant");
  }
  ctx.issues.unique(
    services.map((s) => ({ file: contentFile("services", ctx.locale, s.slug), key: String(s.order) })),
    "order",
  );
  return services.sort((a, b) => a.order - b.order);
}
