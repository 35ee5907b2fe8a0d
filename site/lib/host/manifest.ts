import { FAVICON_DATA_URL } from "../assets/icons.ts";
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
    lang: "fr-BE",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brand.themeColor,
    background_color: "#f7f5f0",
    icons: [
      // Chromium checks installability on every page it opens, with the icon it prefers, the vector
      // one when there is one: carried inside the manifest, it costs no request beside the first paint.
      { src: FAVICON_DATA_URL, sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Demander un devis", url: "/contact", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: "Nos tarifs", url: "/tarifs", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    ],
  };
}
