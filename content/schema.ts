/**
 * The shape of every content file, checked at build time. A file that does not match fails
 * the build with its path and the field at fault (see site/lib/content/issues.ts).
 * Types used by the pages are inferred from these schemas, so the two cannot drift apart.
 */
import { z } from "zod";
import { normalizeBelgianPhone } from "../client/lib/phone.ts";
import { isValidEnterpriseNumber } from "../site/lib/enterprise-number.ts";

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
/** The three regions and the labels the spec gives them (zone filter, sitemap, municipality pages). */
export const REGION_NAMES = { wallonie: "Wallonie", bruxelles: "Bruxelles-Capitale", flandre: "Flandre" } as const;
export const REGIONS = Object.keys(REGION_NAMES) as Array<keyof typeof REGION_NAMES>;

const text = (min: number, max: number) =>
  z.string().trim().min(min, `au moins ${min} caractères`).max(max, `au plus ${max} caractères`);
const isoDate = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date au format AAAA-MM-JJ attendue"));

/**
 * `sample: true` marks the values of the object that carries it as fictional sample data
 * (README, « Données d’exemple »). The deployment build refuses to run while one remains
 * (site/lib/content/sample-content.ts); the owner replaces the values, then removes the mark.
 */
const sample = z.boolean().optional();

const belgianPhone = z
  .string()
  .trim()
  .refine((value) => normalizeBelgianPhone(value) !== null, "numéro belge attendu (ex. 02 588 41 20 ou 0470 12 34 56)");
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "heure au format HH:MM attendue");
const httpsUrl = z.url({ protocol: /^https$/, error: "adresse https:// complète attendue" });

/**
 * content/brand.yaml: every fact about the company (DECISIONS, "Placeholders"). Values that
 * can be derived are not stored (VAT number, E.164 phone, hours label): see site/lib/brand.ts.
 */
export const brandSchema = z.strictObject({
  /** The identity and contact values of this file; the insurer and each registration have their own mark. */
  sample,
  tradeName: text(2, 40),
  legalName: text(2, 80),
  legalForm: z.enum(["SRL", "SA", "SC", "SNC", "SComm", "entreprise individuelle"]),
  address: z.strictObject({
    street: text(3, 80),
    postalCode: z.string().regex(/^\d{4}$/, "code postal belge à 4 chiffres attendu"),
    city: text(2, 60),
  }),
  enterpriseNumber: z
    .string()
    .regex(/^[01]\d{3}\.\d{3}\.\d{3}$/, "numéro BCE au format 0123.456.789 attendu")
    .refine(isValidEnterpriseNumber, "numéro BCE invalide (chiffres de contrôle modulo 97)"),
  rpm: text(5, 120),
  wasteRegistrations: z
    .array(z.strictObject({ sample, region: text(3, 60), body: text(3, 100), number: text(3, 40) }))
    .min(1),
  insurer: z.strictObject({
    sample,
    name: text(2, 80),
    policy: text(2, 40),
    address: text(5, 120),
    coverage: text(3, 120),
  }),
  /** The out-of-court dispute body consumers are referred to (CDE III.74 and livre XVI). */
  mediation: z.strictObject({ name: text(5, 80), address: text(5, 120), website: httpsUrl }),
  /**
   * What the team does with hazardous waste ({{hazardousWaste}}), said the same way on every page
   * that mentions it; it must agree with wasteRegistrations.
   */
  hazardousWaste: text(80, 700),
  phone: belgianPhone,
  /** Mobile number of the chat link (WhatsApp). */
  chatPhone: belgianPhone,
  chatGreeting: text(5, 200),
  email: z.email("adresse e-mail invalide"),
  hours: z.strictObject({ days: text(3, 30), opens: clockTime, closes: clockTime }),
  founded: z.number().int().min(1900).max(2100),
  links: z.strictObject({ proLogin: httpsUrl, facebook: httpsUrl, reviews: httpsUrl }),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "couleur au format #rrggbb attendue"),
});

const euros = z.number().int().min(0);
const plusCount = z.number().int().min(1);

/** content/claims.yaml: the marketing figures (DECISIONS, "Claims"); amounts in euros TVAC. */
export const claimsSchema = z.strictObject({
  sample,
  satisfiedClients: plusCount,
  /** The zones page states a larger client count (spec, "Zones"). */
  satisfiedClientsZones: plusCount,
  citiesServed: plusCount,
  interventionDelay: text(2, 30),
  pricingDelay: text(2, 30),
  commercialDelay: text(2, 30),
  reviews: z.strictObject({
    count: plusCount,
    average: z.number().min(1).max(5),
    satisfiedRate: z.number().int().min(0).max(100),
  }),
  regions: z.strictObject(
    Object.fromEntries(
      REGIONS.map((id) => [id, z.strictObject({ communes: text(1, 10), summary: text(20, 200) })]),
    ) as Record<(typeof REGIONS)[number], z.ZodObject<{ communes: z.ZodString; summary: z.ZodString }>>,
  ),
  municipalityDefaults: z.strictObject({
    satisfactionRate: z.number().int().min(0).max(100),
    recyclingRate: z.number().int().min(0).max(100),
  }),
  prices: z.strictObject({
    from: euros,
    upTo: euros,
    perCubicMetre: z.strictObject({ min: euros, max: euros }),
    examples: z.array(z.strictObject({ title: text(5, 80), volume: z.number().positive(), price: euros })).min(1),
  }),
});

