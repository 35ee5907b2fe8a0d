import { scaleRange, type PriceModel } from "../../client/lib/estimate.ts";
import type { EstimateText } from "../../client/lib/estimate-text.ts";
import { ESTIMATE_TEXT as WORDS, ESTIMATOR_WORDS_OF } from "../lib/text/estimator-words.ts";
import type { ReactNode } from "react";
import { DEFAULT_LOCALE, LOCALES } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy, useFormat } from "../lib/render/localized.ts";
import { FORMATS, type Formats } from "../lib/text/format.ts";
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
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { pricingJsonLd } from "../lib/render/structured-data.ts";

type Prices = Claims["prices"];

/** The floor of the worked example of the surcharges: high enough to show that each floor counts. */
const EXAMPLE_FLOOR = 2;

/** What the page computes, in the edition's words and formats. */
interface Tools {
  format: Formats;
  words: EstimateText;
}

const COPY = localized({
  fr: {
    included: [
      "Main-d’œuvre qualifiée et encadrée",
      "Transport et logistique (camions, carburant, trajets)",
      "Déchargement en centre agréé et frais de traitement",
      "Pièces vidées rendues balayées",
      "Tri, réemploi et recyclage des biens",
      "Assurance responsabilité civile professionnelle",
    ],
    /** « Repères : appartement deux chambres à Bruxelles, 20 m³ ; … » (the island's text is not typeset). */
    volumeHint: (references: string[]) => `Repères\u00A0: ${references.join("\u00A0; ")}.`,
    /** « 1 400 à 1 750 € » */
    euroRange: (format: Formats, low: number, high: number) =>
      low === high ? format.euros(low) : `${format.number(low)} à ${format.euros(high)}`,
    perCubicMetre: (format: Formats, amount: number) => `${format.euros(amount)} par m³`,
    band: (volume: string, rate: string) => `${volume}\u00A0m³ à ${rate}`,
    and: " et ",
    extras: {
      floorWithoutLift: "Par étage à descendre sans ascenseur",
      floorWithLift: "Par étage avec un ascenseur utilisable",
      included: "compris",
      hoarding: "Forte accumulation (syndrome de Diogène)",
      someResale: "Quelques objets revendables",
      manyResale: "Beaucoup d’objets de valeur",
    },
    where: (volume: string, floor: string, distance: string) =>
      `${volume}\u00A0m³ au ${floor} sans ascenseur${distance}`,
    eyebrow: "Tarifs",
    title: "Combien coûte un vide-maison ?",
    lead: (from: string, upTo: string, ceiling: string) =>
      `De ${from} pour un petit volume à ${upTo} pour une maison complète d’au plus ${ceiling}\u00A0m³, au barème ci-dessous et hors suppléments ; au-delà, sur devis. Tous nos prix s’entendent TVAC, transport et traitement des déchets compris.`,
    estimate: "Estimer mon prix",
    rate: "Barème au volume",
    perM3: "par m³",
    rateNote: "TVAC, tout compris : main-d’œuvre, transport, tri et recyclage ; pièces rendues balayées.",
    range: "Fourchette de prix",
    to: "à",
    rangeNote: (from: string, upTo: string, ceiling: string) =>
      `${from} au minimum par intervention, ${upTo} au plus pour une maison complète d’au plus ${ceiling}\u00A0m³, hors suppléments. Au-delà, sur devis après visite.`,
    delay: "Délai du débarras",
    delayNote: (delay: string) => (
      <>
        Débarras dans les {delay} qui suivent l’acceptation du devis ; <WithdrawalCondition />.
      </>
    ),
    scaleTitle: "Le barème en détail",
    scale: (phrase: string) =>
      `Le prix suit le volume à vider, tranche par tranche : ${phrase}. Un grand volume revient donc moins cher au m³.`,
    house: (volume: string, bands: string, total: string) => (
      <>
        Pour une maison de {volume}&nbsp;m³ : {bands}, soit <strong>{total}</strong>.
      </>
    ),
    extrasText:
      "Les suppléments du tableau s’ajoutent au barème selon l’accès et la situation ; les réductions pour objets revendables s’en déduisent.",
    extrasExample: (where: string, sum: string, total: string) => (
      <>
        Pour {where} : {sum} = <strong>{total}</strong>.
      </>
    ),
    extrasCaption: "Suppléments et réductions",
    extrasNote: (from: string) =>
      `Suppléments par m³ à vider, pourcentages sur le total. Les réductions sont confirmées lors de la visite. Prix minimum d’une intervention : ${from}.`,
    estimatorEyebrow: "Estimation en ligne",
    estimatorTitle: "Estimez le prix de votre débarras",
    estimatorLead:
      "Décrivez les pièces à vider, l’accès et la situation : le barème et ses suppléments vous donnent aussitôt une fourchette de prix TVAC. Aucune donnée personnelle n’est demandée.",
    estimatorFallback: (contact: string) => (
      <>
        L’estimateur a besoin de JavaScript, désactivé dans votre navigateur. Le barème et les exemples de cette page
        donnent un ordre de grandeur ; pour un prix précis, <a href={contact}>demandez votre devis gratuit</a>.
      </>
    ),
    includedTitle: "Ce que comprend le prix",
    firm: (from: string) =>
      `Le devis est ferme : il ne change pas le jour du débarras. La valeur des objets que nous pouvons revendre est déduite du montant, ce qui peut ramener le prix jusqu’au minimum de ${from}.`,
    extrasServices: (extra: (id: string, text: string) => ReactNode) => (
      <>
        Le débarras laisse les pièces vides et balayées. Le nettoyage, le démontage d’éléments fixés et le lift ne sont
        jamais compris : chacun figure sur sa propre ligne du devis, chiffré sur sa base (
        {extra("nettoyage", "nettoyage")}, {extra("demontage-demolition", "démontage")},{" "}
        {extra("lift-demenagement", "lift")}).
      </>
    ),
    /** How each basis of a service's price (services/*.md › priceBasis) reads after its name. */
    basis: { volume: "au m³", surface: "au m²", heure: "à l’heure", forfait: "au forfait", compris: "compris" },
    examples: "Exemples récents",
    volume: (volume: string) => `Volume : ${volume}\u00A0m³`,
    vat: "TVAC",
    byCard: (range: string) => `Au barème : ${range}.`,
    examplesNote:
      "Prix TVAC (TVA de 21 % comprise), donnés à titre indicatif : chaque logement est différent (étage, ascenseur, distance de portage, tri nécessaire). Seul le devis écrit après visite engage.",
    quote: "Demander mon devis gratuit",
    headTitle: (from: string, upTo: string) => `Tarifs vide-maison : de ${from} à ${upTo} TVAC`,
    description: (from: string, upTo: string, rate: string, reach: string) =>
      `Vide-maison en Belgique : de ${from} à ${upTo} TVAC, ${rate} par m³${reach ? ` ${reach} puis dégressif` : ""}, suppléments et exemples chiffrés.`,
    ogTitle: (from: string, upTo: string) => `Tarifs : de ${from} à ${upTo} TVAC`,
  },
  nl: {
    included: [
      "Geschoolde arbeidskrachten met begeleiding",
      "Vervoer en logistiek (vrachtwagens, brandstof, ritten)",
      "Lossen in een erkend centrum en verwerkingskosten",
      "Leeggemaakte ruimtes veegschoon opgeleverd",
      "Sorteren, hergebruik en recyclage van de spullen",
      "Verzekering beroepsaansprakelijkheid",
    ],
    volumeHint: (references: string[]) => `Ter vergelijking: ${references.join("; ")}.`,
    /** « € 1.400 tot € 1.750 » */
    euroRange: (format: Formats, low: number, high: number) =>
      low === high ? format.euros(low) : `${format.euros(low)} tot ${format.euros(high)}`,
    perCubicMetre: (format: Formats, amount: number) => `${format.euros(amount)} per m³`,
    band: (volume: string, rate: string) => `${volume}\u00A0m³ aan ${rate}`,
    and: " en ",
    extras: {
      floorWithoutLift: "Per verdieping naar beneden zonder lift",
      floorWithLift: "Per verdieping met een bruikbare lift",
      included: "inbegrepen",
      hoarding: "Sterke opstapeling (diogenessyndroom)",
      someResale: "Enkele verkoopbare spullen",
      manyResale: "Veel waardevolle spullen",
    },
    where: (volume: string, floor: string, distance: string) =>
      `${volume}\u00A0m³ op de ${floor} zonder lift${distance}`,
    eyebrow: "Tarieven",
    title: "Wat kost een woningontruiming?",
    lead: (from: string, upTo: string, ceiling: string) =>
      `Van ${from} voor een klein volume tot ${upTo} voor een volledige woning van hoogstens ${ceiling}\u00A0m³, volgens het tarief hieronder en zonder toeslagen; daarboven op offerte. Al onze prijzen zijn incl. btw, vervoer en afvalverwerking inbegrepen.`,
    estimate: "Bereken mijn prijs",
    rate: "Tarief per volume",
    perM3: "per m³",
    rateNote: "Incl. btw, alles inbegrepen: arbeid, vervoer, sorteren en recycleren; ruimtes veegschoon opgeleverd.",
    range: "Prijsvork",
    to: "tot",
    rangeNote: (from: string, upTo: string, ceiling: string) =>
      `Minimaal ${from} per opdracht, hoogstens ${upTo} voor een volledige woning van hoogstens ${ceiling}\u00A0m³, zonder toeslagen. Daarboven op offerte na een bezoek.`,
    delay: "Termijn van de ontruiming",
    delayNote: (delay: string) => (
      <>
        Ontruiming binnen {delay} na de aanvaarding van de offerte; <WithdrawalCondition />.
      </>
    ),
    scaleTitle: "Het tarief in detail",
    scale: (phrase: string) =>
      `De prijs volgt het volume dat leeg moet, schijf per schijf: ${phrase}. Een groot volume kost dus minder per m³.`,
    house: (volume: string, bands: string, total: string) => (
      <>
        Voor een woning van {volume}&nbsp;m³: {bands}, samen <strong>{total}</strong>.
      </>
    ),
    extrasText:
      "De toeslagen uit de tabel komen bovenop het tarief, naargelang de toegang en de situatie; de kortingen voor verkoopbare spullen gaan ervan af.",
    extrasExample: (where: string, sum: string, total: string) => (
      <>
        Voor {where}: {sum} = <strong>{total}</strong>.
      </>
    ),
    extrasCaption: "Toeslagen en kortingen",
    extrasNote: (from: string) =>
      `Toeslagen per m³ dat leeg moet, percentages op het totaal. Kortingen worden bij het bezoek bevestigd. Minimumprijs van een opdracht: ${from}.`,
    estimatorEyebrow: "Online raming",
    estimatorTitle: "Bereken de prijs van uw ontruiming",
    estimatorLead:
      "Beschrijf de kamers, de toegang en de situatie: het tarief en de toeslagen geven u meteen een prijsvork incl. btw. We vragen geen persoonsgegevens.",
    estimatorFallback: (contact: string) => (
      <>
        De prijsberekening heeft JavaScript nodig, en dat staat uit in uw browser. Het tarief en de voorbeelden op deze
        pagina geven een grootteorde; voor een precieze prijs <a href={contact}>vraagt u een gratis offerte aan</a>.
      </>
    ),
    includedTitle: "Wat de prijs omvat",
    firm: (from: string) =>
      `De offerte is vast: ze verandert niet op de dag van de ontruiming. De waarde van de spullen die we kunnen verkopen, wordt van het bedrag afgetrokken, wat de prijs kan terugbrengen tot het minimum van ${from}.`,
    extrasServices: (extra: (id: string, text: string) => ReactNode) => (
      <>
        Na de ontruiming zijn de ruimtes leeg en veegschoon. Schoonmaak, demontage van vaste elementen en de verhuislift
        zijn nooit inbegrepen: elk staat op een eigen lijn van de offerte, berekend op zijn eigen basis (
        {extra("nettoyage", "schoonmaak")}, {extra("demontage-demolition", "demontage")},{" "}
        {extra("lift-demenagement", "verhuislift")}).
      </>
    ),
    basis: { volume: "per m³", surface: "per m²", heure: "per uur", forfait: "forfaitair", compris: "inbegrepen" },
    examples: "Recente voorbeelden",
    volume: (volume: string) => `Volume: ${volume}\u00A0m³`,
    vat: "incl. btw",
    byCard: (range: string) => `Volgens het tarief: ${range}.`,
    examplesNote:
      "Prijzen incl. btw (21 % btw inbegrepen), ter indicatie: elke woning is anders (verdieping, lift, draagafstand, nodige sortering). Alleen de schriftelijke offerte na een bezoek verbindt.",
    quote: "Mijn gratis offerte aanvragen",
    headTitle: (from: string, upTo: string) => `Tarieven woningontruiming: ${from} tot ${upTo} incl. btw`,
    description: (from: string, upTo: string, rate: string, reach: string) =>
      `Woningontruiming in België: van ${from} tot ${upTo} incl. btw, ${rate} per m³${reach ? ` ${reach}, daarna degressief` : ""}, toeslagen en voorbeelden met prijzen.`,
    ogTitle: (from: string, upTo: string) => `Tarieven: ${from} tot ${upTo} incl. btw`,
  },
});

