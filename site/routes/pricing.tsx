import { scaleRange, type PriceModel } from "../../client/lib/estimate.ts";
import { bandReach, carryingPhrase, floorLabel, rateRange, scalePhrase } from "../../client/lib/estimate-text.ts";
import { ESTIMATOR_ANCHOR } from "../../content/navigation.ts";
import type { Claims } from "../../content/schema.ts";
import { CheckList } from "../components/CheckList.tsx";
import { Section } from "../components/Section.tsx";
import { ContactButtons } from "../components/ContactButtons.tsx";
import { Island } from "../lib/render/Island.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { SectionHead } from "../components/SectionHead.tsx";
import { WithdrawalCondition } from "../components/WithdrawalCondition.tsx";
import { cardRange, volumeCeiling } from "../lib/content/rules/claims-checks.ts";
import { clearanceDelay } from "../lib/content/rules/delays.ts";
import { formatEuros, formatNumber, formatPercent } from "../lib/text/format.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { pricingJsonLd } from "../lib/render/structured-data.ts";

type Prices = Claims["prices"];

const INCLUDED = [
  "Main-d’œuvre qualifiée et encadrée",
  "Transport et logistique (camions, carburant, trajets)",
  "Déchargement en centre agréé et frais de traitement",
  "Pièces vidées rendues balayées",
  "Tri, réemploi et recyclage des biens",
  "Assurance responsabilité civile professionnelle",
];

/** The floor of the worked example of the surcharges: high enough to show that each floor counts. */
const EXAMPLE_FLOOR = 2;

/** « Repères : appartement deux chambres à Bruxelles, 20 m³ ; … » (the island's text is not passed through the typography step). */
function volumeHint(examples: Prices["examples"]): string {
  const references = examples.map(
    (e) => `${e.title.charAt(0).toLowerCase()}${e.title.slice(1)}, ${formatNumber(e.volume)}\u00A0m³`,
  );
  return `Repères\u00A0: ${references.join("\u00A0; ")}.`;
}

/** « 1 400 à 1 750 € » */
const euroRange = ({ low, high }: { low: number; high: number }) =>
  low === high ? formatEuros(low) : `${formatNumber(low)} à ${formatEuros(high)}`;

const perCubicMetre = (amount: number) => `${formatEuros(amount)} par m³`;

/**
 * « 35 m³ à 40–50 € et 25 m³ à 25–30 € »: the card applied band by band to `volume`, so a
 * visitor can redo the sum.
 */
function bandByBand(prices: Prices, volume: number): string {
  const parts: string[] = [];
  let from = 0;
  for (const band of prices.perCubicMetre) {
    const to = Math.min(volume, band.upTo ?? Infinity);
    if (to > from) parts.push(`${formatNumber(to - from)}\u00A0m³ à ${rateRange(band, "–")}`);
    if (volume <= to) break;
    from = to;
  }
  return parts.join(" et ");
}

/** The surcharges and reductions of the estimator, as the rows of a table: what, then how much. */
function extrasRows(model: PriceModel): Array<[string, string]> {
  const { access, situation, resale } = model;
  return [
    ["Par étage à descendre sans ascenseur", `+${perCubicMetre(access.perFloorWithoutLift)}`],
    ["Par étage avec un ascenseur utilisable", `+${perCubicMetre(access.perFloorWithLift)}`],
    ...access.carrying.map((band, i): [string, string] => [
      carryingPhrase(model, i).replace(/^c/, "C"),
      band.perCubicMetre === 0 ? "compris" : `+${perCubicMetre(band.perCubicMetre)}`,
    ]),
    ["Forte accumulation (syndrome de Diogène)", `+${formatPercent(situation.hoarding)}`],
    ["Quelques objets revendables", `−${formatPercent(resale.some)}`],
    ["Beaucoup d’objets de valeur", `−${formatPercent(resale.many)}`],
  ];
}

/**
 * The surcharges applied once, on the smallest example: where (« 20 m³ au 2e étage sans
 * ascenseur… »), the sum (« 800 à 1 000 € + 20 m³ × 10 € ») and the total; null when that total
 * would leave the stated prices (the estimator then shows it better).
 */
