import { legalNav } from "../../content/navigation.ts";
import { REGION_NAMES, REGIONS } from "../../content/vocabulary.ts";
import { PageHero } from "../components/PageHero.tsx";
import type { SiteData } from "../lib/content/types.ts";
import { atPlace } from "../lib/text/place-names.ts";
import { defineRoute } from "../lib/render/route.ts";

const MAIN_PAGES = [
  { label: "Accueil", url: "/" },
  { label: "À propos", url: "/a-propos" },
  { label: "Services", url: "/services" },
  { label: "Zones d’intervention", url: "/zones-intervention" },
  { label: "Tarifs", url: "/tarifs" },
  { label: "Blog", url: "/blog" },
  { label: "FAQ", url: "/faq" },
  { label: "Témoignages", url: "/temoignages" },
  { label: "Partenaires", url: "/partenaires" },
  { label: "Contact", url: "/contact" },
];

function SiteMapPage({ data }: { data: SiteData }) {
  return (
    <>
      <PageHero
        eyebrow="Plan du site"
        title="Toutes les pages du site"
        lead="Nos services, les conseils du blog, les communes où nous intervenons, région par région, et les informations légales : chaque page du site, en un coup d’œil."
      />
      <div className="container section-tight sitemap">
        <section aria-labelledby="sm-main">
          <h2 id="sm-main">Pages principales</h2>
          <ul>
            {MAIN_PAGES.map((p) => (
              <li key={p.url}>
                <a href={p.url}>{p.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sm-services">
          <h2 id="sm-services">Services</h2>
          <ul>
            {data.services.map((s) => (
              <li key={s.slug}>
                <a href={s.url}>{s.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sm-blog">
          <h2 id="sm-blog">Articles du blog</h2>
          <ul>
            {data.articles.map((a) => (
              <li key={a.slug}>
                <a href={a.url}>{a.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sm-zones" className="sitemap-zones">
          <h2 id="sm-zones">Communes</h2>
          {REGIONS.map((id) => (
            <section key={id} aria-labelledby={`sm-${id}`}>
              <h3 id={`sm-${id}`}>{REGION_NAMES[id]}</h3>
              <ul>
                {data.municipalities
                  .filter((m) => m.region === id)
                  .map((m) => (
                    <li key={m.slug}>
                      <a href={m.url}>Vide-maison {atPlace(m)}</a>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </section>
        <section aria-labelledby="sm-legal">
          <h2 id="sm-legal">Informations légales</h2>
          <ul>
            {legalNav
              .filter((l) => l.url !== "/plan-du-site")
              .map((l) => (
                <li key={l.url}>
                  <a href={l.url}>{l.label}</a>
                </li>
              ))}
          </ul>
        </section>
      </div>
    </>
  );
}

export default defineRoute({
  id: "site-map",
  paths: (data) => [{ url: "/plan-du-site", props: { data } }],
  head: () => ({
    title: `Plan du site`,
    description:
      "Toutes les pages du site : services, communes desservies par région, articles du blog, pages pratiques et informations légales.",
    breadcrumbs: [{ name: "Plan du site", url: "/plan-du-site" }],
    ogLabel: "Plan du site",
  }),
  Page: SiteMapPage,
});
