/** What layout components read while a page renders: the content, the settings and the URL. */
import { createContext, useContext } from "react";
import type { Settings } from "../../config.ts";
import type { SiteData } from "../content/types.ts";

export interface SiteContextValue {
  data: SiteData;
  settings: Settings;
  url: string;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() hors d’un rendu de page");
  return value;
}
