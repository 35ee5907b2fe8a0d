import { QUOTE_FORM_ANCHOR } from "../../client/lib/quote-prefill.ts";
import { ContactList } from "../components/ContactList.tsx";
import { FaqList } from "../components/FaqList.tsx";
import { CheckList } from "../components/CheckList.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { QuoteFormBlock } from "../components/QuoteFormBlock.tsx";
import { Section } from "../components/Section.tsx";
import type { QA } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

const REASONS = [
  "Obtenir un devis gratuit pour vider une maison, un appartement, une cave ou un commerce",
  "Organiser un débarras après un décès, en lien avec le notaire ou l’agence immobilière",
  "Réserver un lift de déménagement ou planifier un déménagement",
  "Faire estimer des meubles et objets dont la valeur peut réduire la facture",
  "Poser une question sur nos tarifs, nos délais ou les objets que nous emportons",
];

function ContactPage({ faq }: { faq: QA[] }) {
  const { brand } = useSite().data;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Demandez votre devis gratuit"
        lead={`Décrivez votre projet : nous vous répondons rapidement, ${brand.hoursLabel}. Le devis est gratuit et sans engagement.`}
      />
      <div className="container split split-wide section-tight">
        <section className="panel" aria-labelledby={QUOTE_FORM_ANCHOR}>
          <h2 id={QUOTE_FORM_ANCHOR}>Formulaire de demande de devis</h2>
          <QuoteFormBlock variant="standalone" id="devis-contact" prefill />
        </section>
        <aside className="stack">
          <section className="panel" aria-labelledby="direct-title">
            <h2 id="direct-title" className="h3">
              Nous joindre directement
            </h2>
            <ContactList />
          </section>
          <section className="panel" aria-labelledby="why-title">
            <h2 id="why-title" className="h3">
              Pourquoi nous contacter ?
            </h2>
            <CheckList items={REASONS} />
          </section>
        </aside>
      </div>
      <Section id="contact-faq-title" title="Avant de nous écrire" tone="white" layout="narrow">
        <FaqList items={faq} />
        <p>
          <a href="/faq">Voir toutes les questions fréquentes</a>
        </p>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "contact",
  paths: (data) => [{ url: "/contact", props: { faq: data.faq.contact } }],
  head: (_, { brand }) => ({
    title: `Contact et devis gratuit`,
    description: `Demandez un devis gratuit pour votre vide-maison : formulaire, téléphone ${brand.phone} ou e-mail. Partout en Belgique, ${brand.hoursLabel}.`,
    breadcrumbs: [{ name: "Contact", url: "/contact" }],
    ogTitle: "Demandez votre devis gratuit",
    ogLabel: "Contact",
  }),
  Page: ContactPage,
});
