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

function PartnersPage({ partners }: { partners: SiteData["partners"] }) {
  const { brand } = useSite().data;
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
            <p className="eyebrow">Partenaires</p>
            <h1>Nos partenaires</h1>
            <p className="lead">{partners.intro}</p>
            <button
              type="button"
              className="button button-on-dark button-small video-toggle needs-js"
              data-video-toggle
              hidden
            >
              Mettre la vidéo en pause
            </button>
          </div>
        </div>
      </header>
      <Section id="partners-title">
        <h2 id="partners-title" className="visually-hidden">
          Liste des partenaires
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
                  Visiter le site <Icon name="external" size={16} />
                </a>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section id="become-title" tone="white" layout="split">
        <div>
          <h2 id="become-title">Devenir partenaire</h2>
          <p>{partners.become}</p>
        </div>
        <div className="panel">
          <ul className="contact-list">
            <ContactItem icon="mail" label="Écrivez-nous">
              <a href={`mailto:${brand.email}?subject=${encodeURIComponent("Proposition de partenariat")}`}>
                {brand.email}
              </a>
            </ContactItem>
            <ContactItem icon="phone" label="Appelez-nous">
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
  paths: (data) => [{ url: "/partenaires", props: { partners: data.partners } }],
  head: () => ({
    title: `Nos partenaires : réemploi, culture et collection`,
    description:
      "Sous-traitant en Flandre, association culturelle et boutique de collection : les partenaires qui donnent une seconde vie aux biens de nos vide-maisons.",
    breadcrumbs: [{ name: "Partenaires", url: "/partenaires" }],
    ogTitle: "Nos partenaires",
    ogLabel: "Partenaires",
  }),
  Page: PartnersPage,
});
