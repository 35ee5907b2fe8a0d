import { REVIEW_FORM_MESSAGES } from "../../client/messages/review-form.ts";
import { Island } from "../lib/render/Island.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Section.tsx";
import { TestimonialCard } from "../components/TestimonialCard.tsx";
import type { SiteData } from "../lib/content/types.ts";
import { RATING_PLATFORMS, REVIEW_SOURCES } from "../../content/vocabulary.ts";
import { POSITIVE_RATING, reviewFigures } from "../lib/content/rules/figures.ts";
import { formatDate, formatNumber, formatPercent, formatRating } from "../lib/text/format.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

/** The reviews page's statement on how reviews are collected and checked, linked from the home page. */
export const REVIEW_METHOD_ANCHOR = "collecte-des-avis";

function ReviewsPage({ testimonials }: { testimonials: SiteData["testimonials"] }) {
  const {
    settings,
    data: { brand, claims },
  } = useSite();
  const figures = reviewFigures(testimonials.reviews);
  // The platform brand.yaml › links.reviews points to, named as the reviews name their source.
  const platform = RATING_PLATFORMS.find((p) => new URL(brand.links.reviews).hostname.includes(p));
  return (
    <>
      <PageHero
        eyebrow="Témoignages"
        title={`Plus de ${formatNumber(claims.clients)} clients nous ont fait confiance`}
        lead="Héritiers, propriétaires, locataires, notaires et commerçants racontent leur vide-maison ou leur débarras."
      />
      <Section tight label="Nos avis en chiffres">
        <ul className="stats">
          <li>
            <span className="stat-value">{formatNumber(figures.count)}</span>
            <span className="stat-label">
              {figures.count > 1 ? "avis publiés sur cette page" : "avis publié sur cette page"}
            </span>
          </li>
          <li>
            <span className="stat-value">{formatRating(figures.average)}</span>
            <span className="stat-label">note moyenne de ces avis</span>
          </li>
          <li>
            <span className="stat-value">{formatPercent(figures.positiveShare)}</span>
            <span className="stat-label">de ces avis donnent {POSITIVE_RATING} ou 5 étoiles</span>
          </li>
          {(claims.ratings ?? []).map((rating) => (
            <li key={rating.source + rating.readOn}>
              <span className="stat-value">{formatRating(rating.average)}</span>
              <span className="stat-label">
                sur{" "}
                <a href={rating.url} rel="noopener noreferrer">
                  {REVIEW_SOURCES[rating.source]}
                </a>
                , {formatNumber(rating.count)} avis, relevé le{" "}
                {/* The date stays on one line: « 12 / novembre 2026 » would read as two facts. */}
                <time dateTime={rating.readOn}>{formatDate(rating.readOn).replaceAll(" ", "\u00A0")}</time>
              </span>
            </li>
          ))}
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
              {platform ? REVIEW_SOURCES[platform] : "notre page d’avis"}
            </a>
            .
          </p>
        </div>
        <div className="panel">
          <Island
            name="ReviewForm"
            className="needs-js"
            props={{ id: "avis", apiUrl: settings.reviewApiUrl, email: brand.email, messages: REVIEW_FORM_MESSAGES }}
          />
          <p className="form-notice form-privacy needs-js">
            En envoyant ce formulaire, vous acceptez que votre avis (prénom, initiale du nom, note, texte et date) soit
            publié sur notre site après les contrôles décrits sur cette page. Votre adresse e-mail n’est jamais publiée
            : elle nous sert à vérifier que vous êtes client. Voir notre{" "}
            <a href="/politique-de-confidentialite">politique de confidentialité</a>.
          </p>
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
  head: ({ testimonials }) => ({
    title: `Avis clients et témoignages`,
    description: `${formatNumber(testimonials.reviews.length)} avis publiés avec leur date et leur source : nos clients racontent leur vide-maison, leur débarras après succession ou leur déménagement.`,
    breadcrumbs: [{ name: "Témoignages", url: "/temoignages" }],
    ogTitle: "Ce que disent nos clients",
    ogLabel: "Témoignages",
  }),
  Page: ReviewsPage,
});
