/**
 * Long-form pages written in markdown (content/pages): about, legal notice, privacy policy,
 * general terms and conditions.
 * Each gets an anchor menu of its sections.
 */
import { contentFile, DEFAULT_LOCALE } from "../../content/locales.ts";
import { Html } from "../components/Html.tsx";
import { AnchorMenu } from "../components/AnchorMenu.tsx";
import { PageHero } from "../components/PageHero.tsx";
import type { TextPage } from "../lib/content/types.ts";
import { formatDate } from "../lib/text/format.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

const TEXT_PAGES = [
  { slug: "a-propos", label: "À propos", eyebrow: "L’entreprise" },
  { slug: "mentions-legales", label: "Mentions légales", eyebrow: "Informations légales" },
  { slug: "politique-de-confidentialite", label: "Confidentialité", eyebrow: "Vie privée" },
  { slug: "conditions-generales", label: "Conditions générales", eyebrow: "Nos engagements" },
] as const;

function TextPageView({ page, eyebrow }: { page: TextPage; eyebrow: string }) {
  const { brand } = useSite().data;
  const year = new Date().getFullYear();
  return (
    <>
      <PageHero eyebrow={eyebrow} title={page.title} lead={page.description}>
        {page.updated && <p className="form-notice">Dernière mise à jour : {formatDate(page.updated)}</p>}
      </PageHero>
      <div className="container text-layout section-tight">
        <AnchorMenu title="Sur cette page" label="Sommaire de la page" items={page.sections} />
        <article className="prose">
          <Html html={page.html} />
          {page.slug === "mentions-legales" && (
            <p className="copyright">
              © {brand.founded}–{year} {brand.legalName}. Tous droits réservés.
            </p>
          )}
        </article>
      </div>
    </>
  );
}

export default defineRoute({
  id: "text-page",
  paths: (data) =>
    TEXT_PAGES.map(({ slug, eyebrow }) => {
      const page = requirePage(data.pages, slug);
      return {
        url: `/${slug}`,
        props: { page, eyebrow, label: TEXT_PAGES.find((p) => p.slug === slug)!.label },
        lastmod: page.updated ?? undefined,
      };
    }),
  head: ({ page, label }) => ({
    title: `${page.title}`,
    description: page.description,
    breadcrumbs: [{ name: label, url: `/${page.slug}` }],
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
