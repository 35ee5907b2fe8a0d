import { estimatorLink } from "../../content/navigation.ts";
import type { ReactNode } from "react";
import type { Claims } from "../../content/schema.ts";
import { REGION_NAMES, REGIONS } from "../../content/vocabulary.ts";
import { ArticleCard } from "../components/article/ArticleCard.tsx";
import { ContactList } from "../components/ContactList.tsx";
import { CheckList } from "../components/CheckList.tsx";
import { ContactButtons } from "../components/ContactButtons.tsx";
import { Icon, type IconName } from "../components/Icon.tsx";
import { ProcessSteps, QUOTE_PROCESS } from "../components/ProcessSteps.tsx";
import { QuoteFormBlock } from "../components/QuoteFormBlock.tsx";
import { Section } from "../components/Section.tsx";
import { SectionHead } from "../components/SectionHead.tsx";
import { ServiceCard } from "../components/ServiceCard.tsx";
import { TestimonialCard } from "../components/TestimonialCard.tsx";
import { WithdrawalCondition } from "../components/WithdrawalCondition.tsx";
import { REVIEW_METHOD_ANCHOR } from "./reviews.tsx";
import { clearanceDelay, quoteDelay } from "../lib/content/rules/delays.ts";
import type { SiteData } from "../lib/content/types.ts";
import { formatNumber, formatPercent } from "../lib/text/format.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

const benefits = (claims: Claims): Array<{ icon: IconName; title: string; text: ReactNode }> => [
  {
    icon: "truck",
    title: "Transport inclus",
    text: "Camions, chargement, trajets et déchargement en centre agréé : tout est compris dans le prix annoncé.",
  },
  {
    icon: "clock",
    title: `Visite ou devis sous ${quoteDelay(claims.delays)}`,
    text: (
      <>
        Le débarras peut avoir lieu {clearanceDelay(claims.delays)} après l’acceptation du devis ;{" "}
        <WithdrawalCondition />.
      </>
    ),
  },
  {
    icon: "euro",
    title: "Devis gratuit",
    text: "Visite ou estimation sur photos, puis un devis écrit, TVAC et sans engagement. Aucun frais caché.",
  },
  {
    icon: "recycle",
    title: `${formatPercent(claims.municipalityDefaults.recyclingRate)} réemployé ou recyclé`,
    text: `Ce qui peut servir est donné ou revendu, le reste est trié par matière. Ce taux est mesuré ${claims.recyclingBasis}.`,
  },
];

const REASONS = [
  "Une équipe salariée, formée et assurée en responsabilité civile professionnelle",
  "Transporteur de déchets enregistré dans les trois Régions",
  "La valeur des objets revendables déduite de votre facture",
  "Des biens triés devant vous : rien n’est jeté sans votre accord",
  "Un logement rendu balayé, prêt pour l’état des lieux ou la vente",
  "Un interlocuteur unique, du premier appel à la remise des clés",
];

