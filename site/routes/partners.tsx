import { LOCALES } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import { ContactItem } from "../components/ContactList.tsx";
import { Icon } from "../components/Icon.tsx";
import { PartnerLogo } from "../components/PartnerLogo.tsx";
import { Section } from "../components/Section.tsx";
import { PARTNER_SCENE_HEIGHT, PARTNER_SCENE_WIDTH, partnerPoster } from "../lib/assets/illustrations/partner-scene.ts";
import type { SiteData } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

const PARTNER_VIDEO = {
  webm: "/video/partenaires.webm",
  mp4: "/video/partenaires.mp4",
};

const COPY = localized({
  fr: {
    eyebrow: "Partenaires",
    title: "Nos partenaires",
    play: "Lire la vidéo",
    pause: "Mettre la vidéo en pause",
    list: "Liste des partenaires",
    visit: "Visiter le site",
    become: "Devenir partenaire",
    write: "Écrivez-nous",
    call: "Appelez-nous",
    subject: "Proposition de partenariat",
    headTitle: "Nos partenaires : réemploi, culture et collection",
    description:
      "Sous-traitant en Flandre, association culturelle et boutique de collection : les partenaires qui donnent une seconde vie aux biens de nos vide-maisons.",
  },
  nl: {
    eyebrow: "Partners",
    title: "Onze partners",
    play: "Video afspelen",
    pause: "Video pauzeren",
    list: "Lijst van de partners",
    visit: "Naar de website",
    become: "Partner worden",
    write: "Schrijf ons",
    call: "Bel ons",
    subject: "Voorstel tot samenwerking",
    headTitle: "Onze partners: hergebruik, cultuur en verzamelingen",
    description:
      "Onderaannemer in Vlaanderen, culturele vereniging en verzamelzaak: de partners die de spullen uit onze ontruimingen een tweede leven geven.",
  },
});

function PartnersPage({ partners }: { partners: SiteData["partners"] }) {
  const { brand } = useSite().data;
  const copy = useCopy(COPY);
  return (
    <>
      <header className="video-hero">
        {/* Nothing of the clip is fetched until the layout script plays it, once the page has
            painted (client/shell/motion-video.ts); for a visitor who asks for less motion, until they do. */}
        <video
          className="video-hero-media"
          muted
          loop
          playsInline
          preload="none"
          poster={partnerPoster()}
          data-motion-video
          aria-hidden="true"
          width={PARTNER_SCENE_WIDTH}
          height={PARTNER_SCENE_HEIGHT}
        >
          <source src={PARTNER_VIDEO.webm} type="video/webm" />
          <source src={PARTNER_VIDEO.mp4} type="video/mp4" />
        </video>
        <div className="video-hero-overlay">
          <div className="container">
            <p className="eyebrow">{copy.eyebrow}</p>
            <h1>{copy.title}</h1>
            <p className="lead">{partners.intro}</p>
            <button
              type="button"
              className="button button-on-dark button-small video-toggle needs-js"
              data-video-toggle
              data-play={copy.play}
              data-pause={copy.pause}
              hidden
            >
              {copy.pause}
            </button>
          </div>
        </div>
      </header>
      <Section id="partners-title">
        <h2 id="partners-title" className="visually-hidden">
          {copy.list}
        </h2>
        <div className="grid grid-3">
          {partners.partners.map((p) => (
            <article key={p.name} className="card partner-card">
              <div className="card-body">
                <PartnerLogo id={p.logo} name={p.name} />
                <p className="badge">{p.kind}</p>
                <h3>{p.name}</h3>
                <p>{p.description}</p>
                <a className="card-link" href={p.website} rel="noopener noreferrer">
                  {copy.visit} <Icon name="external" size={16} />
                </a>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section id="become-title" tone="white" layout="split">
        <div>
          <h2 id="become-title">{copy.become}</h2>
          <p>{partners.become}</p>
        </div>
        <div className="panel">
          <ul className="contact-list">
            <ContactItem icon="mail" label={copy.write}>
              <a href={`mailto:${brand.email}?subject=${encodeURIComponent(copy.subject)}`}>{brand.email}</a>
            </ContactItem>
            <ContactItem icon="phone" label={copy.call}>
              <a href={`tel:${brand.phoneE164}`}>{brand.phone}</a>
            </ContactItem>
          </ul>
        </div>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "partners",
  locales: LOCALES,
  paths: (data) => [{ url: PATHS[data.locale].partners, props: { partners: data.partners } }],
  head: (_, { locale }) => ({
    title: COPY[locale].headTitle,
    description: COPY[locale].description,
    breadcrumbs: [{ name: COPY[locale].eyebrow, url: PATHS[locale].partners }],
    ogTitle: COPY[locale].title,
    ogLabel: COPY[locale].eyebrow,
  }),
  Page: PartnersPage,
});
