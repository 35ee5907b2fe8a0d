/**
 * The link to the web app manifest, added once the page has painted (this script loads then,
 * client/shell/after-paint.ts): the link makes the browser fetch the manifest and an icon,
 * which would otherwise share the network with the first paint. Installing needs the service
 * worker, registered by this same script, so a page without JavaScript loses nothing by not
 * linking it.
 */

/** Where the manifest is served; the build writes it there (site/lib/host/manifest.ts). */
export const MANIFEST_URL = "/manifest.webmanifest";

export function linkManifest(): void {
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST_URL;
  document.head.append(link);
}