type Copy = (typeof COPY)["fr"];

/** « 35 m³ à 40–50 € et 25 m³ à 25–30 € »: the card applied band by band to `volume`, so a visitor can redo the sum. */
function bandByBand(prices: Prices, volume: number, copy: Copy, { format, words }: Tools): string {
  const parts: string[] = [];
  let from = 0;
  for (const band of prices.perCubicMetre) {
    const to = Math.min(volume, band.upTo ?? Infinity);
    if (to > from) parts.push(copy.band(format.number(to - from), words.rateRange(band, "–")));
    if (volume <= to) break;
    from = to;
  }
  return parts.join(copy.and);
}

/** The surcharges and reductions of the estimator, as the rows of a table: what, then how much. */
function extrasRows(model: PriceModel, copy: Copy, { format, words }: Tools): Array<[string, string]> {
  const { access, situation, resale } = model;
  const perCubic = (amount: number) => copy.perCubicMetre(format, amount);
  return [
    [copy.extras.floorWithoutLift, `+${perCubic(access.perFloorWithoutLift)}`],
    [copy.extras.floorWithLift, `+${perCubic(access.perFloorWithLift)}`],
    ...access.carrying.map((band, i): [string, string] => {
      const phrase = words.carryingPhrase(model, i);
      return [
        phrase.charAt(0).toUpperCase() + phrase.slice(1),
        band.perCubicMetre === 0 ? copy.extras.included : `+${perCubic(band.perCubicMetre)}`,
      ];
    }),
    [copy.extras.hoarding, `+${format.percent(situation.hoarding)}`],
    [copy.extras.someResale, `−${format.percent(resale.some)}`],
    [copy.extras.manyResale, `−${format.percent(resale.many)}`],
  ];
}