function extrasExample(prices: Prices, model: PriceModel): { where: string; sum: string; total: string } | null {
  const volume = Math.min(...prices.examples.map((e) => e.volume));
  const carrying = Math.min(1, model.access.carrying.length - 1);
  const { perFloorWithoutLift } = model.access;
  const carry = model.access.carrying[carrying]!.perCubicMetre;
  const perCubic = EXAMPLE_FLOOR * perFloorWithoutLift + carry;
  const card = scaleRange(prices.perCubicMetre, volume);
  const total = { low: card.low + volume * perCubic, high: card.high + volume * perCubic };
  if (card.low < prices.from || total.high > prices.upTo || perCubic === 0) return null;
  const distance = carrying > 0 ? `, ${carryingPhrase(model, carrying)}` : "";
  return {
    where: `${formatNumber(volume)}\u00A0m³ au ${floorLabel(EXAMPLE_FLOOR).toLowerCase()} sans ascenseur${distance}`,
    // « 20 m³ × (2 × 4 € + 2 €) »: each surcharge per m³ where it comes from.
    sum: `${euroRange(card)} + ${formatNumber(volume)}\u00A0m³ × (${EXAMPLE_FLOOR} × ${formatEuros(perFloorWithoutLift)}${carry > 0 ? ` + ${formatEuros(carry)}` : ""})`,
    total: euroRange(total),
  };
}

