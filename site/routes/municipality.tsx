import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { REGION_LABELS } from "../../content/vocabulary.ts";
import { provinceName } from "../lib/text/place-names.ts";
import { localized, useCopy, useFormat } from "../lib/render/localized.ts";
import type { Formats } from "../lib/text/format.ts";
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
import { atPlace, ofPlace } from "../lib/text/place-names.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { serviceJsonLd } from "../lib/render/structured-data.ts";

/**
 * « Hainaut · Wallonie »; a Brussels commune's province and region share one name
 * (« Bruxelles-Capitale », « Brussel »), shown once.
 */
export function whereLabel(m: Municipality, locale: Locale = DEFAULT_LOCALE): string {
  const region = REGION_LABELS[locale][m.region];
  const province = provinceName(m, locale);
  return province === region ? region : `${province} · ${region}`;
}

interface Facts {
  delay: string;
  recyclingBasis: string;
  /** Whether the page's recycling rate was measured in this municipality, not the company-wide default of claims.yaml. */
  ownRate: boolean;
  format: Formats;
}

const COPY = localized({
  fr: {
    title: (m: Municipality) => `Vide-maison ${atPlace(m)}`,
    lead: (m: Municipality) =>
      `Débarras de maisons, d’appartements, de caves et de greniers ${atPlace(m)} (${m.postalCode}) : devis gratuit, tri et recyclage, logement rendu propre.`,
    quote: "Devis gratuit",
    figures: (m: Municipality) => `Nos chiffres ${atPlace(m)}`,
    satisfied: (satisfied: string, interventions: string) =>
      `de clients satisfaits : ${satisfied} sur ${interventions} interventions`,
    delayLabel: "pour une visite ou un devis",
    recycled: (ownRate: boolean) => `réemployé ou recyclé${ownRate ? " dans la commune" : " sur tous nos chantiers"}`,
    interventions: "interventions dans la commune",
    intro: (m: Municipality) => `Vider une maison ${atPlace(m)}`,
    local: (m: Municipality) => `Bon à savoir ${atPlace(m)}`,
    housing: "Logements",
    access: "Accès et stationnement",
    recycling: "Tri et recyclage",
    wasteBody: "Collecte et traitement des déchets :",
    areas: "Quartiers et sections desservis",
    whole: (m: Municipality, codes: string) => `Toute la commune ${ofPlace(m)} (${codes}).`,
    codes: (count: number): string => (count > 1 ? "Codes postaux" : "Code postal"),
    inhabitants: (population: string, year: number) => `${population} habitants (${year}).`,
    codesSeparator: " : ",
    contact: "Nous contacter",
    method: (m: Municipality) => `Notre méthode ${atPlace(m)}`,
    process: (m: Municipality): Step[] => [
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
    ],
    reasonsTitle: "Six raisons de nous confier votre débarras",
    reasons: (m: Municipality, { delay, recyclingBasis, ownRate, format }: Facts) => [
      `Visite ou devis ${atPlace(m)} sous ${delay}`,
      "Devis gratuit, écrit et sans engagement",
      "Valeur des objets revendables déduite du prix",
      "Équipe assurée et transporteur de déchets enregistré",
      `${format.percent(m.statistics.recyclingRate)} de ce que nous évacuons${ownRate ? ` ${atPlace(m)}` : ""} réemployé ou recyclé (${recyclingBasis})`,
      "Logement rendu balayé, prêt pour la vente ou l’état des lieux",
    ],
    nearby: (m: Municipality) => `Communes proches ${ofPlace(m)}`,
    farther: "Autres communes desservies",
    faq: (m: Municipality) => `Questions fréquentes ${atPlace(m)}`,
    closing: (m: Municipality) => `Votre débarras ${atPlace(m)}, de A à Z`,
    form: (m: Municipality) => `Demander un devis ${atPlace(m)}`,
    headTitle: (m: Municipality) => `Vide-maison ${atPlace(m)} (${m.postalCode})`,
    zones: "Zones d’intervention",
  },
  nl: {
    title: (m: Municipality) => `Woningontruiming in ${m.name}`,
    lead: (m: Municipality) =>
      `Ontruiming van huizen, appartementen, kelders en zolders in ${m.name} (${m.postalCode}): gratis offerte, sorteren en recycleren, woning netjes opgeleverd.`,
    quote: "Gratis offerte",
    figures: (m: Municipality) => `Onze cijfers in ${m.name}`,
    satisfied: (satisfied: string, interventions: string) =>
      `tevreden klanten: ${satisfied} op ${interventions} opdrachten`,
    delayLabel: "voor een bezoek of een offerte",
    recycled: (ownRate: boolean) => `hergebruikt of gerecycleerd${ownRate ? " in de gemeente" : " op al onze werven"}`,
    interventions: "opdrachten in de gemeente",
    intro: (m: Municipality) => `Een woning leegmaken in ${m.name}`,
    local: (m: Municipality) => `Goed om te weten in ${m.name}`,
    housing: "Woningen",
    access: "Toegang en parkeren",
    recycling: "Sorteren en recycleren",
    wasteBody: "Ophaling en verwerking van afval:",
    areas: "Wijken en deelgemeenten",
    whole: (m: Municipality, codes: string) => `De hele gemeente ${m.name} (${codes}).`,
    codes: (count: number) => (count > 1 ? "Postcodes" : "Postcode"),
    inhabitants: (population: string, year: number) => `${population} inwoners (${year}).`,
    codesSeparator: ": ",
    contact: "Contacteer ons",
    method: (m: Municipality) => `Onze werkwijze in ${m.name}`,
    process: (m: Municipality): Step[] => [
      {
        title: "Bezoek ter plaatse",
        text: `Een ploegleider bezoekt de woning in ${m.name} en geeft u een gratis offerte, incl. btw.`,
      },
      {
        title: "Planning",
        text: "We leggen samen de datum vast, vragen het parkeerverbod aan en verwittigen zo nodig de syndicus.",
      },
      {
        title: "Professionele ontruiming",
        text: "De ploeg maakt de ruimtes leeg, beschermt de gemeenschappelijke delen en laadt meteen in.",
      },
      {
        title: "Hergebruik en recyclage",
        text: "Eerst schenken en verkopen, dan sorteren per materiaal: de rest gaat naar erkende sorteercentra.",
      },
    ],
    reasonsTitle: "Zes redenen om uw ontruiming aan ons toe te vertrouwen",
    reasons: (m: Municipality, { delay, recyclingBasis, ownRate, format }: Facts) => [
      `Bezoek of offerte in ${m.name} binnen ${delay}`,
      "Gratis, schriftelijke en vrijblijvende offerte",
      "Waarde van verkoopbare spullen afgetrokken van de prijs",
      "Verzekerde ploeg en geregistreerde afvaltransporteur",
      `${format.percent(m.statistics.recyclingRate)} van wat we afvoeren${ownRate ? ` in ${m.name}` : ""} hergebruikt of gerecycleerd (${recyclingBasis})`,
      "Woning veegschoon opgeleverd, klaar voor verkoop of plaatsbeschrijving",
    ],
    nearby: (m: Municipality) => `Gemeenten in de buurt van ${m.name}`,
    farther: "Andere gemeenten waar we werken",
    faq: (m: Municipality) => `Veelgestelde vragen over ${m.name}`,
    closing: (m: Municipality) => `Uw ontruiming in ${m.name}, van A tot Z`,
    form: (m: Municipality) => `Offerte aanvragen in ${m.name}`,
    headTitle: (m: Municipality) => `Woningontruiming in ${m.name} (${m.postalCode})`,
    zones: "Werkgebied",
  },
});

