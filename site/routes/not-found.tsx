/**
 * Not-found views (spec section 8; DECISIONS "URLs and hosting"): the generic 404 page and
 * the specific ones for unknown services, articles and municipalities. Each is written to its
 * own file and served with status 404 for the URLs its pattern covers ("/blog/*": a splat is
 * the rest of the path), by the rules the build writes for hosts (site/lib/host/host-files.ts:
 * _redirects, nginx.conf), which the preview server applies too.
 */
import { PATHS } from "../../content/paths.ts";
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

function notFound(id: string, url: string, file: string, props: NotFoundProps): RouteType {
  return defineRoute({
    id,
    notFound: { file },
    paths: () => [{ url, props }],
    head: (p) => ({ title: `${p.title}`, description: p.text }),
    Page: NotFoundPage,
  });
}

export const notFoundPage = notFound("not-found", "/404", "404.html", {
  title: "Page non trouvée",
  text: "Désolé, la page que vous recherchez n'existe pas ou a été déplacée.",
  links: [
    { label: "Retour à l’accueil", url: "/", primary: true },
    { label: "Questions fréquentes", url: "/faq" },
  ],
});

export const serviceNotFound = notFound("service-not-found", "/services/*", "services/404.html", {
  title: "Service non trouvé",
  text: "Veuillez vérifier l'URL ou retourner à la page des services.",
  links: [
    { label: "Voir nos services", url: "/services", primary: true },
    { label: "Retour à l’accueil", url: "/" },
  ],
});

export const articleNotFound = notFound("article-not-found", "/blog/*", "blog/404.html", {
  title: "Article non trouvé",
  text: "Cet article n’existe pas ou n’est plus en ligne. Nos autres conseils vous attendent sur le blog.",
  links: [
    { label: "Retour au blog", url: "/blog", primary: true },
    { label: "Retour à l’accueil", url: "/" },
  ],
});

export const municipalityNotFound = notFound("municipality-not-found", PATHS.fr.municipality("*"), "404-commune.html", {
  title: "Commune non trouvée",
  text: "Nous n’avons pas encore de page pour cette commune, mais nous intervenons partout en Belgique. Consultez la liste de nos zones ou demandez-nous directement un devis.",
  links: [
    { label: "Voir nos zones d’intervention", url: "/zones-intervention", primary: true },
    { label: "Demander un devis", url: "/contact" },
  ],
});
