import { DEFAULT_LOCALE, LANGUAGE_TAGS } from "../../../content/locales.ts";
import { PATHS } from "../../../content/paths.ts";
import { FAVICON_DATA_URL, ICONS } from "../assets/icons.ts";
import { palette } from "../assets/palette.ts";
import type { BrandFacts } from "../content/facts.ts";

/** Where the manifest is served; every page links it in its head (site/shell/Document.tsx). */
export const MANIFEST_URL = "/manifest.webmanifest";

/** Web app manifest (research notes, section 5): installable with 192/512 and maskable icons. */
export function webManifest(brand: BrandFacts): object {
  return {
    id: "/",
    name: `${brand.tradeName} – vide-maison en Belgique`,
    short_name: brand.tradeName,
    description: "Vide-maison, débarras et nettoyage partout en Belgique : devis gratuit, intervention rapide.",
    lang: LANGUAGE_TAGS[DEFAULT_LOCALE],
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brand.themeColor,
    background_color: palette.sand100,
    icons: [
      // Chromium checks installability on every page it opens, with the icon it prefers, the vector
      // one when there is one: carried inside the manifest, it costs no request beside the first paint.
      { src: FAVICON_DATA_URL, sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: ICONS.any192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: ICONS.any512, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: ICONS.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Demander un devis", url: PATHS.fr.contact, icons: [{ src: ICONS.any192, sizes: "192x192" }] },
      { name: "Nos tarifs", url: PATHS.fr.pricing, icons: [{ src: ICONS.any192, sizes: "192x192" }] },
    ],
  };
}