/** Links to other municipality pages, under their heading (nearby ones, or farther ones: lib/content/nearby.ts). */
function MunicipalityLinks({ id, title, places }: { id: string; title: string; places: Municipality[] }) {
  const { locale } = useSite().data;
  return (
    <>
      <h2 id={id}>{title}</h2>
      <ul className="nearby-list" aria-labelledby={id}>
        {places.map((n) => (
          <li key={n.slug}>
            <a href={n.url}>{n.name}</a> <span>{provinceName(n, locale)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function MunicipalityPage({ m }: { m: Municipality }) {
  const codes = m.postalCodes.join(", ");
  const { claims, locale, photos } = useSite().data;
  const copy = useCopy(COPY);
  const format = useFormat();
  const delay = quoteDelay(claims.delays, locale);
  const satisfaction = satisfactionOf(m.statistics);
  const ownRate = m.statistics.ownRecyclingRate;
  return (
    <>
      <header className="hero hero-compact">
        <div className={m.photo ? "container hero-grid" : "container"}>
          <div>
            <p className="eyebrow">
              <Icon name="pin" size={18} /> {whereLabel(m, locale)}
            </p>
            <h1>{copy.title(m)}</h1>
            <p className="lead">{copy.lead(m)}</p>
            <ContactButtons quoteLabel={copy.quote} className="hero-actions" />
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

      <Section tight label={copy.figures(m)}>
        <ul className="stats">
          {satisfaction && (
            <li>
              <span className="stat-value">{format.percent(satisfaction.percent)}</span>
              <span className="stat-label">
                {copy.satisfied(format.number(satisfaction.satisfied), format.number(satisfaction.interventions))}
              </span>
            </li>
          )}
          <li>
            <span className="stat-value">{delay}</span>
            <span className="stat-label">{copy.delayLabel}</span>
          </li>
          <li>
            <span className="stat-value">{format.percent(m.statistics.recyclingRate)}</span>
            <span className="stat-label">{copy.recycled(ownRate)}</span>
          </li>
          <li>
            <span className="stat-value">{format.number(m.statistics.interventions)}</span>
            <span className="stat-label">{copy.interventions}</span>
          </li>
        </ul>
      </Section>

      <div className="container split split-wide section-tight">
        <div>
          <section className="prose" aria-labelledby="intro-title">
            <h2 id="intro-title">{copy.intro(m)}</h2>
            <Html html={m.introHtml} />
          </section>
          <section className="local-notes" aria-labelledby="local-title">
            <h2 id="local-title">{copy.local(m)}</h2>
            <div className="grid">
              <div className="card local-note">
                <h3>
                  <Icon name="house" /> {copy.housing}
                </h3>
                <Html html={m.housingHtml} />
              </div>
              <div className="card local-note">
                <h3>
                  <Icon name="truck" /> {copy.access}
                </h3>
                <Html html={m.accessHtml} />
              </div>
              <div className="card local-note">
                <h3>
                  <Icon name="recycle" /> {copy.recycling}
                </h3>
                <p className="waste-body">
                  {copy.wasteBody} <strong>{m.wasteBody}</strong>
                </p>
                <Html html={m.recyclingHtml} />
              </div>
            </div>
          </section>
        </div>
        <aside className="stack">
          <section className="panel" aria-labelledby="areas-title">
            <h2 id="areas-title" className="h3">
              {copy.areas}
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
              <p>{copy.whole(m, codes)}</p>
            )}
            <p className="form-notice">
              {copy.codes(m.postalCodes.length)}
              {copy.codesSeparator}
              {codes} · {copy.inhabitants(format.number(m.population), m.populationYear)}
            </p>
          </section>
          <section className="panel" aria-labelledby="contact-panel-title">
            <h2 id="contact-panel-title" className="h3">
              {copy.contact}
            </h2>
            <ContactList />
          </section>
        </aside>
      </div>

      <Section tone="white" id="process-title">
        <h2 id="process-title">{copy.method(m)}</h2>
        <ProcessSteps steps={copy.process(m)} />
      </Section>

      <Section layout="split" id="reasons-title">
        <div>
          <h2 id="reasons-title">{copy.reasonsTitle}</h2>
          <CheckList items={copy.reasons(m, { delay, recyclingBasis: claims.recyclingBasis, ownRate, format })} />
        </div>
        <div>
          {m.nearby.length > 0 && <MunicipalityLinks id="nearby-title" title={copy.nearby(m)} places={m.nearby} />}
          {m.farther.length > 0 && <MunicipalityLinks id="farther-title" title={copy.farther} places={m.farther} />}
        </div>
      </Section>

      <Section tone="white" layout="narrow" id="faq-title">
        <h2 id="faq-title">{copy.faq(m)}</h2>
        <FaqList items={m.faq} />
      </Section>

      <Section layout="split" id="form-title">
        <div className="prose">
          <h2 id="more-title">{copy.closing(m)}</h2>
          <Html html={m.closingHtml} />
        </div>
        <div className="panel">
          <h2 id="form-title">{copy.form(m)}</h2>
          <QuoteFormBlock variant="standalone" id="devis-commune" city={m.name} />
        </div>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "municipality",
  locales: LOCALES,
  paths: (data) => data.municipalities.map((m) => ({ url: m.url, key: m.slug, props: { m } })),
  head: ({ m }, data) => {
    const copy = COPY[data.locale];
    return {
      title: copy.headTitle(m),
      description: m.metaDescription,
      keywords: m.keywords,
      breadcrumbs: [
        { name: copy.zones, url: PATHS[data.locale].zones },
        { name: m.name, url: m.url },
      ],
      ogTitle: copy.title(m),
      ogLabel: `${provinceName(m, data.locale)} · ${m.postalCode}`,
      jsonLd: [
        serviceJsonLd(
          copy.title(m),
          m.metaDescription,
          m.url,
          data.claims.prices,
          { name: m.name, postalCode: m.postalCode },
          data.locale,
        ),
      ],
    };
  },
  Page: MunicipalityPage,
});
