import { LOCALES } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
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

const COPY = localized({
  fr: {
    title: "Demandez votre devis gratuit",
    lead: (hours: string) =>
      `Décrivez votre projet : nous vous répondons rapidement, ${hours}. Le devis est gratuit et sans engagement.`,
    form: "Formulaire de demande de devis",
    direct: "Nous joindre directement",
    why: "Pourquoi nous contacter ?",
    reasons: [
      "Obtenir un devis gratuit pour vider une maison, un appartement, une cave ou un commerce",
      "Organiser un débarras après un décès, en lien avec le notaire ou l’agence immobilière",
      "Réserver un lift de déménagement ou planifier un déménagement",
      "Faire estimer des meubles et objets dont la valeur peut réduire la facture",
      "Poser une question sur nos tarifs, nos délais ou les objets que nous emportons",
    ],
    before: "Avant de nous écrire",
    allQuestions: "Voir toutes les questions fréquentes",
    headTitle: "Contact et devis gratuit",
    description: (phone: string, hours: string) =>
      `Demandez un devis gratuit pour votre vide-maison : formulaire, téléphone ${phone} ou e-mail. Partout en Belgique, ${hours}.`,
  },
  nl: {
    title: "Vraag uw gratis offerte aan",
    lead: (hours: string) =>
      `Beschrijf uw project: we antwoorden snel, ${hours}. De offerte is gratis en vrijblijvend.`,
    form: "Formulier voor een offerteaanvraag",
    direct: "Ons rechtstreeks bereiken",
    why: "Waarom ons contacteren?",
    reasons: [
      "Een gratis offerte krijgen om een huis, appartement, kelder of winkel leeg te maken",
      "Een ontruiming na een overlijden regelen, samen met de notaris of het immokantoor",
      "Een verhuislift reserveren of een verhuizing plannen",
      "Meubels en spullen laten schatten waarvan de waarde de factuur kan verlagen",
      "Een vraag stellen over onze tarieven, termijnen of wat we meenemen",
    ],
    before: "Voor u ons schrijft",
    allQuestions: "Alle veelgestelde vragen bekijken",
    headTitle: "Contact en gratis offerte",
    description: (phone: string, hours: string) =>
      `Vraag een gratis offerte voor uw woningontruiming: formulier, telefoon ${phone} of e-mail. In heel België, ${hours}.`,
  },
});

function ContactPage({ faq }: { faq: QA[] }) {
  const { brand, locale } = useSite().data;
  const copy = useCopy(COPY);
  return (
    <>
      <PageHero eyebrow="Contact" title={copy.title} lead={copy.lead(brand.hoursLabel)} />
      <div className="container split split-wide section-tight">
        <section className="panel" aria-labelledby={QUOTE_FORM_ANCHOR}>
          <h2 id={QUOTE_FORM_ANCHOR}>{copy.form}</h2>
          <QuoteFormBlock variant="standalone" id="devis-contact" prefill />
        </section>
        <aside className="stack">
          <section className="panel" aria-labelledby="direct-title">
            <h2 id="direct-title" className="h3">
              {copy.direct}
            </h2>
            <ContactList />
          </section>
          <section className="panel" aria-labelledby="why-title">
            <h2 id="why-title" className="h3">
              {copy.why}
            </h2>
            <CheckList items={copy.reasons} />
          </section>
        </aside>
      </div>
      <Section id="contact-faq-title" title={copy.before} tone="white" layout="narrow">
        <FaqList items={faq} />
        <p>
          <a href={PATHS[locale].faq}>{copy.allQuestions}</a>
        </p>
      </Section>
    </>
  );
}

export default defineRoute({
  id: "contact",
  locales: LOCALES,
  paths: (data) => [{ url: PATHS[data.locale].contact, props: { faq: data.faq.contact } }],
  head: (_, { brand, locale }) => ({
    title: COPY[locale].headTitle,
    description: COPY[locale].description(brand.phone, brand.hoursLabel),
    breadcrumbs: [{ name: "Contact", url: PATHS[locale].contact }],
    ogTitle: COPY[locale].title,
    ogLabel: "Contact",
  }),
  Page: ContactPage,
});
