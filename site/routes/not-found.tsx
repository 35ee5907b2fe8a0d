/**
 * Not-found views (spec section 8; DECISIONS "URLs and hosting"): the generic 404 page and
 * the specific ones for unknown services, articles and municipalities. Each is written to its
 * own file and served with status 404 for the URLs its pattern covers ("/blog/*": a splat is
 * the rest of the path), by the rules the build writes for hosts (site/lib/host/host-files.ts:
 * _redirects, nginx.conf), which the preview server applies too.
 */
import { PATHS } from "../../content/paths.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../content/locales.ts";
import { PhoneButton } from "../components/PhoneButton.tsx";
import { defineRoute, type RouteType } from "../lib/render/route.ts";

interface NotFoundProps {
  title: string;
  text: string;
  links: Array<{ label: string; url: string; primary?: boolean }>;
}

function NotFoundPage({ title, text, links }: NotFoundProps) {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <span className="code" aria-hidden="true">
        404
      </span>
      <h1 id="not-found-title">{title}</h1>
      <p>{text}</p>
      <div className="page-hero-actions">
        {links.map((l) => (
          <a key={l.url} className={l.primary ? "button button-primary" : "button button-outline"} href={l.url}>
            {l.label}
          </a>
        ))}
        <PhoneButton />
      </div>
    </section>
  );
}

interface NotFoundView {
  /** The URLs it answers: "/blog/*" (a splat is the rest of the path). */
  url: string;
  file: string;
  props: NotFoundProps;
}

/** A not-found view in every edition; the default edition's file is the route's. */
function notFound(id: string, views: Record<Locale, NotFoundView>): RouteType {
  return defineRoute({
    id,
    locales: LOCALES,
    notFound: { file: views[DEFAULT_LOCALE].file },
    paths: (data) => [views[data.locale]].map(({ url, file, props }) => ({ url, file, props })),
    head: (p) => ({ title: `${p.title}`, description: p.text }),
    Page: NotFoundPage,
  });
}

const fr = PATHS.fr;
const nl = PATHS.nl;

export const notFoundPage = notFound("not-found", {
  fr: {
    url: "/404",
    file: "404.html",
    props: {
      title: "Page non trouvée",
      text: "Désolé, la page que vous recherchez n'existe pas ou a été déplacée.",
      links: [
        { label: "Retour à l’accueil", url: fr.home, primary: true },
        { label: "Questions fréquentes", url: fr.faq },
      ],
    },
  },
  nl: {
    url: "/nl/*",
    file: "nl/404.html",
    props: {
      title: "Pagina niet gevonden",
      text: "Sorry, de pagina die u zoekt bestaat niet of is verplaatst.",
      links: [
        { label: "Terug naar de startpagina", url: nl.home, primary: true },
        { label: "Veelgestelde vragen", url: nl.faq },
      ],
    },
  },
});

export const serviceNotFound = notFound("service-not-found", {
  fr: {
    url: fr.service("*"),
    file: "services/404.html",
    props: {
      title: "Service non trouvé",
      text: "Veuillez vérifier l'URL ou retourner à la page des services.",
      links: [
        { label: "Voir nos services", url: fr.services, primary: true },
        { label: "Retour à l’accueil", url: fr.home },
      ],
    },
  },
  nl: {
    url: nl.service("*"),
    file: "nl/diensten/404.html",
    props: {
      title: "Dienst niet gevonden",
      text: "Controleer het adres of ga terug naar de pagina met onze diensten.",
      links: [
        { label: "Onze diensten bekijken", url: nl.services, primary: true },
        { label: "Terug naar de startpagina", url: nl.home },
      ],
    },
  },
});

export const articleNotFound = notFound("article-not-found", {
  fr: {
    url: fr.article("*"),
    file: "blog/404.html",
    props: {
      title: "Article non trouvé",
      text: "Cet article n’existe pas ou n’est plus en ligne. Nos autres conseils vous attendent sur le blog.",
      links: [
        { label: "Retour au blog", url: fr.blog, primary: true },
        { label: "Retour à l’accueil", url: fr.home },
      ],
    },
  },
  nl: {
    url: nl.article("*"),
    file: "nl/blog/404.html",
    props: {
      title: "Artikel niet gevonden",
      text: "Dit artikel bestaat niet of staat niet meer online. Onze andere tips vindt u op de blog.",
      links: [
        { label: "Terug naar de blog", url: nl.blog, primary: true },
        { label: "Terug naar de startpagina", url: nl.home },
      ],
    },
  },
});

export const municipalityNotFound = notFound("municipality-not-found", {
  fr: {
    url: fr.municipality("*"),
    file: "404-commune.html",
    props: {
      title: "Commune non trouvée",
      text: "Nous n’avons pas encore de page pour cette commune, mais nous intervenons partout en Belgique. Consultez la liste de nos zones ou demandez-nous directement un devis.",
      links: [
        { label: "Voir nos zones d’intervention", url: fr.zones, primary: true },
        { label: "Demander un devis", url: fr.contact },
      ],
    },
  },
  nl: {
    url: nl.municipality("*"),
    file: "nl/404-gemeente.html",
    props: {
      title: "Gemeente niet gevonden",
      text: "We hebben nog geen pagina voor deze gemeente, maar we werken in heel België. Bekijk ons werkgebied of vraag ons meteen een offerte.",
      links: [
        { label: "Ons werkgebied bekijken", url: nl.zones, primary: true },
        { label: "Offerte aanvragen", url: nl.contact },
      ],
    },
  },
});
