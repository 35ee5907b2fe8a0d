import { LOCALES } from "../../content/locales.ts";
import { PATHS, type Paths } from "../../content/paths.ts";
import { REGION_LABELS, REGIONS } from "../../content/vocabulary.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import { PageHero } from "../components/PageHero.tsx";
import type { Municipality, SiteData } from "../lib/content/types.ts";
import { atPlace } from "../lib/text/place-names.ts";
import { defineRoute } from "../lib/render/route.ts";

const COPY = localized({
  fr: {
    main: (p: Paths, about: string) => [
      { label: "Accueil", url: p.home },
      { label: "À propos", url: about },
      { label: "Services", url: p.services },
      { label: "Zones d’intervention", url: p.zones },
      { label: "Tarifs", url: p.pricing },
      { label: "Blog", url: p.blog },
      { label: "FAQ", url: p.faq },
      { label: "Témoignages", url: p.reviews },
      { label: "Partenaires", url: p.partners },
      { label: "Contact", url: p.contact },
    ],
    eyebrow: "Plan du site",
    title: "Toutes les pages du site",
    lead: "Nos services, les conseils du blog, les communes où nous intervenons, région par région, et les informations légales : chaque page du site, en un coup d’œil.",
    mainTitle: "Pages principales",
    services: "Services",
    articles: "Articles du blog",
    municipalities: "Communes",
    municipality: (m: Municipality) => `Vide-maison ${atPlace(m)}`,
    legal: "Informations légales",
    description:
      "Toutes les pages du site : services, communes desservies par région, articles du blog, pages pratiques et informations légales.",
  },
  nl: {
    main: (p: Paths, about: string) => [
      { label: "Home", url: p.home },
      { label: "Over ons", url: about },
      { label: "Diensten", url: p.services },
      { label: "Werkgebied", url: p.zones },
      { label: "Tarieven", url: p.pricing },
      { label: "Blog", url: p.blog },
      { label: "Veelgestelde vragen", url: p.faq },
      { label: "Klantenervaringen", url: p.reviews },
      { label: "Partners", url: p.partners },
      { label: "Contact", url: p.contact },
    ],
    eyebrow: "Sitemap",
    title: "Alle pagina’s van de site",
    lead: "Onze diensten, de tips van de blog, de gemeenten waar we werken, gewest per gewest, en de juridische informatie: elke pagina van de site in één oogopslag.",
    mainTitle: "Hoofdpagina’s",
    services: "Diensten",
    articles: "Blogartikels",
    municipalities: "Gemeenten",
    municipality: (m: Municipality) => `Woningontruiming in ${m.name}`,
    legal: "Juridische informatie",
    description:
      "Alle pagina’s van de site: diensten, gemeenten per gewest, blogartikels, praktische pagina’s en juridische informatie.",
  },
});

function SiteMapPage({ data }: { data: SiteData }) {
  const copy = useCopy(COPY);
  const paths = PATHS[data.locale];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="container section-tight sitemap">
        <section aria-labelledby="sm-main">
          <h2 id="sm-main">{copy.mainTitle}</h2>
          <ul>
            {copy.main(paths, data.navigation.about).map((p) => (
              <li key={p.url}>
                <a href={p.url}>{p.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sm-services">
          <h2 id="sm-services">{copy.services}</h2>
          <ul>
            {data.services.map((s) => (
              <li key={s.slug}>
                <a href={s.url}>{s.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sm-blog">
          <h2 id="sm-blog">{copy.articles}</h2>
          <ul>
            {data.articles.map((a) => (
              <li key={a.slug}>
                <a href={a.url}>{a.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sm-zones" className="sitemap-zones">
          <h2 id="sm-zones">{copy.municipalities}</h2>
          {REGIONS.map((id) => (
            <section key={id} aria-labelledby={`sm-${id}`}>
              <h3 id={`sm-${id}`}>{REGION_LABELS[data.locale][id]}</h3>
              <ul>
                {data.municipalities
                  .filter((m) => m.region === id)
                  .map((m) => (
                    <li key={m.slug}>
                      <a href={m.url}>{copy.municipality(m)}</a>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </section>
        <section aria-labelledby="sm-legal">
          <h2 id="sm-legal">{copy.legal}</h2>
          <ul>
            {data.navigation.legalNav
              .filter((l) => l.url !== paths.siteMap)
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
  locales: LOCALES,
  paths: (data) => [{ url: PATHS[data.locale].siteMap, props: { data } }],
  head: (_, data) => {
    const copy = COPY[data.locale];
    const url = PATHS[data.locale].siteMap;
    return {
      title: copy.eyebrow,
      description: copy.description,
      breadcrumbs: [{ name: copy.eyebrow, url }],
      ogLabel: copy.eyebrow,
    };
  },
  Page: SiteMapPage,
});
