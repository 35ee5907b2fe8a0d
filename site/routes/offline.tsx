import { LOCALES } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import type { PageToRender } from "../lib/render/route.ts";
/** The page the service worker shows when a visited page is not cached and the network is gone. */
import { ContactList } from "../components/ContactList.tsx";
import { defineRoute } from "../lib/render/route.ts";

const ROUTE_ID = "offline";

const COPY = localized({
  fr: {
    title: "Vous êtes hors ligne",
    text: "Cette page n’a pas encore été enregistrée sur votre appareil et la connexion semble coupée. Les pages que vous avez déjà consultées restent lisibles. Pour un devis, vous pouvez aussi nous appeler :",
    headTitle: "Hors ligne",
    description: "Cette page s’affiche quand la connexion est coupée et que la page demandée n’a pas été enregistrée.",
  },
  nl: {
    title: "U bent offline",
    text: "Deze pagina is nog niet op uw toestel bewaard en de verbinding lijkt verbroken. De pagina’s die u al bekeek, blijven leesbaar. Voor een offerte kunt u ons ook bellen:",
    headTitle: "Offline",
    description: "Deze pagina verschijnt wanneer de verbinding verbroken is en de gevraagde pagina niet bewaard werd.",
  },
});

/**
 * Precached by the service worker, which shows each edition's page when one of that edition's
 * pages cannot be reached: by the prefix of its home, the longest first.
 */
export function offlinePages(pages: PageToRender[]): Array<[prefix: string, url: string]> {
  return pages
    .filter((p) => p.routeId === ROUTE_ID)
    .map((p): [string, string] => [PATHS[p.locale].home, p.url])
    .sort(([a], [b]) => b.length - a.length);
}

function OfflinePage() {
  const copy = useCopy(COPY);
  return (
    <section className="container not-found" aria-labelledby="offline-title">
      <h1 id="offline-title">{copy.title}</h1>
      <p>{copy.text}</p>
      <div className="offline-contact">
        <ContactList />
      </div>
    </section>
  );
}

export default defineRoute({
  id: ROUTE_ID,
  locales: LOCALES,
  noindex: true,
  paths: (data) => [{ url: PATHS[data.locale].offline, props: {} }],
  head: (_, data) => ({ title: COPY[data.locale].headTitle, description: COPY[data.locale].description }),
  Page: OfflinePage,
});
