/**
 * The Dutch edition's collections (issue 37): each translation read with its original's facts
 * (editions.ts), checked by the same schemas and rules as the French, and its links checked
 * against the Dutch addresses (content/paths.ts).
 */
import { PATHS } from "../../../content/paths.ts";
import type { ReferenceMunicipality } from "../../../content/schema.ts";
import type { Settings } from "../../config.ts";
import { loadArticles } from "./load-articles.ts";
import { contentContext } from "./context.ts";
import type { Issues } from "./issues.ts";
import { loadMunicipalities } from "./municipalities.ts";
import { loadPages } from "./pages.ts";
import { loadServices } from "./services.ts";
import type { Article, Municipality, Service, SiteData, TextPage } from "./types.ts";

export interface Translations {
  services: Service[];
  municipalities: Municipality[];
  articles: Article[];
  pages: Record<string, TextPage>;
}

export function loadTranslations(
  contentDir: string,
  staticDir: string,
  settings: Settings,
  data: SiteData,
  reference: ReferenceMunicipality[],
  issues: Issues,
): Translations {
  const ctx = contentContext(contentDir, staticDir, settings, data, issues, "nl");
  const translations: Translations = {
    services: loadServices(ctx),
    municipalities: loadMunicipalities(ctx, reference, data.claims.municipalityDefaults),
    articles: loadArticles(ctx),
    pages: loadPages(ctx),
  };
  const paths = PATHS.nl;
  const known = new Set<string>([
    ...Object.values(paths).filter((p): p is string => typeof p === "string"),
    ...translations.services.map((s) => s.url),
    ...translations.municipalities.map((m) => m.url),
    ...translations.articles.map((a) => a.url),
    ...Object.values(translations.pages).map((p) => paths.textPage(p.slug)),
  ]);
  for (const link of ctx.links) {
    if (/^(https?:|mailto:|tel:|#)/.test(link.href)) continue;
    const pathname = link.href.split("#")[0]!.split("?")[0]!;
    if (!known.has(pathname)) issues.add(link.file, link.field, `lien vers une page néerlandaise inexistante : ${link.href}`);
  }
  return translations;
}
