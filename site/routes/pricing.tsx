import { ESTIMATOR_ANCHOR } from "../../content/navigation.ts";
import type { Claims } from "../../content/schema.ts";
import { CheckList } from "../components/CheckList.tsx";
import { ContactButtons } from "../components/ContactButtons.tsx";
import { Island } from "../lib/render/Island.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Section.tsx";
import { volumeCeiling } from "../lib/content/claims-checks.ts";
import { formatEuros, formatNumber } from "../lib/text/format.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { pricingJsonLd } from "../lib/render/structured-data.ts";

const INCLUDED = [
  "Main-d’œuvre qualifiée et encadrée",
  "Transport et logistique (camions, carburant, trajets)",
  "Déchargement en centre agréé et frais de traitement",
  "Nettoyage rapide des pièces vidées",
  "Tri, réemploi et recyclage des biens",
  "Assurance responsabilité civile professionnelle",
];

/** « Repères : appartement deux chambres à Bruxelles, 20 m³ ; … » (the island's text is not passed through the typography step). */
function volumeHint(examples: Claims["prices"]["examples"]): string {
  const references = examples.map(
    (e) => `${e.title.charAt(0).toLowerCase()}${e.title.slice(1)}, ${formatNumber(e.volume)}\u00A0m³`,
  );
  return `Repères\u00A0: ${references.join("\u00A0; ")}.`;
}

function PricingPage() {
  const { claims, estimator } = useSite().data;
  const { prices } = claims;
  const ceiling = formatNumber(volumeCeiling(prices));
  return (
    <>
      <PageHero
        eyebrow="Tarifs"
        title="Combien coûte un vide-maison ?"
        lead={`De ${formatEuros(prices.from)} pour un petit volume à ${formatEuros(prices.upTo)} pour une maison complète d’au plus ${ceiling}\u00A0m³ ; au-delà, sur devis. Tous nos prix s’entendent TVAC, transport et traitement des déchets compris.`}
      >
        <div className="page-hero-actions needs-js">
          <a className="button button-primary" href={`#${ESTIMATOR_ANCHOR}`}>
            Estimer mon prix
          </a>
        </div>
      </PageHero>
      <Section tight id="rate-title">
        <div className="grid grid-3">
          <div className="card price-card">
            <div className="card-body">
              <h2 id="rate-title" className="h3">
                Prix indicatif au volume
              </h2>
              <p className="price">
                {formatNumber(prices.perCubicMetre.min)}–{formatEuros(prices.perCubicMetre.max)}{" "}
                <span>par m³, TVAC</span>
              </p>
              <p>Tout compris : main-d’œuvre, transport, tri, recyclage et nettoyage rapide.</p>
            </div>
          </div>
          <div className="card price-card">
            <div className="card-body">
              <h2 className="h3">Fourchette de prix</h2>
              <p className="price">
                {formatEuros(prices.from)} <span>à</span> {formatEuros(prices.upTo)}
              </p>
              <p>
                Du débarras d’une cave au vide-maison complet, selon le volume et l’accès. Au-delà de {ceiling}&nbsp;m³,
                sur devis.
              </p>
            </div>
          </div>
          <div className="card price-card">
            <div className="card-body">
              <h2 className="h3">Disponibilité</h2>
              <p className="price">{claims.pricingDelay}</p>
              <p>Intervention possible dans les {claims.pricingDelay} après acceptation du devis.</p>
            </div>
          </div>
        </div>
      </Section>
      <Section
        id="estimator-title"
        anchor={ESTIMATOR_ANCHOR}
        tone="white"
        eyebrow="Estimation en ligne"
        title="Estimez le prix de votre débarras"
        lead="Décrivez les pièces à vider, l’accès et la situation : notre barème vous donne aussitôt une fourchette de prix TVAC. Aucune donnée personnelle n’est demandée."
      >
        <Island
          name="PriceEstimator"
          className="needs-js"
          props={{ model: estimator, id: "estimateur", volumeHint: volumeHint(prices.examples) }}
        />
        <p className="form-fallback no-js-only">
          L’estimateur a besoin de JavaScript, désactivé dans votre navigateur. Les exemples plus bas donnent un ordre
          de grandeur ; pour un prix précis, <a href="/contact">demandez votre devis gratuit</a>.
        </p>
      </Section>
      <Section id="included-title" layout="split">
        <div>
          <h2 id="included-title">Ce que comprend le prix</h2>
          <p>
            Le devis est ferme : il ne change pas le jour du débarras. La valeur des objets que nous pouvons revendre
            est déduite du montant, ce qui rend parfois l’intervention gratuite.
          </p>
        </div>
        <CheckList items={INCLUDED} />
      </Section>
      <Section id="examples-title" title="Exemples récents" tone="white">
        <div className="grid grid-3">
          {prices.examples.map((e) => (
            <div key={e.title} className="card price-card">
              <div className="card-body">
                <h3>{e.title}</h3>
                <p>Volume : {e.volume}&nbsp;m³</p>
                <p className="price">
                  {formatEuros(e.price)} <span>TVAC</span>
                </p>
              </div>
            </div>
          ))}
        </div>
        <p className="form-notice">
          Prix TVAC (TVA de 21&nbsp;% comprise), donnés à titre indicatif : chaque logement est différent (étage,
          ascenseur, distance de portage, tri nécessaire). Seul le devis écrit après visite engage.
        </p>
        <ContactButtons quoteLabel="Demander mon devis gratuit" />
      </Section>
    </>
  );
}

export default defineRoute({
  id: "pricing",
  paths: () => [{ url: "/tarifs", props: {} }],
  head: (_, { claims: { prices, pricingDelay }, estimator }) => ({
    title: `Tarifs vide-maison : de ${formatNumber(prices.from)} à ${formatEuros(prices.upTo)} TVAC`,
    description:
      `Prix d’un vide-maison en Belgique : ${formatNumber(prices.perCubicMetre.min)} à ${formatEuros(prices.perCubicMetre.max)} par m³ tout compris, ` +
      `de ${formatEuros(prices.from)} à ${formatEuros(prices.upTo)} TVAC, des exemples chiffrés et intervention sous ${pricingDelay}.`,
    breadcrumbs: [{ name: "Tarifs", url: "/tarifs" }],
    ogTitle: `Tarifs : de ${formatEuros(prices.from)} à ${formatEuros(prices.upTo)} TVAC`,
    ogLabel: "Tarifs",
    jsonLd: [pricingJsonLd(prices, estimator)],
  }),
  Page: PricingPage,
});
