import { estimatorLink } from "../../content/navigation.ts";
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
import { formatEuros, formatNumber } from "../lib/text/format.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { serviceJsonLd } from "../lib/render/structured-data.ts";

/** The three services after this one in the list order, wrapping around. */
export function otherServices(all: Service[], current: Service, count = 3): Service[] {
  const index = all.findIndex((s) => s.slug === current.slug);
  return Array.from({ length: Math.min(count, all.length - 1) }, (_, i) => all[(index + 1 + i) % all.length]!);
}

const TARIFS = <a href="/tarifs">nos tarifs</a>;

/** What the page says about its price: its own basis; only a clearance quotes the clearance range. */
const PRICE_NOTES: Record<PriceBasis, (prices: Claims["prices"]) => React.ReactNode> = {
  volume: (prices) => (
    <>
      Devis gratuit, prix TVAC au barème de nos débarras : de {formatEuros(prices.from)} à {formatEuros(prices.upTo)}{" "}
      selon le volume, jusqu’à {formatNumber(volumeCeiling(prices))}&nbsp;m³ et hors suppléments ; au-delà, sur devis.
      Voir {TARIFS}.
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
  compris: () => <>Compris dans le prix de chacun de nos débarras, sans supplément : voir {TARIFS}.</>,
};

function ServicePage({ service, others }: { service: Service; others: Service[] }) {
  const { prices } = useSite().data.claims;
  const byVolume = service.priceBasis === "volume";
  return (
    <>
      <header className="container page-hero service-hero">
        <div className="service-hero-text">
          <p className="eyebrow">
            <Icon name={service.icon} size={18} /> Service
          </p>
          <h1>{service.title}</h1>
          <p className="lead">{service.description}</p>
          <ContactButtons quoteLabel="Demander un devis gratuit" phoneLabel="Appeler le" />
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
          <h2 id="benefits-title">Ce qui est compris</h2>
          <CheckList items={service.benefits} />
          <p className="form-notice">{PRICE_NOTES[service.priceBasis](prices)}</p>
          <div className="service-aside-actions">
            <a className="button button-primary" href="/contact">
              Obtenir mon devis
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
      <Section id="others-title" title="Nos autres services" tone="white">
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
  paths: (data) =>
    data.services.map((service) => ({
      url: service.url,
      props: { service, others: otherServices(data.services, service) },
    })),
  head: ({ service }, data) => ({
    title: `${service.title} en Belgique`,
    description: service.description,
    breadcrumbs: [
      { name: "Services", url: "/services" },
      { name: service.title, url: service.url },
    ],
    ogLabel: "Service",
    ogTitle: service.title,
    jsonLd: [
      serviceJsonLd(
        service.title,
        service.description,
        service.url,
        service.priceBasis === "volume" ? data.claims.prices : null,
      ),
    ],
  }),
  Page: ServicePage,
});