export const serviceSchema = z.strictObject({
  title: text(3, 60),
  description: text(60, 160),
  icon: z.enum(ICONS),
  order: z.number().int().min(1),
  benefits: z.array(text(3, 120)).min(3).max(8),
});

const faqEntry = z.strictObject({ question: text(8, 200), answer: text(20, 1500) });

export const communeSchema = z.strictObject({
  /**
   * Only for a name starting with h: true when « de » elides before it (h muet, « d’Hélécine »);
   * left out, no elision (h aspiré, « de Hasselt »). Vowels always elide (site/lib/place-names.ts).
   */
  elision: z.boolean().optional(),
  /** The public body that collects and treats the commune's household waste (intercommunale, agency). */
  wasteBody: text(3, 120),
  /**
   * Quarters named in the text, listed with the neighbourhoods when the reference data has no
   * sections for the commune (e.g. Anderlecht: Cureghem, Neerpede, Peterbos).
   */
  quarters: z.array(text(2, 60)).min(1).max(12).optional(),
  /** Rates left out take the defaults of content/claims.yaml (spec: 98 % and 85 %). */
  statistics: z.strictObject({
    sample,
    interventions: z.number().int().min(1),
    satisfactionRate: z.number().int().min(96).max(99).optional(),
    recyclingRate: z.number().int().min(83).max(88).optional(),
  }),
  metaDescription: text(80, 160),
  keywords: z.array(text(3, 80)).min(2).max(10),
  housing: text(100, 1200),
  access: text(100, 1200),
  recycling: text(80, 1200),
  faq: z.array(faqEntry).length(4),
  closing: text(200, 2000),
});

export const articleSchema = z.strictObject({
  title: text(10, 90),
  /** Shorter title for search results when `title` is longer than 60 characters. */
  seoTitle: text(10, 60).optional(),
  excerpt: text(60, 180),
  date: isoDate,
  dateModified: isoDate.optional(),
  category: z.enum(CATEGORIES),
  tags: z.array(text(2, 40)).min(1).max(8),
  author: text(3, 60),
  imageAlt: text(5, 200),
  readingTime: z.number().int().min(1).max(60).optional(),
  image: z.string().startsWith("/").optional(),
}).refine((a) => a.title.length <= 60 || a.seoTitle, {
  path: ["seoTitle"],
  message: "obligatoire quand le titre dépasse 60 caractères (longueur affichée par les moteurs de recherche)",
});

export const pageSchema = z.strictObject({
  title: text(3, 90),
  description: text(60, 160),
  updated: isoDate.optional(),
});

export const faqSchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        category: text(3, 60),
        questions: z.array(faqEntry).min(1),
      }),
    )
    .min(1),
  contact: z.array(faqEntry).length(4),
});

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
const reviewSources = Object.keys(REVIEW_SOURCES) as [ReviewSource, ...ReviewSource[]];

export const testimonialsSchema = z.strictObject({
  /** The collection and verification statements below (the reviews have their own marks). */
  sample,
  /** How reviews reach the business: written by the owner, true of the business. */
  collection: text(80, 1200),
  /** How the owner checks that a review comes from a real client, and what is published. */
  verification: text(80, 1200),
  reviews: z
    .array(
      z.strictObject({
        sample,
        name: text(2, 60),
        location: text(2, 60),
        /** The day the review was given. */
        date: isoDate,
        source: z.enum(reviewSources),
        rating: z.number().int().min(1).max(5),
        text: text(40, 800),
        home: z.boolean().optional(),
      }),
    )
    .min(1),
});

export const partnersSchema = z.strictObject({
  intro: text(20, 600),
  partners: z
    .array(
      z.strictObject({
        sample,
        name: text(2, 80),
        kind: text(3, 60),
        description: text(40, 800),
        website: z.url({ protocol: /^https$/ }),
        logo: z.string().regex(/^[a-z0-9-]+$/),
      }),
    )
    .min(1),
  become: text(40, 1200),
});

/** content/authors.yaml: who may sign an article (the `author` of content/blog/*.md). */
export const authorsSchema = z.strictObject({
  authors: z.array(z.strictObject({ sample, name: text(3, 60) })).min(1),
});

export type Brand = z.infer<typeof brandSchema>;
export type Claims = z.infer<typeof claimsSchema>;
export type ServiceMeta = z.infer<typeof serviceSchema>;
export type CommuneText = z.infer<typeof communeSchema>;
export type ArticleMeta = z.infer<typeof articleSchema>;
export type PageMeta = z.infer<typeof pageSchema>;
export type FaqData = z.infer<typeof faqSchema>;
export type FaqEntry = z.infer<typeof faqEntry>;
export type TestimonialsData = z.infer<typeof testimonialsSchema>;
export type Review = TestimonialsData["reviews"][number];
export type PartnersData = z.infer<typeof partnersSchema>;
export type Region = (typeof REGIONS)[number];
export type Category = (typeof CATEGORIES)[number];
