/**
 * Region filter of /zones-intervention. The server renders every town (the no-JavaScript
 * view) and one button per region; this hides the towns of the other regions, and reads and
 * writes the chosen region in ?region= so a filtered view can be shared and survives a reload.
 */
export const REGION_PARAM = "region";
/** The button that shows every town has this region id; it leaves ?region= out of the URL. */
export const ALL_REGIONS = "all";

/** The count's words, in the page's language (data-one, data-many: site/components/ZoneFilter.tsx). */
export interface CountWords {
  one: string;
  many: string;
}

export const townCountLabel = (count: number, words: CountWords) => `${count} ${count > 1 ? words.many : words.one}`;

export default function enhanceZoneFilter(root: HTMLElement): void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-region]")];
  const towns = [...root.querySelectorAll<HTMLElement>("li[data-region]")];
  const list = root.querySelector<HTMLElement>("[data-town-list]");
  const count = root.querySelector<HTMLElement>("[data-town-count]");
  const empty = root.querySelector<HTMLElement>("[data-town-empty]");
  if (!list || !count || !empty) return;

  const show = (region: string) => {
    let shown = 0;
    for (const town of towns) {
      town.hidden = region !== ALL_REGIONS && town.dataset.region !== region;
      if (!town.hidden) shown++;
    }
    for (const button of buttons) button.setAttribute("aria-pressed", String(button.dataset.region === region));
    count.textContent = townCountLabel(shown, { one: count.dataset.one ?? "", many: count.dataset.many ?? "" });
    list.hidden = shown === 0;
    empty.hidden = shown > 0;
  };

  const fromUrl = new URLSearchParams(location.search).get(REGION_PARAM);
  if (fromUrl && fromUrl !== ALL_REGIONS && buttons.some((b) => b.dataset.region === fromUrl)) show(fromUrl);

  for (const button of buttons) {
    button.addEventListener("click", () => {
      const region = button.dataset.region!;
      show(region);
      const url = new URL(location.href);
      if (region === ALL_REGIONS) url.searchParams.delete(REGION_PARAM);
      else url.searchParams.set(REGION_PARAM, region);
      history.replaceState(null, "", url);
    });
  }
}
