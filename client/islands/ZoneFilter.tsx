/**
 * Region filter of /zones-intervention. The server renders every town (the no-JavaScript
 * view); after hydration the chosen region is read from and written to ?region= so a
 * filtered view can be shared and survives a reload.
 */
import { useEffect, useState } from "react";

export const REGION_FILTERS = [
  ["all", "Toutes les régions"],
  ["wallonie", "Wallonie"],
  ["bruxelles", "Bruxelles-Capitale"],
  ["flandre", "Flandre"],
] as const;

type Filter = (typeof REGION_FILTERS)[number][0];

export interface Town {
  name: string;
  url: string;
  province: string;
  region: string;
  postalCode: string;
  neighbourhoods: string[];
  more: number;
}

export interface ZoneFilterProps {
  towns: Town[];
}

const isFilter = (value: string | null): value is Filter => REGION_FILTERS.some(([id]) => id === value);

export default function ZoneFilter({ towns }: ZoneFilterProps) {
  const [region, setRegion] = useState<Filter>("all");

  useEffect(() => {
    const fromUrl = new URLSearchParams(location.search).get("region");
    if (isFilter(fromUrl)) setRegion(fromUrl);
  }, []);

  function choose(next: Filter) {
    setRegion(next);
    const url = new URL(location.href);
    if (next === "all") url.searchParams.delete("region");
    else url.searchParams.set("region", next);
    history.replaceState(null, "", url);
  }

  const shown = region === "all" ? towns : towns.filter((t) => t.region === region);
  return (
    <div className="zone-filter">
      <div className="filter-buttons" role="group" aria-label="Filtrer par région">
        {REGION_FILTERS.map(([id, label]) => (
          <button key={id} type="button" className="filter-button" aria-pressed={region === id} onClick={() => choose(id)}>
            {label}
          </button>
        ))}
      </div>
      <p className="filter-count" role="status">
        {`${shown.length} ${shown.length > 1 ? "communes affichées" : "commune affichée"}`}
      </p>
      {shown.length === 0 ? (
        <p className="filter-empty">Aucune ville trouvée dans cette région.</p>
      ) : (
        <ul className="town-grid">
          {shown.map((town) => (
            <li key={town.url} className="card town-card">
              <span className="town-province">{town.province}</span>
              <h3>
                <a className="card-stretch" href={town.url}>{town.name}</a>
              </h3>
              <p className="town-sections">
                {town.neighbourhoods.length > 0 ? town.neighbourhoods.join(", ") : town.postalCode}
                {town.more > 0 && <span className="town-more">{`+${town.more}`}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
