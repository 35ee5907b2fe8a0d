/** The resolved content the routes render: validated, with markdown turned into HTML. */
import type {
  ArticleMeta, Category, Claims, FaqData, PartnersData, Region, ServiceMeta, TestimonialsData,
} from "../../../content/schema.ts";
import type { PriceModel } from "../../../client/lib/estimate.ts";
import type { BrandFacts } from "./facts.ts";
import type { Heading } from "../markdown.ts";

export interface Service extends ServiceMeta {
  slug: string;
  url: string;
  image: string;
  leadHtml: string;
  bodyHtml: string;
}

export interface Neighbourhood {
  name: string;
  postalCode: string | null;
}

export interface QA {
  question: string;
  answerHtml: string;
}

export interface Municipality {
  slug: string;
  url: string;
  name: string;
  /** Whether « de » elides before a name starting with h (site/lib/place-names.ts). */
  elision: boolean;
  nisCode: string;
  region: Region;
  province: string;
  postalCode: string;
  postalCodes: string[];
  population: number;
  populationYear: number;
  neighbourhoods: Neighbourhood[];
  /** Slugs of the nearest municipalities that have a page, nearest first (content/nearby.ts). */
  nearby: string[];
  /** The public body that collects and treats the commune's waste. */
  wasteBody: string;
  statistics: { interventions: number; satisfactionRate: number; recyclingRate: number };
  metaDescription: string;
  keywords: string[];
  introHtml: string;
  housingHtml: string;
  accessHtml: string;
  recyclingHtml: string;
  faq: QA[];
  closingHtml: string;
  file: string;
}

export interface Article extends Omit<ArticleMeta, "readingTime" | "image"> {
  slug: string;
  url: string;
  image: string;
  socialImage: string;
  readingTime: number;
  dateModified: string;
  html: string;
  toc: Heading[];
  wordCount: number;
  category: Category;
}

export interface TextPage {
  slug: string;
  title: string;
  description: string;
  updated: string | null;
  html: string;
  sections: Heading[];
}

export interface SiteData {
  brand: BrandFacts;
  claims: Claims;
  /** The price estimator's figures (content/estimator.yaml), minimum price included. */
  estimator: PriceModel;
  services: Service[];
  municipalities: Municipality[];
  articles: Article[];
  pages: Record<string, TextPage>;
  faq: { categories: Array<{ id: string; category: string; questions: QA[] }>; contact: QA[] };
  testimonials: TestimonialsData;
  partners: PartnersData;
}

export type { FaqData };