/**
 * The surcharges applied once, on the smallest example: where (« 20 m³ au 2e étage sans
 * ascenseur… »), the sum (« 800 à 1 000 € + 20 m³ × 10 € ») and the total; null when that total
 * would leave the stated prices (the estimator then shows it better).
 */
function extrasExample(prices: Prices, model: PriceModel, copy: Copy, { format, words }: Tools) {
  const volume = Math.min(...prices.examples.map((e) => e.volume));
  const carrying = Math.min(1, model.access.carrying.length - 1);
  const { perFloorWithoutLift } = model.access;
  const carry = model.access.carrying[carrying]!.perCubicMetre;
  const perCubic = EXAMPLE_FLOOR * perFloorWithoutLift + carry;
  const card = scaleRange(prices.perCubicMetre, volume);
  const total = { low: card.low + volume * perCubic, high: card.high + volume * perCubic };
  if (card.low < prices.from || total.high > prices.upTo || perCubic === 0) return null;
  const distance = carrying > 0 ? `, ${words.carryingPhrase(model, carrying)}` : "";
  return {
    where: copy.where(format.number(volume), words.floorLabel(EXAMPLE_FLOOR).toLowerCase(), distance),
    // « 20 m³ × (2 × 4 € + 2 €) »: each surcharge per m³ where it comes from.
    sum: `${copy.euroRange(format, card.low, card.high)} + ${format.number(volume)}\u00A0m³ × (${EXAMPLE_FLOOR} × ${format.euros(perFloorWithoutLift)}${carry > 0 ? ` + ${format.euros(carry)}` : ""})`,
    total: copy.euroRange(format, total.low, total.high),
  };
}

