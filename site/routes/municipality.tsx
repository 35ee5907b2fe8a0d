import { REGION_NAMES } from "../../content/vocabulary.ts";
import { ContactList } from "../components/ContactList.tsx";
import { FaqList } from "../components/FaqList.tsx";
import { Html } from "../components/Html.tsx";
import { CheckList } from "../components/CheckList.tsx";
import { Section } from "../components/Section.tsx";
import { ContactButtons } from "../components/ContactButtons.tsx";
import { Icon } from "../components/Icon.tsx";
import { ProcessSteps, type Step } from "../components/ProcessSteps.tsx";
import { QuoteFormBlock } from "../components/QuoteFormBlock.tsx";
import { Photo } from "../components/photos/Photo.tsx";
import { quoteDelay } from "../lib/content/rules/delays.ts";
import { satisfactionOf } from "../lib/content/rules/figures.ts";
import type { Municipality } from "../lib/content/types.ts";
import { formatNumber, formatPercent } from "../lib/text/format.ts";
import { atPlace, ofPlace } from "../lib/text/place-names.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { serviceJsonLd } from "../lib/render/structured-data.ts";

/**
 * « Hainaut · Wallonie »; a Brussels commune's province and region share one name
 * (« Bruxelles-Capitale »), shown once.
 */
export function whereLabel(m: Municipality): string {
  const region = REGION_NAMES[m.region];
  return m.province === region ? region : `${m.province} · ${region}`;
}

const processFor = (m: Municipality): Step[] => [
  {
    title: "Évaluation sur place",
    text: `Un chef d’équipe visite le bien ${atPlace(m)} et vous remet un devis gratuit, TVAC.`,
  },
  {
    title: "Planification",
    text: "Nous fixons la date avec vous, réservons le stationnement et prévenons le syndic s’il le faut.",
  },
  {
    title: "Débarras professionnel",
    text: "L’équipe vide les pièces, protège les parties communes et charge au fur et à mesure.",
  },
  {
    title: "Réemploi et recyclage",
    text: "Dons et revente d’abord, puis tri par matière : le reste part vers des centres de tri agréés.",
  },
];

/** Whether the page's recycling rate was measured in this municipality, not the company-wide default of claims.yaml. */
const ownRecyclingRate = (m: Municipality, defaultRate: number) => m.statistics.recyclingRate !== defaultRate;

const reasonsFor = (m: Municipality, delay: string, recyclingBasis: string, ownRate: boolean): string[] => [
  `Visite ou devis ${atPlace(m)} sous ${delay}`,
  "Devis gratuit, écrit et sans engagement",
  "Valeur des objets revendables déduite du prix",
  "Équipe assurée et transporteur de déchets enregistré",
  `${formatPercent(m.statistics.recyclingRate)} de ce que nous évacuons${ownRate ? ` ${atPlace(m)}` : ""} réemployé ou recyclé (${recyclingBasis})`,
  "Logement rendu balayé, prêt pour la vente ou l’état des lieux",
];

