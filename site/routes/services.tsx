import { LOCALES } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { ContactButtons } from "../components/ContactButtons.tsx";
import { Icon } from "../components/Icon.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { ServiceCard } from "../components/ServiceCard.tsx";
import { Section } from "../components/Section.tsx";
import type { Service } from "../lib/content/types.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import { defineRoute } from "../lib/render/route.ts";

const COPY = localized({
  fr: {
    eyebrow: "Nos services",
    title: (count: number) => `Nos ${count} services pour vider, trier et libérer vos lieux`,
    lead: "Maison entière, appartement, cave, local commercial ou simple enlèvement d’encombrants : chaque débarras comprend la main-d’œuvre, le transport et le tri, et laisse les pièces balayées.",
    list: "Liste des services",
    parkingTitle: "Stationnement et règlement d’immeuble",
    parking:
      "Prévenez-nous à l’avance : nous demandons pour vous la réservation d’emplacements de stationnement auprès de la commune, et nous respectons le règlement de votre immeuble (horaires, ascenseur, protection des parties communes, accord du syndic).",
    ctaTitle: "Vous ne savez pas quel service choisir ?",
    cta: "Décrivez-nous la situation : nous vous proposons la formule la plus simple et un devis gratuit.",
    quote: "Demander un devis",
    headTitle: (count: number) => `Nos ${count} services de vide-maison et débarras`,
    description:
      "Vide-maison, appartement, cave et grenier, succession, local commercial, encombrants, démontage, recyclage, nettoyage, lift et déménagement : tous nos services.",
    crumb: "Services",
    ogTitle: "Nos services de vide-maison et débarras",
  },
  nl: {
    eyebrow: "Onze diensten",
    title: (count: number) => `Onze ${count} diensten om uw ruimtes leeg te maken, te sorteren en vrij te geven`,
    lead: "Een hele woning, een appartement, een kelder, een handelspand of gewoon wat grofvuil: elke ontruiming omvat de arbeid, het vervoer en de sortering, en we laten de ruimtes veegschoon achter.",
    list: "Lijst van de diensten",
    parkingTitle: "Parkeren en reglement van het gebouw",
    parking:
      "Laat het ons op tijd weten: wij vragen voor u een parkeerverbod aan bij de gemeente, en we houden ons aan het reglement van uw gebouw (uren, lift, bescherming van de gemeenschappelijke delen, akkoord van de syndicus).",
    ctaTitle: "Twijfelt u welke dienst u nodig hebt?",
    cta: "Beschrijf ons de situatie: wij stellen de eenvoudigste formule voor en maken een gratis offerte.",
    quote: "Offerte aanvragen",
    headTitle: (count: number) => `Onze ${count} diensten voor woningontruiming`,
    description:
      "Woning, appartement, kelder en zolder, nalatenschap, handelspand, grofvuil, demontage, recyclage, schoonmaak, verhuislift en verhuizing: al onze diensten.",
    crumb: "Diensten",
    ogTitle: "Onze diensten voor woningontruiming",
  },
});

function ServicesPage({ services }: { services: Service[] }) {
  const copy = useCopy(COPY);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title(services.length)} lead={copy.lead} />
      <Section tight label={copy.list}>
        <div className="grid grid-3">
          {services.map((s) => (
            <ServiceCard key={s.slug} service={s} headingLevel={2} />
          ))}
        </div>
      </Section>
      <Section tight id="parking-title">
        <div className="notice">
          <Icon name="pin" />
          <div>
            <h2 id="parking-title" className="h3">
              {copy.parkingTitle}
            </h2>
            <p>{copy.parking}</p>
          </div>
        </div>
      </Section>
      <Section tight id="services-cta">
        <div className="panel split">
          <div>
            <h2 id="services-cta">{copy.ctaTitle}</h2>
            <p>{copy.cta}</p>
          </div>
          <ContactButtons quoteLabel={copy.quote} />
        </div>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "services",
  locales: LOCALES,
  // An edition without a translated service has no list.
  paths: (data) =>
    data.services.length === 0 ? [] : [{ url: PATHS[data.locale].services, props: { services: data.services } }],
  head: ({ services }, data) => {
    const copy = COPY[data.locale];
    return {
      title: copy.headTitle(services.length),
      description: copy.description,
      breadcrumbs: [{ name: copy.crumb, url: PATHS[data.locale].services }],
      ogTitle: copy.ogTitle,
      ogLabel: copy.crumb,
    };
  },
  Page: ServicesPage,
});
