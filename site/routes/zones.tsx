import { PageHero } from "../components/PageHero.tsx";
import { ZoneFilter, type Town } from "../components/ZoneFilter.tsx";
import { quoteDelay } from "../lib/content/rules/delays.ts";
import { Section } from "../components/Section.tsx";
import type { Municipality } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";
import { TYPOGRAPHY } from "../lib/text/typography.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy, useFormat } from "../lib/render/localized.ts";
import { provinceName } from "../lib/text/place-names.ts";
import { useSite } from "../lib/render/site-context.tsx";

/** A zone card shows the first three neighbourhoods and "+N" for the rest (spec, section 9). */
export const CARD_NEIGHBOURHOODS = 3;

/** A town card's data; its text is typeset here, as the page's typography skips islands. */
export function townOf(m: Municipality, locale: Locale = DEFAULT_LOCALE): Town {
  const typeset = TYPOGRAPHY[locale];
  const names = m.neighbourhoods.map((n) => typeset(n.name));
  return {
    name: typeset(m.name),
    url: m.url,
    province: provinceName(m, locale),
    region: m.region,
    postalCode: m.postalCode,
    neighbourhoods: names.slice(0, CARD_NEIGHBOURHOODS),
    more: Math.max(0, names.length - CARD_NEIGHBOURHOODS),
  };
}

const COPY = localized({
  fr: {
    eyebrow: "Zones d’intervention",
    title: "Vide-maison partout en Belgique",
    lead: "Nos équipes interviennent dans les trois Régions. Choisissez votre commune pour découvrir comment nous y travaillons : logements, accès et stationnement, tri et collecte des déchets.",
    figures: "Chiffres clés",
    described: "communes décrites une à une",
    clientsSince: (year: number) => `clients depuis ${year}`,
    delayLabel: "pour une visite ou un devis",
    towns: "Nos communes",
    missing: (contact: string) => (
      <>
        Votre commune n’est pas dans la liste ? Nous intervenons aussi chez vous :{" "}
        <a href={contact}>demandez un devis</a>.
      </>
    ),
    headTitle: (count: number) => `Zones d’intervention : ${count} communes`,
    description: (days: string) =>
      `Vide-maison à Bruxelles, en Wallonie et en Flandre : trouvez votre commune, ses quartiers et nos conditions d’intervention. Devis gratuit, ${days}.`,
    ogTitle: "Nos zones d’intervention en Belgique",
    ogLabel: "Zones",
  },
  nl: {
    eyebrow: "Werkgebied",
    title: "Woningontruiming in heel België",
    lead: "Onze ploegen werken in de drie Gewesten. Kies uw gemeente en ontdek hoe we er werken: woningen, toegang en parkeren, sorteren en afvalophaling.",
    figures: "Kerncijfers",
    described: "gemeenten elk apart beschreven",
    clientsSince: (year: number) => `klanten sinds ${year}`,
    delayLabel: "voor een bezoek of een offerte",
    towns: "Onze gemeenten",
    missing: (contact: string) => (
      <>
        Staat uw gemeente niet in de lijst? We komen ook bij u: <a href={contact}>vraag een offerte aan</a>.
      </>
    ),
    headTitle: (count: number) => `Werkgebied: ${count} gemeenten`,
    description: (days: string) =>
      `Woningontruiming in Vlaanderen, Brussel en Wallonië: vind uw gemeente, haar wijken en onze werkwijze. Gratis offerte, ${days}.`,
    ogTitle: "Ons werkgebied in België",
    ogLabel: "Werkgebied",
  },
});

function ZonesPage({ municipalities }: { municipalities: Municipality[] }) {
  const { brand, claims, locale } = useSite().data;
  const copy = useCopy(COPY);
  const format = useFormat();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section tight label={copy.figures}>
        <ul className="stats">
          <li>
            <span className="stat-value">{format.number(municipalities.length)}</span>
            <span className="stat-label">{copy.described}</span>
          </li>
          <li>
            <span className="stat-value">{format.atLeast(claims.clients)}</span>
            <span className="stat-label">{copy.clientsSince(brand.founded)}</span>
          </li>
          <li>
            <span className="stat-value">{brand.hours.days}</span>
            <span className="stat-label">{brand.hoursRange}</span>
          </li>
          <li>
            <span className="stat-value">{quoteDelay(claims.delays, locale)}</span>
            <span className="stat-label">{copy.delayLabel}</span>
          </li>
        </ul>
      </Section>
      <Section tight id="towns-title" title={copy.towns}>
        <ZoneFilter towns={municipalities.map((m) => townOf(m, locale))} />
        <p className="form-notice">{copy.missing(PATHS[locale].contact)}</p>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "zones",
  locales: LOCALES,
  paths: (data) => [{ url: PATHS[data.locale].zones, props: { municipalities: data.municipalities } }],
  head: ({ municipalities }, { brand, locale }) => {
    const copy = COPY[locale];
    return {
      title: copy.headTitle(municipalities.length),
      description: copy.description(brand.hours.days),
      breadcrumbs: [{ name: copy.eyebrow, url: PATHS[locale].zones }],
      ogTitle: copy.ogTitle,
      ogLabel: copy.ogLabel,
    };
  },
  Page: ZonesPage,
});
