/** What layout components read while a page renders: the content, the settings and the URL. */
import { createContext, useContext } from "react";
import type { Settings } from "../../config.ts";
import type { SiteData } from "../content/types.ts";
import type { Alternates, LanguageSwitch } from "./route.ts";

export interface SiteContextValue {
  /** The page's edition: its locale is the page's language. */
  data: SiteData;
  settings: Settings;
  url: string;
  /** The page's address in each edition that has it, its own included (hreflang, the language switch). */
  alternates: Alternates;
  /** Where the header's language switch leads (null: no other edition yet). */
  switchTo: LanguageSwitch | null;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() hors d’un rendu de page");
  return value;
}
