/** The page the service worker shows when a visited page is not cached and the network is gone. */
import { ContactList } from "../components/ContactList.tsx";
import { defineRoute } from "../lib/render/route.ts";

/** Precached by the service worker, which shows it when a page cannot be reached. */
export const OFFLINE_URL = "/hors-ligne";

function OfflinePage() {
  return (
    <section className="container not-found" aria-labelledby="offline-title">
      <h1 id="offline-title">Vous êtes hors ligne</h1>
      <p>
        Cette page n’a pas encore été enregistrée sur votre appareil et la connexion semble coupée. Les pages que vous
        avez déjà consultées restent lisibles. Pour un devis, vous pouvez aussi nous appeler :
      </p>
      <div className="offline-contact">
        <ContactList />
      </div>
    </section>
  );
}

export default defineRoute({
  id: "offline",
  noindex: true,
  paths: () => [{ url: OFFLINE_URL, props: {} }],
  head: () => ({
    title: "Hors ligne",
    description: "Cette page s’affiche quand la connexion est coupée et que la page demandée n’a pas été enregistrée.",
  }),
  Page: OfflinePage,
});
