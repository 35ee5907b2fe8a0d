/**
 * Town list of /zones-intervention with its region filter. Every town is rendered (the view
 * without JavaScript, where the filter buttons are hidden); client/widgets/zone-filter.ts
 * makes the buttons hide the towns of the other regions.
 */
import { REGION_LABELS, REGIONS, type Region } from "../../content/vocabulary.ts";
import type { Locale } from "../../content/locales.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { ALL_REGIONS, townCountLabel } from "../../client/widgets/zone-filter.ts";
import { widgetRoot } from "../lib/render/widget-root.ts";

const COPY = localized({
  fr: {
    all: "Toutes les régions",
    empty: "Aucune commune trouvée dans cette région.",
    filter: "Filtrer par région",
    count: { one: "commune affichée", many: "communes affichées" },
  },
  nl: {
    all: "Alle gewesten",
    empty: "Geen gemeenten gevonden in dit gewest.",
    filter: "Filteren op gewest",
    count: { one: "gemeente getoond", many: "gemeenten getoond" },
  },
});

/** The filter's buttons: every town, then one per region under its name (spec, /zones-intervention). */
export const regionFilters = (locale: Locale): ReadonlyArray<readonly [typeof ALL_REGIONS | Region, string]> => [
  [ALL_REGIONS, COPY[locale].all],
  ...REGIONS.map((id) => [id, REGION_LABELS[locale][id]] as const),
];

export const EMPTY_REGION_MESSAGE = COPY.fr.empty;

export interface Town {
  name: string;
  url: string;
  province: string;
  region: Region;
  postalCode: string;
  neighbourhoods: string[];
  more: number;
}

export function ZoneFilter({ towns }: { towns: Town[] }) {
  const { locale } = useSite().data;
  const copy = useCopy(COPY);
  return (
    <div className="zone-filter" {...widgetRoot("zone-filter")}>
      <div className="filter-buttons needs-js" role="group" aria-label={copy.filter}>
        {regionFilters(locale).map(([id, label]) => (
          <button key={id} type="button" className="filter-button" data-region={id} aria-pressed={id === ALL_REGIONS}>
            {label}
          </button>
        ))}
      </div>
      <p
        className="filter-count"
        role="status"
        data-town-count=""
        data-one={copy.count.one}
        data-many={copy.count.many}
      >
        {townCountLabel(towns.length, copy.count)}
      </p>
      <p className="filter-empty" data-town-empty="" hidden>
        {copy.empty}
      </p>
      <ul className="town-grid" data-town-list="">
        {towns.map((town) => (
          <li key={town.url} className="card town-card" data-region={town.region}>
            <span className="town-province">{town.province}</span>
            <h3>
              <a className="card-stretch" href={town.url}>
                {town.name}
              </a>
            </h3>
            <p className="town-sections">
              {town.neighbourhoods.length > 0 ? town.neighbourhoods.join(", ") : town.postalCode}
              {town.more > 0 && <span className="town-more">{`+${town.more}`}</span>}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
