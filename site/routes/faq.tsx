import { FaqList } from "../components/FaqList.tsx";
import { AnchorMenu } from "../components/AnchorMenu.tsx";
import { PageHero } from "../components/PageHero.tsx";
import type { SiteData } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

type Faq = SiteData["faq"];

function FaqPage({ faq }: { faq: Faq }) {
  const { brand } = useSite().data;
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Questions fréquentes"
        lead="Prix, délais, ce que nous emportons, succession, syndic ou locataire parti sans vider : les réponses aux questions qu’on nous pose le plus souvent."
      />
      <div className="container text-layout section-tight">
        <AnchorMenu
          title="Catégories"
          label="Catégories de questions"
          items={faq.categories.map((c) => ({ id: c.id, text: c.category }))}
        />
        <div>
          {faq.categories.map((c) => (
            <section key={c.id} id={c.id} className="faq-category" aria-labelledby={`${c.id}-title`}>
              <h2 id={`${c.id}-title`}>{c.category}</h2>
              <FaqList items={c.questions} />
            </section>
          ))}
          <p className="notice">
            Votre question n’y est pas ? Appelez-nous au <a href={`tel:${brand.phoneE164}`}>{brand.phone}</a> ou
            écrivez-nous via la <a href="/contact">page contact</a>.
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
  paths: (data) => [{ url: "/faq", props: { faq: data.faq } }],
  head: ({ faq }) => ({
    title: `Questions fréquentes sur le vide-maison`,
    description:
      "Tarifs, délais, objets acceptés, successions, recyparcs, locataires et syndics : toutes les réponses sur nos vide-maisons et débarras en Belgique.",
    breadcrumbs: [{ name: "FAQ", url: "/faq" }],
    ogTitle: "Questions fréquentes",
    ogLabel: "FAQ",
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
