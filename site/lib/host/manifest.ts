import type { BrandFacts } from "../content/facts.ts";

/**
 * Where the manifest is served. Pages do not link it in their HTML: the layout script adds the
 * link once the page has painted, so that the manifest and the icon the browser fetches for it
 * do not share the network with the first paint. That script is the URL's home.
 */
export { MANIFEST_URL } from "../../../client/shell/manifest-link.ts";

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