function HomePage({ data }: { data: SiteData }) {
  const { brand, claims } = useSite().data;
  const reviews = data.testimonials.reviews.filter((r) => r.home).slice(0, 3);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">Vide-maison &amp; débarras · toute la Belgique</p>
            <h1 id="hero-title">Votre maison vidée, triée et rendue propre, sans souci.</h1>
            <p className="lead">
              Succession, déménagement, fin de bail ou grenier trop plein : {brand.tradeName} vide maisons,
              appartements, caves et locaux en Wallonie, à Bruxelles et en Flandre. Nous trions, donnons, recyclons et
              vous rendons les clés d’un logement balayé.
            </p>
            <ul className="hero-points">
              <li>
                <Icon name="check" size={20} /> Devis gratuit et sans engagement
              </li>
              <li>
                <Icon name="check" size={20} /> Visite ou devis sous {quoteDelay(claims.delays)}
              </li>
              <li>
                <Icon name="check" size={20} /> {brand.hoursLabel}
              </li>
            </ul>
            <ContactButtons quoteLabel="Demander un devis gratuit" className="hero-actions" />
            <p className="hero-trust">
              <Icon name="shield" /> Plus de {formatNumber(claims.clients)} clients depuis {brand.founded} · entreprise
              assurée et enregistrée
            </p>
          </div>
          <div className="panel" id="devis-rapide">
            <h2 id="quick-title">Devis gratuit en une minute</h2>
            <p className="form-notice">
              Laissez vos coordonnées : nous vous rappelons pour estimer le volume et fixer une visite.
            </p>
            <QuoteFormBlock variant="quick" id="devis-accueil" />
          </div>
        </div>
      </section>

      <Section
        id="services-title"
        eyebrow="Nos services"
        title="Tout ce qu’il faut pour libérer un lieu"
        lead="Du simple enlèvement d’encombrants au débarras complet après une succession, une seule équipe s’occupe de tout."
        more={{ label: `Voir nos ${data.services.length} services`, url: "/services" }}
      >
        <div className="grid grid-3">
          {data.homeServices.map((s) => (
            <ServiceCard key={s.slug} service={s} />
          ))}
        </div>
      </Section>

      <Section
        id="benefits-title"
        eyebrow="Compris dans chaque intervention"
        title="Un prix clair, un travail complet"
        lead="Décrivez vos pièces en deux minutes : notre estimateur vous donne une fourchette de prix TVAC avant même la visite."
        center
        tone="white"
        more={estimatorLink}
      >
        <div className="grid grid-4">
          {benefits(claims).map((b) => (
            <div key={b.title} className="card benefit">
              <span className="icon-bubble">
                <Icon name={b.icon} size={26} />
              </span>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section id="reasons-title" layout="split">
        <div>
          <SectionHead
            id="reasons-title"
            eyebrow="Pourquoi nous choisir"
            title="Des professionnels à qui confier les clés"
          >
            Vider une maison, c’est souvent toucher à des souvenirs. Nous travaillons avec méthode, discrétion et
            respect.
          </SectionHead>
          <a className="button button-primary" href="/a-propos">
            Découvrir l’entreprise
          </a>
        </div>
        <CheckList items={REASONS} />
      </Section>

      <Section
        id="process-title"
        eyebrow="Comment ça se passe"
        title="Quatre étapes, aucune mauvaise surprise"
        center
        tone="white"
      >
        <ProcessSteps steps={QUOTE_PROCESS} />
      </Section>

      {reviews.length > 0 && (
        <Section
          id="reviews-title"
          eyebrow="Ils nous ont fait confiance"
          title="Ce que disent nos clients"
          lead={
            <>
              Chaque avis porte sa date et sa source :{" "}
              <a href={`/temoignages#${REVIEW_METHOD_ANCHOR}`}>comment nous recueillons et vérifions les avis</a>.
            </>
          }
          center
          more={{ label: "Lire tous les témoignages", url: "/temoignages" }}
        >
          <div className="grid grid-3">
            {reviews.map((r) => (
              <TestimonialCard key={r.name + r.date} review={r} />
            ))}
          </div>
        </Section>
      )}

      {data.articles.length > 0 && (
        <Section
          id="blog-title"
          eyebrow="Conseils & guides"
          title="Derniers articles du blog"
          tone="white"
          more={{ label: "Tous les articles", url: "/blog" }}
        >
          <div className="grid grid-3">
            {data.articles.slice(0, 3).map((a) => (
              <ArticleCard key={a.slug} article={a} placement="below-the-fold" />
            ))}
          </div>
        </Section>
      )}

      <Section
        id="regions-title"
        eyebrow="Zones d’intervention"
        title="Partout en Belgique, près de chez vous"
        center
        tone="brand"
      >
        <div className="grid grid-3">
          {REGIONS.map((id) => (
            <div key={id} className="card region-card">
              <span className="region-count">{claims.regions[id].communes}</span>
              <h3>
                <a className="card-stretch" href={`/zones-intervention?region=${id}`}>
                  {REGION_NAMES[id]}
                </a>
              </h3>
              <p>communes desservies. {claims.regions[id].summary}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section id="contact-title" layout="split">
        <div>
          <SectionHead id="contact-title" eyebrow="Contact" title="Parlons de votre projet">
            Un appel suffit pour obtenir une première estimation. Nous répondons aussi par e-mail et sur WhatsApp.
          </SectionHead>
          <a className="button button-primary" href="/contact">
            Demander un devis
          </a>
        </div>
        <ContactList />
      </Section>
    </>
  );
}

export default defineRoute({
  id: "home",
  paths: (data) => [{ url: "/", props: { data } }],
  head: (_, { brand, claims }) => ({
    title: `Vide-maison et débarras en Belgique`,
    description: `Vide-maison, débarras et nettoyage partout en Belgique : visite ou devis gratuit sous ${quoteDelay(claims.delays)}, tri et recyclage, transport inclus. ${brand.hoursLabel}.`,
    ogTitle: "Vide-maison et débarras partout en Belgique",
  }),
  Page: HomePage,
});
