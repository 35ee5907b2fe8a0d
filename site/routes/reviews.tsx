import type { ReactNode } from "react";
import { LOCALES } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy, useFormat } from "../lib/render/localized.ts";
import { FORMATS } from "../lib/text/format.ts";
import { REVIEW_FORM_MESSAGES } from "../../client/messages/review-form.ts";
import { REVIEW_FORM_MESSAGES_NL } from "../../client/messages/review-form-nl.ts";
import { Island } from "../lib/render/Island.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Section.tsx";
import { TestimonialCard } from "../components/TestimonialCard.tsx";
import type { SiteData } from "../lib/content/types.ts";
import { RATING_PLATFORMS, REVIEW_SOURCE_LABELS } from "../../content/vocabulary.ts";
import { POSITIVE_RATING, reviewFigures } from "../lib/content/rules/figures.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { REVIEW_FORM_ANCHOR } from "../../content/navigation.ts";

/** The reviews page's statement on how reviews are collected and checked, linked from the home page. */
export const REVIEW_METHOD_ANCHOR = "collecte-des-avis";

const COPY = localized({
  fr: {
    form: REVIEW_FORM_MESSAGES,
    eyebrow: "Témoignages",
    title: (clients: string) => `Plus de ${clients} clients nous ont fait confiance`,
    lead: "Héritiers, propriétaires, locataires, notaires et commerçants racontent leur vide-maison ou leur débarras.",
    figures: "Nos avis en chiffres",
    published: (count: number): string => (count > 1 ? "avis publiés sur cette page" : "avis publié sur cette page"),
    average: "note moyenne de ces avis",
    positive: (stars: number) => `de ces avis donnent ${stars} ou 5 étoiles`,
    platform: (link: ReactNode, count: string, date: ReactNode) => (
      <>
        sur {link}, {count} avis, relevé le {date}
      </>
    ),
    method: "Comment nous recueillons et vérifions les avis",
    latest: "Les derniers avis",
    addTitle: "Partagez votre expérience",
    add: (link: ReactNode) => (
      <>
        Nous avons vidé votre maison, votre cave ou votre commerce ? Votre avis aide d’autres familles à choisir et nous
        aide à progresser. Vous pouvez aussi nous noter sur {link}.
      </>
    ),
    ourReviewsPage: "notre page d’avis",
    fallback: (email: ReactNode) => <>Pour nous laisser un avis, écrivez-nous à {email}.</>,
    consent: (privacy: string) => (
      <>
        En envoyant ce formulaire, vous acceptez que votre avis (prénom, initiale du nom, note, texte et date) soit
        publié sur notre site après les contrôles décrits sur cette page. Votre adresse e-mail n’est jamais publiée :
        elle nous sert à vérifier que vous êtes client. Voir notre <a href={privacy}>politique de confidentialité</a>.
      </>
    ),
    headTitle: "Avis clients et témoignages",
    description: (count: string) =>
      `${count} avis publiés avec leur date et leur source : nos clients racontent leur vide-maison, leur débarras après succession ou leur déménagement.`,
    ogTitle: "Ce que disent nos clients",
  },
  nl: {
    form: REVIEW_FORM_MESSAGES_NL,
    eyebrow: "Klantenervaringen",
    title: (clients: string) => `Meer dan ${clients} klanten gingen u voor`,
    lead: "Erfgenamen, eigenaars, huurders, notarissen en handelaars vertellen over hun woningontruiming. Ze schreven hun review in het Frans.",
    figures: "Onze reviews in cijfers",
    published: (count: number) =>
      count > 1 ? "reviews gepubliceerd op deze pagina" : "review gepubliceerd op deze pagina",
    average: "gemiddelde score van deze reviews",
    positive: (stars: number) => `van deze reviews geven ${stars} of 5 sterren`,
    platform: (link: ReactNode, count: string, date: ReactNode) => (
      <>
        op {link}, {count} reviews, bekeken op {date}
      </>
    ),
    method: "Hoe we reviews verzamelen en controleren",
    latest: "De laatste reviews",
    addTitle: "Deel uw ervaring",
    add: (link: ReactNode) => (
      <>
        Hebben we uw huis, kelder of zaak leeggemaakt? Uw review helpt andere families kiezen en helpt ons beter te
        worden. U kunt ons ook een score geven op {link}.
      </>
    ),
    ourReviewsPage: "onze reviewpagina",
    fallback: (email: ReactNode) => <>Om ons een review te bezorgen, schrijf ons op {email}.</>,
    consent: (privacy: string) => (
      <>
        Door dit formulier te versturen, gaat u ermee akkoord dat uw review (voornaam, initiaal van de familienaam,
        score, tekst en datum) op onze site verschijnt na de controles die op deze pagina beschreven staan. Uw
        e-mailadres publiceren we nooit: we gebruiken het alleen om na te gaan of u klant bent. Lees ook ons{" "}
        <a href={privacy}>privacybeleid</a>.
      </>
    ),
    headTitle: "Klantenreviews en ervaringen",
    description: (count: string) =>
      `${count} reviews gepubliceerd met hun datum en bron: onze klanten vertellen over hun woningontruiming, hun ontruiming na overlijden of hun verhuizing.`,
    ogTitle: "Wat onze klanten zeggen",
  },
});