function PricingPage() {
  const { claims, estimator } = useSite().data;
  const { prices } = claims;
  const ceiling = formatNumber(volumeCeiling(prices));
  const largest = prices.examples.reduce((a, b) => (b.volume > a.volume ? b : a));
  const extras = extrasExample(prices, estimator);
  return (
    <>
      <PageHero
        eyebrow="Tarifs"
        title="Combien coûte un vide-maison ?"
        lead={`De ${formatEuros(prices.from)} pour un petit volume à ${formatEuros(prices.upTo)} pour une maison complète d’au plus ${ceiling}\u00A0m³, au barème ci-dessous et hors suppléments ; au-delà, sur devis. Tous nos prix s’entendent TVAC, transport et traitement des déchets compris.`}
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
                Barème au volume
              </h2>
              <ul className="rate-bands">
                {prices.perCubicMetre.map((band, i) => (
                  <li key={i}>
                    <span className="price">{rateRange(band, "–")}</span>{" "}
                    <span>par m³ {bandReach(prices.perCubicMetre, i)}</span>
                  </li>
                ))}
              </ul>
              <p>TVAC, tout compris : main-d’œuvre, transport, tri et recyclage ; pièces rendues balayées.</p>
            </div>
          </div>
          <div className="card price-card">
            <div className="card-body">
              <h2 className="h3">Fourchette de prix</h2>
              <p className="price">
                {formatEuros(prices.from)} <span>à</span> {formatEuros(prices.upTo)}
              </p>
              <p>
                {formatEuros(prices.from)} au minimum par intervention, {formatEuros(prices.upTo)} au plus pour une
                maison complète d’au plus {ceiling}&nbsp;m³, hors suppléments. Au-delà, sur devis après visite.
              </p>
            </div>
          </div>
          <div className="card price-card">
            <div className="card-body">
              <h2 className="h3">Délai du débarras</h2>
              <p className="price">{clearanceDelay(claims.delays)}</p>
              <p>
                Débarras dans les {clearanceDelay(claims.delays)} qui suivent l’acceptation du devis ;{" "}
                <WithdrawalCondition />.
              </p>
            </div>
          </div>
        </div>
      </Section>
      <Section tight layout="split" id="scale-title">
        <div>
          <h2 id="scale-title">Le barème en détail</h2>
          <p>
            Le prix suit le volume à vider, tranche par tranche : {scalePhrase(prices.perCubicMetre)}. Un grand volume
            revient donc moins cher au m³.
          </p>
          <p className="worked-example">
            Pour une maison de {formatNumber(largest.volume)}&nbsp;m³ : {bandByBand(prices, largest.volume)}, soit{" "}
            <strong>{euroRange(scaleRange(prices.perCubicMetre, largest.volume))}</strong>.
          </p>
          <p>
            Les suppléments du tableau s’ajoutent au barème selon l’accès et la situation ; les réductions pour objets
            revendables s’en déduisent.
          </p>
          {extras && (
            <p className="worked-example">
              Pour {extras.where} : {extras.sum} = <strong>{extras.total}</strong>.
            </p>
          )}
        </div>
        <div className="panel">
          <table className="rate-table">
            <caption>Suppléments et réductions</caption>
            <tbody>
              {extrasRows(estimator).map(([what, amount]) => (
                <tr key={what}>
                  <th scope="row">{what}</th>
                  <td>{amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="form-notice">
            Suppléments par m³ à vider, pourcentages sur le total. Les réductions sont confirmées lors de la visite.
            Prix minimum d’une intervention : {formatEuros(prices.from)}.
          </p>
        </div>
      </Section>
      <Section tone="white" anchor={ESTIMATOR_ANCHOR} id="estimator-title">
        <SectionHead id="estimator-title" eyebrow="Estimation en ligne" title="Estimez le prix de votre débarras">
          Décrivez les pièces à vider, l’accès et la situation : le barème et ses suppléments vous donnent aussitôt une
          fourchette de prix TVAC. Aucune donnée personnelle n’est demandée.
        </SectionHead>
        <Island
          name="PriceEstimator"
          className="needs-js"
          props={{ model: estimator, id: "estimateur", volumeHint: volumeHint(prices.examples) }}
        />
        <p className="form-fallback no-js-only">
          L’estimateur a besoin de JavaScript, désactivé dans votre navigateur. Le barème et les exemples de cette page
          donnent un ordre de grandeur ; pour un prix précis, <a href="/contact">demandez votre devis gratuit</a>.
        </p>
      </Section>
      <Section layout="split" id="included-title">
        <div>
          <h2 id="included-title">Ce que comprend le prix</h2>
          <p>
            Le devis est ferme : il ne change pas le jour du débarras. La valeur des objets que nous pouvons revendre
            est déduite du montant, ce qui peut ramener le prix jusqu’au minimum de {formatEuros(prices.from)}.
          </p>
          <p>
            Le débarras laisse les pièces vides et balayées. Le nettoyage, le démontage d’éléments fixés et le lift ne
            sont jamais compris : chacun figure sur sa propre ligne du devis, chiffré sur sa base (
            <a href="/services/nettoyage">nettoyage</a> au m², <a href="/services/demontage-demolition">démontage</a> au
            forfait, <a href="/services/lift-demenagement">lift</a> à l’heure).
          </p>
        </div>
        <CheckList items={INCLUDED} />
      </Section>
      <Section tone="white" id="examples-title">
        <h2 id="examples-title">Exemples récents</h2>
        <div className="grid grid-3">
          {prices.examples.map((e) => (
            <div key={e.id} className="card price-card">
              <div className="card-body">
                <h3>{e.title}</h3>
                <p>Volume : {formatNumber(e.volume)}&nbsp;m³</p>
                <p className="price">
                  {formatEuros(e.price)} <span>TVAC</span>
                </p>
                <p>Au barème : {euroRange(cardRange(prices, e.volume))}.</p>
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
  head: (_, { claims: { prices }, estimator }) => ({
    title: `Tarifs vide-maison : de ${formatNumber(prices.from)} à ${formatEuros(prices.upTo)} TVAC`,
    description:
      `Vide-maison en Belgique : de ${formatNumber(prices.from)} à ${formatEuros(prices.upTo)} TVAC, ` +
      `${rateRange(prices.perCubicMetre[0]!)} par m³` +
      `${prices.perCubicMetre.length > 1 ? ` ${bandReach(prices.perCubicMetre, 0)} puis dégressif` : ""}, ` +
      "suppléments et exemples chiffrés.",
    breadcrumbs: [{ name: "Tarifs", url: "/tarifs" }],
    ogTitle: `Tarifs : de ${formatEuros(prices.from)} à ${formatEuros(prices.upTo)} TVAC`,
    ogLabel: "Tarifs",
    jsonLd: [pricingJsonLd(prices, estimator)],
  }),
  Page: PricingPage,
});
