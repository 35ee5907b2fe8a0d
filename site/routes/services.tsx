import { ContactButtons } from "../components/ContactButtons.tsx";
import { Icon } from "../components/Icon.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { ServiceCard } from "../components/ServiceCard.tsx";
import { Section } from "../components/Section.tsx";
import type { Service } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";

function ServicesPage({ services }: { services: Service[] }) {
  return (
    <>
      <PageHero
        eyebrow="Nos services"
        title={`Nos ${services.length} services pour vider, trier et libérer vos lieux`}
        lead="Maison entière, appartement, cave, local commercial ou simple enlèvement d’encombrants : chaque débarras comprend la main-d’œuvre, le transport et le tri, et laisse les pièces balayées."
      />
      <Section tight label="Liste des services">
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
              Stationnement et règlement d’immeuble
            </h2>
            <p>
              Prévenez-nous à l’avance : nous demandons pour vous la réservation d’emplacements de stationnement auprès
              de la commune, et nous respectons le règlement de votre immeuble (horaires, ascenseur, protection des
              parties communes, accord du syndic).
            </p>
          </div>
        </div>
      </Section>
      <Section tight id="services-cta">
        <div className="panel split">
          <div>
            <h2 id="services-cta">Vous ne savez pas quel service choisir ?</h2>
            <p>Décrivez-nous la situation : nous vous proposons la formule la plus simple et un devis gratuit.</p>
          </div>
          <ContactButtons quoteLabel="Demander un devis" />
        </div>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "services",
  paths: (data) => [{ url: "/services", props: { services: data.services } }],
  head: ({ services }) => ({
    title: `Nos ${services.length} services de vide-maison et débarras`,
    description:
      "Vide-maison, appartement, cave et grenier, succession, local commercial, encombrants, démontage, recyclage, nettoyage, lift et déménagement : tous nos services.",
    breadcrumbs: [{ name: "Services", url: "/services" }],
    ogTitle: "Nos services de vide-maison et débarras",
    ogLabel: "Services",
  }),
  Page: ServicesPage,
});