/** Links to other municipality pages, under their heading (nearby ones, or farther ones: lib/content/nearby.ts). */
function MunicipalityLinks({ id, title, places }: { id: string; title: string; places: Municipality[] }) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      <ul className="nearby-list" aria-labelledby={id}>
        {places.map((n) => (
          <li key={n.slug}>
            <a href={n.url}>{n.name}</a> <span>{n.province}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function MunicipalityPage({ m }: { m: Municipality }) {
  const codes = m.postalCodes.join(", ");
  const { claims, photos } = useSite().data;
  const delay = quoteDelay(claims.delays);
  const satisfaction = satisfactionOf(m.statistics);
  const ownRate = ownRecyclingRate(m, claims.municipalityDefaults.recyclingRate);
  return (
    <>
      <header className="hero hero-compact">
        <div className={m.photo ? "container hero-grid" : "container"}>
          <div>
            <p className="eyebrow">
              <Icon name="pin" size={18} /> {whereLabel(m)}
            </p>
            <h1>Vide-maison {atPlace(m)}</h1>
            <p className="lead">
              Débarras de maisons, d’appartements, de caves et de greniers {atPlace(m)} ({m.postalCode}) : devis
              gratuit, tri et recyclage, logement rendu propre.
            </p>
            <ContactButtons quoteLabel="Devis gratuit" className="hero-actions" />
          </div>
          {m.photo && (
            <Photo
              photo={photos[m.photo.src]!}
              alt={m.photo.alt}
              slot="municipality-hero"
              priority="high"
              className="hero-photo"
            />
          )}
        </div>
      </header>

      <Section tight label={`Nos chiffres ${atPlace(m)}`}>
        <ul className="stats">
          {satisfaction && (
            <li>
              <span className="stat-value">{formatPercent(satisfaction.percent)}</span>
              <span className="stat-label">
                de clients satisfaits : {formatNumber(satisfaction.satisfied)} sur{" "}
                {formatNumber(satisfaction.interventions)} interventions
              </span>
            </li>
          )}
          <li>
            <span className="stat-value">{delay}</span>
            <span className="stat-label">pour une visite ou un devis</span>
          </li>
          <li>
            <span className="stat-value">{m.statistics.recyclingRate} %</span>
            <span className="stat-label">
              réemployé ou recyclé, en poids{ownRate ? ", dans la commune" : ", sur tous nos chantiers"}
            </span>
          </li>
          <li>
            <span className="stat-value">{formatNumber(m.statistics.interventions)}</span>
            <span className="stat-label">interventions dans la commune</span>
          </li>
        </ul>
      </Section>

      <div className="container split split-wide section-tight">
        <div>
          <section className="prose" aria-labelledby="intro-title">
            <h2 id="intro-title">Vider une maison {atPlace(m)}</h2>
            <Html html={m.introHtml} />
          </section>
          <section className="local-notes" aria-labelledby="local-title">
            <h2 id="local-title">Bon à savoir {atPlace(m)}</h2>
            <div className="grid">
              <div className="card local-note">
                <h3>
                  <Icon name="house" /> Logements
                </h3>
                <Html html={m.housingHtml} />
              </div>
              <div className="card local-note">
                <h3>
                  <Icon name="truck" /> Accès et stationnement
                </h3>
                <Html html={m.accessHtml} />
              </div>
              <div className="card local-note">
                <h3>
                  <Icon name="recycle" /> Tri et recyclage
                </h3>
                <p className="waste-body">
                  Collecte et traitement des déchets : <strong>{m.wasteBody}</strong>
                </p>
                <Html html={m.recyclingHtml} />
              </div>
            </div>
          </section>
        </div>
        <aside className="stack">
          <section className="panel" aria-labelledby="areas-title">
            <h2 id="areas-title" className="h3">
              Quartiers et sections desservis
            </h2>
            {m.neighbourhoods.length > 0 ? (
              <ul className="tag-list">
                {m.neighbourhoods.map((n) => (
                  <li key={n.name}>
                    {n.name}
                    {n.postalCode && n.postalCode !== m.postalCode ? ` (${n.postalCode})` : ""}
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                Toute la commune {ofPlace(m)} ({codes}).
              </p>
            )}
            <p className="form-notice">
              {m.postalCodes.length > 1 ? "Codes postaux" : "Code postal"} : {codes} · {formatNumber(m.population)}{" "}
              habitants ({m.populationYear}).
            </p>
          </section>
          <section className="panel" aria-labelledby="contact-panel-title">
            <h2 id="contact-panel-title" className="h3">
              Nous contacter
            </h2>
            <ContactList />
          </section>
        </aside>
      </div>

      <Section tone="white" id="process-title">
        <h2 id="process-title">Notre méthode {atPlace(m)}</h2>
        <ProcessSteps steps={processFor(m)} />
      </Section>

      <Section layout="split" id="reasons-title">
        <div>
          <h2 id="reasons-title">Six raisons de nous confier votre débarras</h2>
          <CheckList items={reasonsFor(m, delay, claims.recyclingBasis, ownRate)} />
        </div>
        <div>
          {m.nearby.length > 0 && (
            <MunicipalityLinks id="nearby-title" title={`Communes proches ${ofPlace(m)}`} places={m.nearby} />
          )}
          {m.farther.length > 0 && (
            <MunicipalityLinks id="farther-title" title="Autres communes desservies" places={m.farther} />
          )}
        </div>
      </Section>

      <Section tone="white" layout="narrow" id="faq-title">
        <h2 id="faq-title">Questions fréquentes {atPlace(m)}</h2>
        <FaqList items={m.faq} />
      </Section>

      <Section layout="split" id="form-title">
        <div className="prose">
          <h2 id="more-title">Votre débarras {atPlace(m)}, de A à Z</h2>
          <Html html={m.closingHtml} />
        </div>
        <div className="panel">
          <h2 id="form-title">Demander un devis {atPlace(m)}</h2>
          <QuoteFormBlock variant="standalone" id="devis-commune" city={m.name} />
        </div>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "municipality",
  paths: (data) => data.municipalities.map((m) => ({ url: m.url, props: { m } })),
  head: ({ m }, data) => ({
    title: `Vide-maison ${atPlace(m)} (${m.postalCode})`,
    description: m.metaDescription,
    keywords: m.keywords,
    breadcrumbs: [
      { name: "Zones d’intervention", url: "/zones-intervention" },
      { name: m.name, url: m.url },
    ],
    ogTitle: `Vide-maison ${atPlace(m)}`,
    ogLabel: `${m.province} · ${m.postalCode}`,
    jsonLd: [
      serviceJsonLd(`Vide-maison ${atPlace(m)}`, m.metaDescription, m.url, data.claims.prices, {
        name: m.name,
        postalCode: m.postalCode,
      }),
    ],
  }),
  Page: MunicipalityPage,
});
