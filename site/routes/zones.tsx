import { PageHero } from "../components/PageHero.tsx";
import { ZoneFilter, type Town } from "../components/ZoneFilter.tsx";
import { quoteDelay } from "../lib/content/rules/delays.ts";
import { Section } from "../components/Section.tsx";
import type { Municipality } from "../lib/content/types.ts";
import { formatAtLeast, formatNumber } from "../lib/text/format.ts";
import { defineRoute } from "../lib/render/route.ts";
import { frenchTypography } from "../lib/text/typography.ts";
import { useSite } from "../lib/render/site-context.tsx";

/** A zone card shows the first three neighbourhoods and "+N" for the rest (spec, section 9). */
export const CARD_NEIGHBOURHOODS = 3;

/** A town card's data; its text is typeset here, as the page's typography skips islands. */
export function townOf(m: Municipality): Town {
  const names = m.neighbourhoods.map((n) => frenchTypography(n.name));
  return {
    name: frenchTypography(m.name),
    url: m.url,
    province: m.province,
    region: m.region,
    postalCode: m.postalCode,
    neighbourhoods: names.slice(0, CARD_NEIGHBOURHOODS),
    more: Math.max(0, names.length - CARD_NEIGHBOURHOODS),
  };
}

function ZonesPage({ municipalities }: { municipalities: Municipality[] }) {
  const { brand, claims } = useSite().data;
  return (
    <>
      <PageHero
        eyebrow="Zones d’intervention"
        title="Vide-maison partout en Belgique"
        lead="Nos équipes interviennent dans les trois Régions. Choisissez votre commune pour découvrir comment nous y travaillons : logements, accès et stationnement, tri et collecte des déchets."
      />
      <Section tight label="Chiffres clés">
        <ul className="stats">
          <li>
            <span className="stat-value">{formatNumber(municipalities.length)}</span>
            <span className="stat-label">communes décrites une à une</span>
          </li>
          <li>
            <span className="stat-value">{formatAtLeast(claims.clients)}</span>
            <span className="stat-label">clients depuis {brand.founded}</span>
          </li>
          <li>
            <span className="stat-value">{brand.hours.days}</span>
            <span className="stat-label">{brand.hoursRange}</span>
          </li>
          <li>
            <span className="stat-value">{quoteDelay(claims.delays)}</span>
            <span className="stat-label">pour une visite ou un devis</span>
          </li>
        </ul>
      </Section>
      <Section tight id="towns-title" title="Nos communes">
        <ZoneFilter towns={municipalities.map(townOf)} />
        <p className="form-notice">
          Votre commune n’est pas dans la liste ? Nous intervenons aussi chez vous :{" "}
          <a href="/contact">demandez un devis</a>.
        </p>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "zones",
  paths: (data) => [{ url: "/zones-intervention", props: { municipalities: data.municipalities } }],
  head: ({ municipalities }, { brand }) => ({
    title: `Zones d’intervention : ${municipalities.length} communes`,
    description: `Vide-maison à Bruxelles, en Wallonie et en Flandre : trouvez votre commune, ses quartiers et nos conditions d’intervention. Devis gratuit, ${brand.hours.days}.`,
    breadcrumbs: [{ name: "Zones d’intervention", url: "/zones-intervention" }],
    ogTitle: "Nos zones d’intervention en Belgique",
    ogLabel: "Zones",
  }),
  Page: ZonesPage,
});