function PricingPage() {
  const { claims, estimator, locale, services } = useSite().data;
  const { prices } = claims;
  const copy = useCopy(COPY);
  const format = useFormat();
  const tools: Tools = { format, words: WORDS[locale] };
  const { words } = tools;
  const paths = PATHS[locale];
  const euros = format.euros;
  const range = (r: { low: number; high: number }) => copy.euroRange(format, r.low, r.high);
  const ceiling = format.number(volumeCeiling(prices));
  const largest = prices.examples.reduce((a, b) => (b.volume > a.volume ? b : a));
  const extras = extrasExample(prices, estimator, copy, tools);
  const volumeHint = copy.volumeHint(
    prices.examples.map(
      (e) => `${e.title.charAt(0).toLowerCase()}${e.title.slice(1)}, ${format.number(e.volume)}\u00A0m³`,
    ),
  );
  // An extra service, linked, then the basis of its price. One missing from the edition leaves
  // a link the link check refuses.
  const extra = (id: string, text: string) => {
    const service = services.find((s) => s.id === id);
    return (
      <>
        <a href={service?.url ?? paths.service(id)}>{text}</a> {service ? copy.basis[service.priceBasis] : ""}
      </>
    );
  };
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead(euros(prices.from), euros(prices.upTo), ceiling)}
      >
        <div className="page-hero-actions needs-js">
          <a className="button button-primary" href={`#${ESTIMATOR_ANCHOR[locale]}`}>
            {copy.estimate}
          </a>
        </div>
      </PageHero>
      <Section tight id="rate-title">
        <div className="grid grid-3">
          <div className="card price-card">
            <div className="card-body">
              <h2 id="rate-title" className="h3">
                {copy.rate}
              </h2>
              <ul className="rate-bands">
                {prices.perCubicMetre.map((band, i) => (
                  <li key={i}>
                    <span className="price">{words.rateRange(band, "–")}</span>{" "}
                    <span>
                      {copy.perM3} {words.bandReach(prices.perCubicMetre, i)}
                    </span>
                  </li>
                ))}
              </ul>
              <p>{copy.rateNote}</p>
            </div>
          </div>
          <div className="card price-card">
            <div className="card-body">
              <h2 className="h3">{copy.range}</h2>
              <p className="price">
                {euros(prices.from)} <span>{copy.to}</span> {euros(prices.upTo)}
              </p>
              <p>{copy.rangeNote(euros(prices.from), euros(prices.upTo), ceiling)}</p>
            </div>
          </div>
          <div className="card price-card">
            <div className="card-body">
              <h2 className="h3">{copy.delay}</h2>
              <p className="price">{clearanceDelay(claims.delays, locale)}</p>
              <p>{copy.delayNote(clearanceDelay(claims.delays, locale))}</p>
            </div>
          </div>
        </div>
      </Section>
      <Section tight layout="split" id="scale-title">
        <div>
          <h2 id="scale-title">{copy.scaleTitle}</h2>
          <p>{copy.scale(words.scalePhrase(prices.perCubicMetre))}</p>
          <p className="worked-example">
            {copy.house(
              format.number(largest.volume),
              bandByBand(prices, largest.volume, copy, tools),
              range(scaleRange(prices.perCubicMetre, largest.volume)),
            )}
          </p>
          <p>{copy.extrasText}</p>
          {extras && <p className="worked-example">{copy.extrasExample(extras.where, extras.sum, extras.total)}</p>}
        </div>
        <div className="panel">
          <table className="rate-table">
            <caption>{copy.extrasCaption}</caption>
            <tbody>
              {extrasRows(estimator, copy, tools).map(([what, amount]) => (
                <tr key={what}>
                  <th scope="row">{what}</th>
                  <td>{amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="form-notice">{copy.extrasNote(euros(prices.from))}</p>
        </div>
      </Section>
      <Section tone="white" anchor={ESTIMATOR_ANCHOR[locale]} id="estimator-title">
        <SectionHead id="estimator-title" eyebrow={copy.estimatorEyebrow} title={copy.estimatorTitle}>
          {copy.estimatorLead}
        </SectionHead>
        <Island
          name="PriceEstimator"
          className="needs-js"
          props={{
            model: estimator,
            id: "estimateur",
            volumeHint,
            words: ESTIMATOR_WORDS_OF[locale],
            quotePage: paths.contact,
          }}
        />
        <p className="form-fallback no-js-only">{copy.estimatorFallback(paths.contact)}</p>
      </Section>
      <Section layout="split" id="included-title">
        <div>
          <h2 id="included-title">{copy.includedTitle}</h2>
          <p>{copy.firm(euros(prices.from))}</p>
          <p>{copy.extrasServices(extra)}</p>
        </div>
        <CheckList items={copy.included} />
      </Section>
      <Section tone="white" id="examples-title">
        <h2 id="examples-title">{copy.examples}</h2>
        <div className="grid grid-3">
          {prices.examples.map((e) => (
            <div key={e.id} className="card price-card">
              <div className="card-body">
                <h3>{e.title}</h3>
                <p>{copy.volume(format.number(e.volume))}</p>
                <p className="price">
                  {euros(e.price)} <span>{copy.vat}</span>
                </p>
                <p>{copy.byCard(range(cardRange(prices, e.volume)))}</p>
              </div>
            </div>
          ))}
        </div>
        <p className="form-notice">{copy.examplesNote}</p>
        <ContactButtons quoteLabel={copy.quote} />
      </Section>
    </>
  );
}

export default defineRoute({
  id: "pricing",
  locales: LOCALES,
  paths: (data) => [{ url: PATHS[data.locale].pricing, props: {} }],
  head: (_, { claims: { prices }, estimator, locale }) => {
    const copy = COPY[locale];
    const format = FORMATS[locale];
    const words = WORDS[locale];
    // French writes the lower bound without its unit (« 150 à 2 500 € »), Dutch with it.
    const from = locale === DEFAULT_LOCALE ? format.number(prices.from) : format.euros(prices.from);
    const reach = prices.perCubicMetre.length > 1 ? words.bandReach(prices.perCubicMetre, 0) : "";
    return {
      title: copy.headTitle(from, format.euros(prices.upTo)),
      description: copy.description(from, format.euros(prices.upTo), words.rateRange(prices.perCubicMetre[0]!), reach),
      breadcrumbs: [{ name: copy.eyebrow, url: PATHS[locale].pricing }],
      ogTitle: copy.ogTitle(format.euros(prices.from), format.euros(prices.upTo)),
      ogLabel: copy.eyebrow,
      jsonLd: [pricingJsonLd(prices, estimator, locale)],
    };
  },
  Page: PricingPage,
});