function ReviewsPage({ testimonials }: { testimonials: SiteData["testimonials"] }) {
  const {
    settings,
    data: { brand, claims, locale, navigation },
  } = useSite();
  const copy = useCopy(COPY);
  const format = useFormat();
  const sources = REVIEW_SOURCE_LABELS[locale];
  const figures = reviewFigures(testimonials.reviews);
  // The platform brand.yaml › links.reviews points to, named as the reviews name their source.
  const platform = RATING_PLATFORMS.find((p) => new URL(brand.links.reviews).hostname.includes(p));
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title(format.number(claims.clients))} lead={copy.lead} />
      <Section tight label={copy.figures}>
        <ul className="stats">
          <li>
            <span className="stat-value">{format.number(figures.count)}</span>
            <span className="stat-label">{copy.published(figures.count)}</span>
          </li>
          <li>
            <span className="stat-value">{format.rating(figures.average)}</span>
            <span className="stat-label">{copy.average}</span>
          </li>
          <li>
            <span className="stat-value">{format.percent(figures.positiveShare)}</span>
            <span className="stat-label">{copy.positive(POSITIVE_RATING)}</span>
          </li>
          {(claims.ratings ?? []).map((rating) => (
            <li key={rating.source + rating.readOn}>
              <span className="stat-value">{format.rating(rating.average)}</span>
              <span className="stat-label">
                {copy.platform(
                  <a href={rating.url} rel="noopener noreferrer">
                    {sources[rating.source]}
                  </a>,
                  format.number(rating.count),
                  // The date stays on one line: « 12 / novembre 2026 » would read as two facts.
                  <time dateTime={rating.readOn}>{format.date(rating.readOn).replaceAll(" ", "\u00A0")}</time>,
                )}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section tight id="method-title" anchor={REVIEW_METHOD_ANCHOR}>
        <div className="notice">
          <div>
            <h2 id="method-title" className="h3">
              {copy.method}
            </h2>
            <p>{testimonials.collection}</p>
            <p>{testimonials.verification}</p>
          </div>
        </div>
      </Section>
      <Section tight id="list-title" title={copy.latest}>
        <div className="grid grid-3">
          {testimonials.reviews.map((r) => (
            <TestimonialCard key={r.name + r.date} review={r} />
          ))}
        </div>
      </Section>
      <Section id="add-title" anchor={REVIEW_FORM_ANCHOR} tone="white" layout="split">
        <div>
          <h2 id="add-title">{copy.addTitle}</h2>
          <p>
            {copy.add(
              <a href={brand.links.reviews} rel="noopener noreferrer">
                {platform ? sources[platform] : copy.ourReviewsPage}
              </a>,
            )}
          </p>
        </div>
        <div className="panel">
          <Island
            name="ReviewForm"
            className="needs-js"
            props={{
              id: "avis",
              apiUrl: settings.reviewApiUrl,
              email: brand.email,
              messages: locale === "nl" ? REVIEW_FORM_MESSAGES_NL : REVIEW_FORM_MESSAGES,
            }}
          />
          <p className="form-notice form-privacy needs-js">{copy.consent(navigation.privacy)}</p>
          <p className="form-fallback no-js-only">
            {copy.fallback(<a href={`mailto:${brand.email}`}>{brand.email}</a>)}
          </p>
        </div>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "reviews",
  locales: LOCALES,
  paths: (data) => [
    {
      url: PATHS[data.locale].reviews,
      props: { testimonials: data.testimonials },
      lastmod: data.testimonials.reviews[0]?.date,
    },
  ],
  head: ({ testimonials }, { locale }) => ({
    title: COPY[locale].headTitle,
    description: COPY[locale].description(FORMATS[locale].number(testimonials.reviews.length)),
    breadcrumbs: [{ name: COPY[locale].eyebrow, url: PATHS[locale].reviews }],
    ogTitle: COPY[locale].ogTitle,
    ogLabel: COPY[locale].eyebrow,
  }),
  Page: ReviewsPage,
});
