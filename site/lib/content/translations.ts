/**
 * The Dutch edition's collections (issue 37): each translation read with its original's facts
 * (editions.ts), checked by the same schemas and rules as the French, and its links checked
 * against the Dutch addresses (content/paths.ts).
 */
import { PATHS } from "../../../content/paths.ts";
import type { ReferenceMunicipality } from "../../../content/schema.ts";
import type { Settings } from "../../config.ts";
import { loadArticles } from "./load-articles.ts";
import { contentContext, type ImageRef } from "./context.ts";
import type { PriceModel } from "../../../client/lib/estimate.ts";
import { loadDutchEstimator } from "./estimator.ts";
import { loadDutchFacts } from "./facts.ts";
import { loadFaq, translatePartners, translateTestimonials } from "./data-files.ts";
import type { Issues } from "./issues.ts";
import { loadMunicipalities } from "./municipalities.ts";
import { loadPages } from "./pages.ts";
import { resolveNavigation } from "./references.ts";
import { loadServices } from "./services.ts";
import type { SiteData } from "./types.ts";

export function loadTranslations(
  contentDir: string,
  staticDir: string,
  settings: Settings,
  data: SiteData,
  reference: ReferenceMunicipality[],
  issues: Issues,
  /** Receives the images of the translations' texts, checked with the French ones. */
  images: ImageRef[],
): SiteData | null {
  const facts = loadDutchFacts(contentDir, data.brand, data.claims, issues);
  // data.estimator is null when estimator.yaml is invalid; the build then stops after loading.
  const estimator = loadDutchEstimator(contentDir, issues, data.estimator as PriceModel | null);
  if (!facts || !estimator) return null;
  const ctx = contentContext(contentDir, staticDir, settings, { ...data, ...facts }, issues, "nl");
  const services = loadServices(ctx);
  const municipalities = loadMunicipalities(ctx, reference, data.claims.municipalityDefaults);
  // The lists the French edition chose, as far as they are translated.
  const translated = <T extends { id: string }>(list: T[], chosen: Array<{ id: string }>) =>
    chosen.flatMap((c) => list.filter((item) => item.id === c.id));
  const pages = loadPages(ctx);
  const translations: SiteData = {
    ...data,
    ...facts,
    locale: "nl",
    estimator,
    services,
    homeServices: translated(services, data.homeServices),
    municipalities,
    footerZones: data.footerZones.flatMap((zone) => municipalities.filter((m) => m.slug === zone.slug)),
    articles: loadArticles(ctx),
    pages,
    navigation: resolveNavigation("nl", pages, issues),
    faq: loadFaq(ctx),
    testimonials: translateTestimonials(ctx, data.testimonials, reference),
    partners: translatePartners(ctx, data.partners),
  };
  images.push(...ctx.images);
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
    if (!known.has(pathname))
      issues.add(link.file, link.field, `lien vers une page néerlandaise inexistante : ${link.href}`);
  }
  return translations;
}
