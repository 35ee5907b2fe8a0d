import type { ReactNode } from "react";
import { LOCALES } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import { FaqList } from "../components/FaqList.tsx";
import { AnchorMenu } from "../components/AnchorMenu.tsx";
import { PageHero } from "../components/PageHero.tsx";
import type { SiteData } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

type Faq = SiteData["faq"];

const COPY = localized({
  fr: {
    eyebrow: "FAQ",
    title: "Questions fréquentes",
    lead: "Prix, délais, ce que nous emportons, succession, syndic ou locataire parti sans vider : les réponses aux questions qu’on nous pose le plus souvent.",
    categories: "Catégories",
    categoriesLabel: "Catégories de questions",
    missing: (phone: ReactNode, contact: string) => (
      <>
        Votre question n’y est pas ? Appelez-nous au {phone} ou écrivez-nous via la <a href={contact}>page contact</a>.
      </>
    ),
    headTitle: "Questions fréquentes sur le vide-maison",
    description:
      "Tarifs, délais, objets acceptés, successions, recyparcs, locataires et syndics : toutes les réponses sur nos vide-maisons et débarras en Belgique.",
  },
  nl: {
    eyebrow: "Veelgestelde vragen",
    title: "Veelgestelde vragen",
    lead: "Prijs, termijnen, wat we meenemen, nalatenschap, syndicus of een huurder die vertrok zonder leeg te maken: de antwoorden op de vragen die we het vaakst krijgen.",
    categories: "Categorieën",
    categoriesLabel: "Categorieën van vragen",
    missing: (phone: ReactNode, contact: string) => (
      <>
        Staat uw vraag er niet bij? Bel ons op {phone} of schrijf ons via de <a href={contact}>contactpagina</a>.
      </>
    ),
    headTitle: "Veelgestelde vragen over woningontruiming",
    description:
      "Tarieven, termijnen, wat we meenemen, nalatenschappen, recyclageparken, huurders en syndici: alle antwoorden over onze woningontruimingen in België.",
  },
});

function FaqPage({ faq }: { faq: Faq }) {
  const { brand, locale } = useSite().data;
  const copy = useCopy(COPY);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="container text-layout section-tight">
        <AnchorMenu
          title={copy.categories}
          label={copy.categoriesLabel}
          items={faq.categories.map((c) => ({ id: c.id, text: c.category }))}
        />
        <div>
          {faq.categories.map((c) => (
            <section key={c.id} id={c.id} className="faq-category" aria-labelledby={`${c.id}-title`}>
              <h2 id={`${c.id}-title`}>{c.category}</h2>
              <FaqList items={c.questions} />
            </section>
          ))}
          {/* One flex item, so the sentence wraps as a whole around its links. */}
          <p className="notice">
            <span>{copy.missing(<a href={`tel:${brand.phoneE164}`}>{brand.phone}</a>, PATHS[locale].contact)}</span>
          </p>
        </div>
      </div>
    </>
  );
}

/** Visible answers as plain text for the FAQPage JSON-LD. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

export default defineRoute({
  id: "faq",
  locales: LOCALES,
  paths: (data) => [{ url: PATHS[data.locale].faq, props: { faq: data.faq } }],
  head: ({ faq }, { locale }) => ({
    title: COPY[locale].headTitle,
    description: COPY[locale].description,
    breadcrumbs: [{ name: COPY[locale].eyebrow, url: PATHS[locale].faq }],
    ogTitle: COPY[locale].title,
    ogLabel: COPY[locale].eyebrow,
    jsonLd: [
      {
        "@type": "FAQPage",
        mainEntity: faq.categories.flatMap((c) =>
          c.questions.map((q) => ({
            "@type": "Question",
            name: q.question,
            acceptedAnswer: { "@type": "Answer", text: plain(q.answerHtml) },
          })),
        ),
      },
    ],
  }),
  Page: FaqPage,
});
