/**
 * The figures the site states about its clients, reviews and communes (issue 35, « every figure
 * true, and the same everywhere »). What the content holds is counted from it: the published
 * reviews (testimonials.yaml), the municipality pages (communes/*.md). What it cannot hold is
 * typed once in claims.yaml, with its source where it has one, and checked here against what is
 * counted. Each problem names the file and the field at fault.
 */
import type { Claims, Review } from "../../../../content/schema.ts";
import { REGION_OFFICIAL_NAMES, REGIONS, type Region } from "../../../../content/vocabulary.ts";
import { formatDate, formatNumber } from "../../text/format.ts";
import type { Issues } from "../issues.ts";

/**
 * The fewest interventions a municipality page shows a satisfaction rate for: below it, one
 * client moves the rate by more than 5 points, a precision the base does not have.
 */
export const MIN_INTERVENTIONS_FOR_RATE = 20;

/** A published review of this many stars or more counts in the share of good reviews. */
export const POSITIVE_RATING = 4;

export interface ReviewFigures {
  /** Reviews published on the site. */
  count: number;
  /** Their mean rating, out of 5, rounded down to one decimal. */
  average: number;
  /** The percentage rated POSITIVE_RATING or more, rounded down. */
  positiveShare: number;
}

/** Rounded down, so that a figure never says more than the reviews do (4,96 is not « 5/5 »). */
export function reviewFigures(reviews: ReadonlyArray<Pick<Review, "rating">>): ReviewFigures {
  const count = reviews.length;
  if (count === 0) return { count, average: 0, positiveShare: 0 };
  const total = reviews.reduce((sum, r) => sum + r.rating, 0);
  const positive = reviews.filter((r) => r.rating >= POSITIVE_RATING).length;
  return {
    count,
    // Integer division first: 4,9 is not written 4,8999… by a float product.
    average: Math.floor((total * 10) / count) / 10,
    positiveShare: Math.floor((positive * 100) / count),
  };
}

/** A municipality's intervention count and, where measured, how many of those clients were satisfied. */
export interface InterventionCounts {
  interventions: number;
  satisfied?: number;
}

/**
 * The satisfaction rate a municipality page shows, with its base, or null: no measure, or too few
 * interventions for a rate. Rounded down, like the review figures.
 */
export function satisfactionOf({
  interventions,
  satisfied,
}: InterventionCounts): { percent: number; satisfied: number; interventions: number } | null {
  if (satisfied === undefined || interventions < MIN_INTERVENTIONS_FOR_RATE || satisfied > interventions) return null;
  return { percent: Math.floor((satisfied * 100) / interventions), satisfied, interventions };
}

/** What the figure checks read: the claims and what the content counts. */
export interface CountedContent {
  claims: Claims;
  municipalities: ReadonlyArray<{ file: string; region: Region; statistics: InterventionCounts }>;
  testimonials: { reviews: readonly unknown[] };
}

/** Every rule on the figures; `today` (AAAA-MM-JJ) bounds the dates a rating was read on. */
export function checkFigures(
  content: CountedContent,
  issues: Issues,
  today = new Date().toISOString().slice(0, 10),
): void {
  checkClients(content, issues);
  checkRatings(content.claims, issues, today);
  checkRegions(content, issues);
  checkSatisfaction(content, issues);
}

/**
 * The client count is at least what the content counts of them: a company cannot have worked
 * more often in its communes, nor have more published client reviews, than it has clients.
 */
function checkClients({ claims, municipalities, testimonials }: CountedContent, issues: Issues): void {
  const clients = formatNumber(claims.clients);
  const interventions = municipalities.reduce((sum, m) => sum + m.statistics.interventions, 0);
  if (interventions > claims.clients) {
    issues.add(
      "claims.yaml",
      "clients",
      `les pages communes (communes/*.md › statistics.interventions) totalisent ${formatNumber(interventions)} interventions, ` +
        `plus que le nombre de clients annoncé (${clients})`,
    );
  }
  const reviews = testimonials.reviews.length;
  if (reviews > claims.clients) {
    issues.add(
      "claims.yaml",
      "clients",
      `testimonials.yaml publie ${formatNumber(reviews)} avis de clients, plus que le nombre de clients annoncé (${clients})`,
    );
  }
}

/** A rating is one that was read: on a day that has come. */
function checkRatings(claims: Claims, issues: Issues, today: string): void {
  (claims.ratings ?? []).forEach((rating, i) => {
    if (rating.readOn > today) {
      issues.add(
        "claims.yaml",
        `ratings.${i}.readOn`,
        `le ${formatDate(rating.readOn)} n’est pas encore arrivé : indiquez le jour où vous avez lu la note et le nombre d’avis`,
      );
    }
  });
}

/**
 * A region's count on the home page (« 150+ communes desservies ») is at least the number of
 * municipality pages the site has in that region.
 */
function checkRegions({ claims, municipalities }: CountedContent, issues: Issues): void {
  for (const region of REGIONS) {
    const stated = claims.regions[region].communes;
    const figure = stated.match(/^\d+/);
    const pages = municipalities.filter((m) => m.region === region).length;
    if (figure && Number(figure[0]) < pages) {
      issues.add(
        "claims.yaml",
        `regions.${region}.communes`,
        `« ${stated} » annonce moins de communes que les ${formatNumber(pages)} pages communes du site dans la ${REGION_OFFICIAL_NAMES.fr[region]} (communes/*.md)`,
      );
    }
  }
}

/**
 * A municipality's satisfied clients are some of its interventions, and are written only once
 * the interventions are enough for a rate: a figure in the file is a figure on the page.
 */
function checkSatisfaction({ municipalities }: CountedContent, issues: Issues): void {
  for (const { file, statistics } of municipalities) {
    const { interventions, satisfied } = statistics;
    if (satisfied === undefined) continue;
    if (satisfied > interventions) {
      issues.add(
        file,
        "statistics.satisfied",
        `${formatNumber(satisfied)} clients satisfaits pour ${formatNumber(interventions)} interventions (statistics.interventions) : ` +
          "il ne peut pas y en avoir plus que d’interventions",
      );
    } else if (interventions < MIN_INTERVENTIONS_FOR_RATE) {
      issues.add(
        file,
        "statistics.satisfied",
        `un taux de satisfaction ne s’affiche qu’à partir de ${MIN_INTERVENTIONS_FOR_RATE} interventions ` +
          `(statistics.interventions : ${formatNumber(interventions)}) ; retirez ce champ d’ici là`,
      );
    }
  }
}
