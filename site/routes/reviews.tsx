import { Island } from "../lib/render/Island.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Section.tsx";
import { TestimonialCard } from "../components/TestimonialCard.tsx";
import type { SiteData } from "../lib/content/types.ts";
import { formatAtLeast, formatNumber, formatPercent, formatRating } from "../lib/text/format.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

/** The reviews page's statement on how reviews are collected and checked, linked from the home page. */
export const REVIEW_METHOD_ANCHOR = "collecte-des-avis";

function ReviewsPage({ testimonials }: { testimonials: SiteData["testimonials"] }) {
  const {
    settings,
    data: { brand, claims },
  } = useSite();
  return (
    <>
      <PageHero
        eyebrow="Témoignages"
        title={`Plus de ${formatNumber(claims.satisfiedClients)} clients satisfaits`}
        lead="Héritiers, propriétaires, locataires, notaires et commerçants racontent comment s’est passé leur vide-maison."
      />
      <Section tight label="Nos avis en chiffres">
        <ul className="stats">
          <li>
            <span className="stat-value">{formatAtLeast(claims.reviews.count)}</span>
            <span className="stat-label">avis clients</span>
          </li>
          <li>
            <span className="stat-value">{formatRating(claims.reviews.average)}</span>
            <span className="stat-label">note moyenne</span>
          </li>
          <li>
            <span className="stat-value">{formatPercent(claims.reviews.satisfiedRate)}</span>
            <span className="stat-label">de clients satisfaits</span>
          </li>
        </ul>
      </Section>
      <Section tight id="method-title" anchor={REVIEW_METHOD_ANCHOR}>
        <div className="notice">
          <div>
            <h2 id="method-title" className="h3">
              Comment nous recueillons et vérifions les avis
            </h2>
            <p>{testimonials.collection}</p>
            <p>{testimonials.verification}</p>
          </div>
        </div>
      </Section>
      <Section tight id="list-title" title="Les derniers avis">
        <div className="grid grid-3">
          {testimonials.reviews.map((r) => (
            <TestimonialCard key={r.name + r.date} review={r} />
          ))}
        </div>
      </Section>
      <Section id="add-title" anchor="ajouter-temoignage" tone="white" layout="split">
        <div>
          <h2 id="add-title">Partagez votre expérience</h2>
          <p>
            Nous avons vidé votre maison, votre cave ou votre commerce ? Votre avis aide d’autres familles à choisir et
            nous aide à progresser. Vous pouvez aussi nous noter sur{" "}
            <a href={brand.links.reviews} rel="noopener noreferrer">
              notre page d’avis
            </a>
            .
          </p>
        </div>
        <div className="panel">
          <Island
            name="ReviewForm"
            className="needs-js"
            props={{ id: "avis", apiUrl: settings.reviewApiUrl, email: brand.email }}
          />
          <p className="form-fallback no-js-only">
            Pour nous laisser un avis, écrivez-nous à <a href={`mailto:${brand.email}`}>{brand.email}</a>.
          </p>
        </div>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "reviews",
  paths: (data) => [
    { url: "/temoignages", props: { testimonials: data.testimonials }, lastmod: data.testimonials.reviews[0]?.date },
  ],
  head: (_, { claims }) => ({
    title: `Avis clients et témoignages`,
    description: `${formatAtLeast(claims.reviews.count)} avis, note moyenne ${formatRating(claims.reviews.average)} : nos clients racontent leur vide-maison, leur débarras après succession ou leur déménagement.`,
    breadcrumbs: [{ name: "Témoignages", url: "/temoignages" }],
    ogTitle: "Ce que disent nos clients",
    ogLabel: "Témoignages",
  }),
  Page: ReviewsPage,
});
