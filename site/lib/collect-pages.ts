/** Every page of the site, in route order (site/routes/index.ts), with its props bound. */
import { routes } from "../routes/index.ts";
import type { SiteData } from "./content/types.ts";
import type { PageToRender } from "./route.ts";

export function pagesOf(data: SiteData): PageToRender[] {
  return routes.flatMap((route) => route.pages(data));
}
