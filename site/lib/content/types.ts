/**
 * The content graph the routes render, typed from the schemas of content/schema.ts (z.infer)
 * plus what the loaders compute: URLs, HTML from markdown, and references resolved to the
 * objects they name (a municipality's neighbours, an article's neighbours, the footer's
 * zones, the home page's services), so no route looks a slug up.
 */
import type {
  ArticleMeta,
  Claims,
  FaqData,
  FaqEntry,
  PageMeta,
  PartnersData,
  ReferenceMunicipality,
  ServiceMeta,
  TestimonialsData,
  CommuneText,
} from "../../../content/schema.ts";
import type { PriceModel } from "../../../client/lib/estimate.ts";
import type { BrandFacts } from "./facts.ts";
import type { Heading } from "../text/markdown.ts";
import type { Locale } from "../../../content/locales.ts";
import type { Navigation } from "../../../content/navigation.ts";
import type { PhotoIndex, PhotoRef } from "../photos/types.ts";

/** A clearance shown before and after, on its service's page. */
export interface BeforeAfter {
  caption: string;
  before: PhotoRef;
  after: PhotoRef;
}

export type Service = Omit<ServiceMeta, "image" | "imageAlt" | "projects"> & {
  /** The original's file name, the same in every edition (content/vocabulary.ts, SERVICE_SLUGS). */
  id: string;
  /** The address's last segment in this edition. */
  slug: string;
  url: string;
  /** The cover: the owner's photo, or the illustration the build draws. */
  image: string;
  /** Empty for a drawn cover, which only decorates. */
  imageAlt: string;
  photo: PhotoRef | null;
  projects: BeforeAfter[];
  leadHtml: string;
  bodyHtml: string;
};

/** A question with its answer rendered from markdown. */
export type QA = Pick<FaqEntry, "question"> & { answerHtml: string };

/** A section or postal locality of a municipality (from the reference data). */
export type Neighbourhood = { name: string; postalCode: ReferenceMunicipality["postalCode"] | null };

/** Facts from the reference data, local text from content/communes/{slug}.md. */
export type Municipality = Pick<
  ReferenceMunicipality,
  "slug" | "nisCode" | "name" | "region" | "province" | "postalCode" | "postalCodes" | "population" | "populationYear"
> &
  Pick<CommuneText, "metaDescription" | "keywords" | "wasteBody"> & {
    url: string;
    /** The owner's photo of the place, shown in the page's head; none is drawn. */
    photo: PhotoRef | null;
    /** content/communes/{slug}.md, for messages about this municipality. */
    file: string;
    /** Whether « de » elides before a name starting with h (site/lib/text/place-names.ts). */
    elision: boolean;
    neighbourhoods: Neighbourhood[];
    /**
     * The municipalities with a page that the rule of site/lib/content/nearby.ts links, nearest
     * first: those within its radius (« Communes proches »), and those beyond it, chosen when
     * fewer are that close (« Autres communes desservies »).
     */
    nearby: Municipality[];
    farther: Municipality[];
    /**
     * A recycling rate left out of the front matter takes the default of content/claims.yaml;
     * `ownRecyclingRate` says whether the commune's file gives one measured there.
     */
    statistics: Omit<CommuneText["statistics"], "sample" | "recyclingRate"> & {
      recyclingRate: number;
      ownRecyclingRate: boolean;
    };
    introHtml: string;
    housingHtml: string;
    accessHtml: string;
    recyclingHtml: string;
    faq: QA[];
    closingHtml: string;
  };

export type Article = Omit<ArticleMeta, "readingTime" | "image" | "dateModified"> & {
  /** The original's file name, the same in every edition. */
  id: string;
  slug: string;
  url: string;
  /** The cover: the owner's photo, or the illustration the build draws. */
  image: string;
  photo: PhotoRef | null;
  socialImage: string;
  readingTime: number;
  dateModified: string;
  html: string;
  toc: Heading[];
  wordCount: number;
  /** The next older article (the list is newest first), or null for the oldest. */
  previous: Article | null;
  /** The next newer article, or null for the newest. */
  next: Article | null;
};

export type TextPage = Omit<PageMeta, "updated"> & {
  /** The original's file name, the same in every edition. */
  id: string;
  slug: string;
  updated: string | null;
  html: string;
  sections: Heading[];
};

export type FaqCategory = Omit<FaqData["categories"][number], "questions"> & { questions: QA[] };

export interface SiteData {
  /** The edition (content/locales.ts): the language of every text below. */
  locale: Locale;
  brand: BrandFacts;
  claims: Claims;
  /** The price estimator's figures (content/estimator.yaml), minimum price included. */
  estimator: PriceModel;
  /** The 11 services, in their `order`. */
  services: Service[];
  /** The services the home page shows (content/navigation.ts, homeServices). */
  homeServices: Service[];
  /** Sorted by name. */
  municipalities: Municipality[];
  /** The communes the footer names (content/navigation.ts, footerZones). */
  footerZones: Municipality[];
  /** Newest first. */
  articles: Article[];
  pages: Record<string, TextPage>;
  /** The header's and footer's lists, each text page at its address in this edition (content/navigation.ts). */
  navigation: Navigation;
  faq: { categories: FaqCategory[]; contact: QA[] };
  testimonials: TestimonialsData;
  partners: PartnersData;
  /** What the build made of the owner's photos, by path: empty until the photo stage (site/lib/photos/attach.ts). */
  photos: PhotoIndex;
}
