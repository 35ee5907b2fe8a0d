/**
 * Long-form pages written in markdown (content/pages): about, legal notice, privacy policy,
 * general terms and conditions.
 * Each gets an anchor menu of its sections.
 */
import { contentFile, DEFAULT_LOCALE, LOCALES } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy, useFormat } from "../lib/render/localized.ts";
import { Html } from "../components/Html.tsx";
import { AnchorMenu } from "../components/AnchorMenu.tsx";
import { PageHero } from "../components/PageHero.tsx";
import type { TextPage } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

/** The pages, by their original's file name (content/pages/fr/), with the words around them. */
const TEXT_PAGES = localized({
  fr: [
    { id: "a-propos", label: "À propos", eyebrow: "L’entreprise" },
    { id: "mentions-legales", label: "Mentions légales", eyebrow: "Informations légales" },
    { id: "politique-de-confidentialite", label: "Confidentialité", eyebrow: "Vie privée" },
    { id: "conditions-generales", label: "Conditions générales", eyebrow: "Nos engagements" },
    { id: "declaration-accessibilite", label: "Accessibilité", eyebrow: "Pour tous" },
  ],
  nl: [
    { id: "a-propos", label: "Over ons", eyebrow: "Het bedrijf" },
    { id: "mentions-legales", label: "Wettelijke vermeldingen", eyebrow: "Juridische informatie" },
    { id: "politique-de-confidentialite", label: "Privacy", eyebrow: "Privacy" },
    { id: "conditions-generales", label: "Algemene voorwaarden", eyebrow: "Onze verbintenissen" },
    { id: "declaration-accessibilite", label: "Toegankelijkheid", eyebrow: "Voor iedereen" },
  ],
});

const COPY = localized({
  fr: {
    updated: "Dernière mise à jour :",
    onThisPage: "Sur cette page",
    contents: "Sommaire de la page",
    rights: "Tous droits réservés.",
  },
  nl: {
    updated: "Laatst bijgewerkt:",
    onThisPage: "Op deze pagina",
    contents: "Inhoud van de pagina",
    rights: "Alle rechten voorbehouden.",
  },
});

/** The legal notice, where the copyright line closes the text. */
const LEGAL_NOTICE = "mentions-legales";

function TextPageView({ page, eyebrow }: { page: TextPage; eyebrow: string }) {
  const { brand } = useSite().data;
  const copy = useCopy(COPY);
  const format = useFormat();
  const year = new Date().getFullYear();
  return (
    <>
      <PageHero eyebrow={eyebrow} title={page.title} lead={page.description}>
        {page.updated && (
          <p className="form-notice">
            {copy.updated} {format.date(page.updated)}
          </p>
        )}
      </PageHero>
      <div className="container text-layout section-tight">
        <AnchorMenu title={copy.onThisPage} label={copy.contents} items={page.sections} />
        <article className="prose">
          <Html html={page.html} />
          {page.id === LEGAL_NOTICE && (
            <p className="copyright">
              © {brand.founded}–{year} {brand.legalName}. {copy.rights}
            </p>
          )}
        </article>
      </div>
    </>
  );
}

export default defineRoute({
  id: "text-page",
  locales: LOCALES,
  // Every page in French; in another edition, those translated.
  paths: (data) =>
    TEXT_PAGES[data.locale]
      .filter(({ id }) => data.locale === DEFAULT_LOCALE || data.pages[id])
      .map(({ id, eyebrow, label }) => {
        const page = requirePage(data.pages, id);
        return {
          url: PATHS[data.locale].textPage(page.slug),
          key: id,
          props: { page, eyebrow, label },
          lastmod: page.updated ?? undefined,
        };
      }),
  head: ({ page, label }, data) => ({
    title: `${page.title}`,
    description: page.description,
    breadcrumbs: [{ name: label, url: PATHS[data.locale].textPage(page.slug) }],
    ogLabel: label,
    ogTitle: page.title,
  }),
  Page: TextPageView,
});

/** Fails the build when a page a route needs is missing. */
function requirePage(pages: Record<string, TextPage>, slug: string): TextPage {
  const page = pages[slug];
  if (!page)
    throw new Error(`content/${contentFile("pages", DEFAULT_LOCALE, slug)} est requis par une route mais absent`);
  return page;
}
