import type { ReactNode } from "react";
import { LOCALES } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy, useFormat } from "../lib/render/localized.ts";
import type { Formats } from "../lib/text/format.ts";
import type { Claims } from "../../content/schema.ts";
import type { PriceBasis } from "../../content/vocabulary.ts";
import { Html } from "../components/Html.tsx";
import { CheckList } from "../components/CheckList.tsx";
import { ContactButtons } from "../components/ContactButtons.tsx";
import { Icon } from "../components/Icon.tsx";
import { CoverImage } from "../components/article/CoverImage.tsx";
import { ServiceCard } from "../components/ServiceCard.tsx";
import { BeforeAfterSection } from "../components/photos/BeforeAfter.tsx";
import { volumeCeiling } from "../lib/content/rules/claims-checks.ts";
import { Section } from "../components/Section.tsx";
import type { Service } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { serviceJsonLd } from "../lib/render/structured-data.ts";

/** The three services after this one in the list order, wrapping around. */
export function otherServices(all: Service[], current: Service, count = 3): Service[] {
  const index = all.findIndex((s) => s.slug === current.slug);
  return Array.from({ length: Math.min(count, all.length - 1) }, (_, i) => all[(index + 1 + i) % all.length]!);
}

/** What the page says about its price: its own basis; only a clearance quotes the clearance range. */
type PriceNotes = Record<PriceBasis, (prices: Claims["prices"], format: Formats, pricing: ReactNode) => ReactNode>;

const COPY = localized({
  fr: {
    eyebrow: "Service",
    quote: "Demander un devis gratuit",
    call: "Appeler le",
    benefits: "Ce qui est compris",
    getQuote: "Obtenir mon devis",
    others: "Nos autres services",
    pricing: "nos tarifs",
    title: (title: string) => `${title} en Belgique`,
    crumb: "Services",
    notes: {
      volume: (prices, format, pricing) => (
        <>
          Devis gratuit, prix TVAC au barème de nos débarras : de {format.euros(prices.from)} à{" "}
          {format.euros(prices.upTo)} selon le volume, jusqu’à {format.number(volumeCeiling(prices))}&nbsp;m³ et hors
          suppléments ; au-delà, sur devis. Voir {pricing}.
        </>
      ),
      surface: () => (
        <>
          Prix au m² nettoyé, selon l’état du logement, fixé après visite sur devis gratuit, TVAC. Avec un débarras, il
          s’ajoute au prix de celui-ci, qui rend déjà les pièces balayées.
        </>
      ),
      heure: () => (
        <>Prix à l’heure, opérateur compris ; le devis gratuit, TVAC, compte les heures selon l’étage et l’accès.</>
      ),
      forfait: () => <>Prix forfaitaire selon le travail à faire, fixé après visite sur devis gratuit, TVAC.</>,
      compris: (_prices, _format, pricing) => (
        <>Compris dans le prix de chacun de nos débarras, sans supplément : voir {pricing}.</>
      ),
    } satisfies PriceNotes as PriceNotes,
  },
  nl: {
    eyebrow: "Dienst",
    quote: "Gratis offerte aanvragen",
    call: "Bel",
    benefits: "Wat inbegrepen is",
    getQuote: "Mijn offerte krijgen",
    others: "Onze andere diensten",
    pricing: "onze tarieven",
    title: (title: string) => `${title} in België`,
    crumb: "Diensten",
    notes: {
      volume: (prices, format, pricing) => (
        <>
          Gratis offerte, prijs incl. btw volgens het tarief van onze ontruimingen: van {format.euros(prices.from)} tot{" "}
          {format.euros(prices.upTo)} naargelang het volume, tot {format.number(volumeCeiling(prices))}&nbsp;m³ en
          zonder toeslagen; daarboven op offerte. Zie {pricing}.
        </>
      ),
      surface: () => (
        <>
          Prijs per gereinigde m², naargelang de staat van de woning, vastgelegd na een bezoek in een gratis offerte,
          incl. btw. Bij een ontruiming komt hij bovenop die prijs; de ruimtes zijn dan al veegschoon.
        </>
      ),
      heure: () => (
        <>
          Prijs per uur, bediener inbegrepen; de gratis offerte, incl. btw, telt de uren volgens verdieping en toegang.
        </>
      ),
      forfait: () => (
        <>Forfaitaire prijs volgens het werk, vastgelegd na een bezoek in een gratis offerte, incl. btw.</>
      ),
      compris: (_prices, _format, pricing) => (
        <>Inbegrepen in de prijs van elk van onze ontruimingen, zonder toeslag: zie {pricing}.</>
      ),
    } satisfies PriceNotes as PriceNotes,
  },
});

function ServicePage({ service, others }: { service: Service; others: Service[] }) {
  const { claims, locale, navigation } = useSite().data;
  const copy = useCopy(COPY);
  const { estimatorLink } = navigation;
  const pricing = <a href={PATHS[locale].pricing}>{copy.pricing}</a>;
  const byVolume = service.priceBasis === "volume";
  return (
    <>
      <header className="container page-hero service-hero">
        <div className="service-hero-text">
          <p className="eyebrow">
            <Icon name={service.icon} size={18} /> {copy.eyebrow}
          </p>
          <h1>{service.title}</h1>
          <p className="lead">{service.description}</p>
          <ContactButtons quoteLabel={copy.quote} phoneLabel={copy.call} />
        </div>
        <CoverImage
          placement="leading"
          slot="service-hero"
          className="service-hero-image"
          src={service.image}
          alt={service.imageAlt}
        />
      </header>
      <div className="container split split-wide section-tight">
        <article className="prose">
          <Html html={service.leadHtml} className="service-lead" />
          <Html html={service.bodyHtml} />
        </article>
        <aside className="panel service-aside" aria-labelledby="benefits-title">
          <h2 id="benefits-title">{copy.benefits}</h2>
          <CheckList items={service.benefits} />
          <p className="form-notice">{copy.notes[service.priceBasis](claims.prices, useFormat(), pricing)}</p>
          <div className="service-aside-actions">
            <a className="button button-primary" href={PATHS[locale].contact}>
              {copy.getQuote}
            </a>
            {/* The estimator prices a clearance: it would mislead on a service priced otherwise. */}
            {byVolume && (
              <a className="button button-outline" href={estimatorLink.url}>
                {estimatorLink.label}
              </a>
            )}
          </div>
        </aside>
      </div>
      {service.projects.length > 0 && <BeforeAfterSection projects={service.projects} />}
      <Section id="others-title" title={copy.others} tone="white">
        <div className="grid grid-3">
          {others.map((s) => (
            <ServiceCard key={s.slug} service={s} />
          ))}
        </div>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "service",
  locales: LOCALES,
  paths: (data) =>
    data.services.map((service) => ({
      url: service.url,
      key: service.id,
      props: { service, others: otherServices(data.services, service) },
    })),
  head: ({ service }, data) => ({
    title: COPY[data.locale].title(service.title),
    description: service.description,
    breadcrumbs: [
      { name: COPY[data.locale].crumb, url: PATHS[data.locale].services },
      { name: service.title, url: service.url },
    ],
    ogLabel: COPY[data.locale].eyebrow,
    ogTitle: service.title,
    jsonLd: [
      serviceJsonLd(
        service.title,
        service.description,
        service.url,
        service.priceBasis === "volume" ? data.claims.prices : null,
        undefined,
        data.locale,
      ),
    ],
  }),
  Page: ServicePage,
});
