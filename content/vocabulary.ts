/**
 * The fixed lists the content chooses from (services, icons, categories, regions, review
 * sources) and the labels visitors read for them. Kept apart from the schemas that check the
 * content (content/schema.ts): the pages need these, and a render worker loads no validator.
 */

import type { Locale } from "./locales.ts";

export const SERVICE_SLUGS = [
  "vide-maison",
  "enlevement-encombrants",
  "vide-local-commercial",
  "vide-appartement",
  "vide-cave-grenier",
  "debarras-succession",
  "demontage-demolition",
  "recyclage",
  "nettoyage",
  "lift-demenagement",
  "demenagement",
] as const;

export const ICONS = [
  "house", "boxes", "store", "building", "archive", "scroll",
  "hammer", "recycle", "sparkles", "lift", "truck",
] as const;

export const CATEGORIES = ["Services", "Conseils", "Environnement", "Guides"] as const;

/** A category as each edition names it; the French name is also the value files hold. */
export const CATEGORY_NAMES: Record<Locale, Record<(typeof CATEGORIES)[number], string>> = {
  fr: { Services: "Services", Conseils: "Conseils", Environnement: "Environnement", Guides: "Guides" },
  nl: { Services: "Diensten", Conseils: "Tips", Environnement: "Milieu", Guides: "Gidsen" },
};

/**
 * What a service's price rests on (services/*.md › priceBasis), as the owner writes it. Only
 * « volume » is the clearance range of /tarifs: a service priced on another basis (cleaning by
 * the surface, the lift by the hour…) never shows that range (site/routes/service.tsx).
 */
export const PRICE_BASES = ["volume", "surface", "heure", "forfait", "compris"] as const;

/** The three regions and the labels the spec gives them (zone filter, sitemap, municipality pages). */
export const REGION_NAMES = { wallonie: "Wallonie", bruxelles: "Bruxelles-Capitale", flandre: "Flandre" } as const;
export const REGIONS = Object.keys(REGION_NAMES) as Array<keyof typeof REGION_NAMES>;
/** The regions as each edition names them (the French ones above). */
export const REGION_LABELS: Record<Locale, Record<(typeof REGIONS)[number], string>> = {
  fr: REGION_NAMES,
  nl: { wallonie: "Wallonië", bruxelles: "Brussel", flandre: "Vlaanderen" },
};
/** Their official names in each edition's language, which the structured data gives search engines (areaServed). */
export const REGION_OFFICIAL_NAMES: Record<Locale, Record<(typeof REGIONS)[number], string>> = {
  fr: { wallonie: "Région wallonne", bruxelles: "Région de Bruxelles-Capitale", flandre: "Région flamande" },
  nl: { wallonie: "Waals Gewest", bruxelles: "Brussels Hoofdstedelijk Gewest", flandre: "Vlaams Gewest" },
};

/**
 * Where a published review came from, shown on every review next to its date: a business that
 * publishes reviews must say how it collects and checks them (Omnibus directive 2019/2161,
 * Code de droit économique, livre VI). The key is what the owner writes in testimonials.yaml;
 * the value is what visitors read.
 */
export const REVIEW_SOURCES = {
  "formulaire-site": "formulaire du site",
  "e-mail-apres-chantier": "e-mail après chantier",
  google: "Google",
  trustpilot: "Trustpilot",
  facebook: "Facebook",
} as const;
export type ReviewSource = keyof typeof REVIEW_SOURCES;

/** Province names in Dutch; the reference data names them in French. */
export const DUTCH_PROVINCES: Record<string, string> = {
  Anvers: "Antwerpen",
  "Brabant flamand": "Vlaams-Brabant",
  "Brabant wallon": "Waals-Brabant",
  "Bruxelles-Capitale": "Brussel",
  "Flandre occidentale": "West-Vlaanderen",
  "Flandre orientale": "Oost-Vlaanderen",
  Hainaut: "Henegouwen",
  Limbourg: "Limburg",
  Liège: "Luik",
  Luxembourg: "Luxemburg",
  Namur: "Namen",
};

/** The review sources as each edition names them. */
export const REVIEW_SOURCE_LABELS: Record<Locale, Record<ReviewSource, string>> = {
  fr: REVIEW_SOURCES,
  nl: {
    "formulaire-site": "formulier van de site",
    "e-mail-apres-chantier": "e-mail na de werf",
    google: "Google",
    trustpilot: "Trustpilot",
    facebook: "Facebook",
  },
};

/**
 * The review platforms whose rating the site may quote (content/claims.yaml, `ratings`), always
 * with the number of reviews and the day it was read; the site's own reviews are counted instead.
 */
export const RATING_PLATFORMS = ["google", "trustpilot", "facebook"] as const satisfies readonly ReviewSource[];
export type RatingPlatform = (typeof RATING_PLATFORMS)[number];

export type Region = (typeof REGIONS)[number];
export type Category = (typeof CATEGORIES)[number];
export type PriceBasis = (typeof PRICE_BASES)[number];
