import { LOCALES, type Locale } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy, useFormat } from "../lib/render/localized.ts";
import type { Formats } from "../lib/text/format.ts";
import type { ReactNode } from "react";
import type { Claims } from "../../content/schema.ts";
import { REGION_LABELS, REGIONS } from "../../content/vocabulary.ts";
import { ArticleCard } from "../components/article/ArticleCard.tsx";
import { ContactList } from "../components/ContactList.tsx";
import { CheckList } from "../components/CheckList.tsx";
import { ContactButtons } from "../components/ContactButtons.tsx";
import { Icon, type IconName } from "../components/Icon.tsx";
import { ProcessSteps, type Step } from "../components/ProcessSteps.tsx";
import { QuoteFormBlock } from "../components/QuoteFormBlock.tsx";
import { Section } from "../components/Section.tsx";
import { SectionHead } from "../components/SectionHead.tsx";
import { ServiceCard } from "../components/ServiceCard.tsx";
import { TestimonialCard } from "../components/TestimonialCard.tsx";
import { WithdrawalCondition } from "../components/WithdrawalCondition.tsx";
import { REVIEW_METHOD_ANCHOR } from "./reviews.tsx";
import { clearanceDelay, quoteDelay } from "../lib/content/rules/delays.ts";
import type { SiteData } from "../lib/content/types.ts";
import { defineRoute } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

type Benefit = { icon: IconName; title: string; text: ReactNode };

const COPY = localized({
  fr: {
    eyebrow: "Vide-maison & débarras · toute la Belgique",
    title: "Votre maison vidée, triée et rendue propre, sans souci.",
    lead: (tradeName: string) =>
      `Succession, déménagement, fin de bail ou grenier trop plein : ${tradeName} vide maisons, appartements, caves et locaux en Wallonie, à Bruxelles et en Flandre. Nous trions, donnons, recyclons et vous rendons les clés d’un logement balayé.`,
    freeQuote: "Devis gratuit et sans engagement",
    visitWithin: (delay: string) => `Visite ou devis sous ${delay}`,
    quote: "Demander un devis gratuit",
    trust: (clients: string, founded: number) =>
      `Plus de ${clients} clients depuis ${founded} · entreprise assurée et enregistrée`,
    quickTitle: "Devis gratuit en une minute",
    quickNotice: "Laissez vos coordonnées : nous vous rappelons pour estimer le volume et fixer une visite.",
    servicesEyebrow: "Nos services",
    servicesTitle: "Tout ce qu’il faut pour libérer un lieu",
    servicesLead:
      "Du simple enlèvement d’encombrants au débarras complet après une succession, une seule équipe s’occupe de tout.",
    allServices: (count: number) => `Voir nos ${count} services`,
    benefitsEyebrow: "Compris dans chaque intervention",
    benefitsTitle: "Un prix clair, un travail complet",
    benefitsLead:
      "Décrivez vos pièces en deux minutes : notre estimateur vous donne une fourchette de prix TVAC avant même la visite.",
    benefits: (claims: Claims, format: Formats, locale: Locale): Benefit[] => [
      {
        icon: "truck",
        title: "Transport inclus",
        text: "Camions, chargement, trajets et déchargement en centre agréé : tout est compris dans le prix annoncé.",
      },
      {
        icon: "clock",
        title: `Visite ou devis sous ${quoteDelay(claims.delays, locale)}`,
        text: (
          <>
            Le débarras peut avoir lieu {clearanceDelay(claims.delays, locale)} après l’acceptation du devis ;{" "}
            <WithdrawalCondition />.
          </>
        ),
      },
      {
        icon: "euro",
        title: "Devis gratuit",
        text: "Visite ou estimation sur photos, puis un devis écrit, TVAC et sans engagement. Aucun frais caché.",
      },
      {
        icon: "recycle",
        title: `${format.percent(claims.municipalityDefaults.recyclingRate)} réemployé ou recyclé`,
        text: `Ce qui peut servir est donné ou revendu, le reste est trié par matière. Ce taux est mesuré ${claims.recyclingBasis}.`,
      },
    ],
    reasonsEyebrow: "Pourquoi nous choisir",
    reasonsTitle: "Des professionnels à qui confier les clés",
    reasonsLead:
      "Vider une maison, c’est souvent toucher à des souvenirs. Nous travaillons avec méthode, discrétion et respect.",
    about: "Découvrir l’entreprise",
    reasons: [
      "Une équipe salariée, formée et assurée en responsabilité civile professionnelle",
      "Transporteur de déchets enregistré dans les trois Régions",
      "La valeur des objets revendables déduite de votre facture",
      "Des biens triés devant vous : rien n’est jeté sans votre accord",
      "Un logement rendu balayé, prêt pour l’état des lieux ou la vente",
      "Un interlocuteur unique, du premier appel à la remise des clés",
    ],
    processEyebrow: "Comment ça se passe",
    processTitle: "Quatre étapes, aucune mauvaise surprise",
    process: [
      {
        title: "Demande de devis",
        text: "Par téléphone, par e-mail ou via le formulaire : décrivez le lieu, le volume et vos délais.",
      },
      {
        title: "Visite et évaluation",
        text: "Nous passons sur place, gratuitement, ou estimons le volume sur photos et vidéo.",
      },
      {
        title: "Devis détaillé",
        text: "Vous recevez un prix ferme, TVAC, qui déduit la valeur des objets revendables.",
      },
      {
        title: "Intervention",
        text: "L’équipe vide, trie, évacue et balaie. Vous récupérez un lieu prêt à être vendu ou loué.",
      },
    ] as Step[],
    reviewsEyebrow: "Ils nous ont fait confiance",
    reviewsTitle: "Ce que disent nos clients",
    reviewsLead: (method: string) => (
      <>
        Chaque avis porte sa date et sa source : <a href={method}>comment nous recueillons et vérifions les avis</a>.
      </>
    ),
    allReviews: "Lire tous les témoignages",
    blogEyebrow: "Conseils & guides",
    blogTitle: "Derniers articles du blog",
    allArticles: "Tous les articles",
    regionsEyebrow: "Zones d’intervention",
    regionsTitle: "Partout en Belgique, près de chez vous",
    communes: "communes desservies.",
    contactTitle: "Parlons de votre projet",
    contactLead:
      "Un appel suffit pour obtenir une première estimation. Nous répondons aussi par e-mail et sur WhatsApp.",
    contactButton: "Demander un devis",
    headTitle: "Vide-maison et débarras en Belgique",
    description: (delay: string, hours: string) =>
      `Vide-maison, débarras et nettoyage partout en Belgique : visite ou devis gratuit sous ${delay}, tri et recyclage, transport inclus. ${hours}.`,
    ogTitle: "Vide-maison et débarras partout en Belgique",
  },
  nl: {
    eyebrow: "Woningontruiming · heel België",
    title: "Uw woning leeggemaakt, gesorteerd en netjes opgeleverd, zonder zorgen.",
    lead: (tradeName: string) =>
      `Nalatenschap, verhuizing, einde huurcontract of een overvolle zolder: ${tradeName} maakt huizen, appartementen, kelders en handelspanden leeg in Vlaanderen, Brussel en Wallonië. We sorteren, schenken, recycleren en geven u de sleutels terug van een veegschone woning.`,
    freeQuote: "Gratis en vrijblijvende offerte",
    visitWithin: (delay: string) => `Bezoek of offerte binnen ${delay}`,
    quote: "Gratis offerte aanvragen",
    trust: (clients: string, founded: number) =>
      `Meer dan ${clients} klanten sinds ${founded} · verzekerd en geregistreerd bedrijf`,
    quickTitle: "Gratis offerte in één minuut",
    quickNotice: "Laat uw gegevens achter: we bellen u terug om het volume te schatten en een bezoek in te plannen.",
    servicesEyebrow: "Onze diensten",
    servicesTitle: "Alles om een ruimte vrij te maken",
    servicesLead:
      "Van een paar stukken grofvuil tot een volledige ontruiming na een overlijden: één ploeg regelt alles.",
    allServices: (count: number) => `Bekijk onze ${count} diensten`,
    benefitsEyebrow: "Inbegrepen bij elke opdracht",
    benefitsTitle: "Een duidelijke prijs, volledig werk",
    benefitsLead:
      "Beschrijf uw kamers in twee minuten: onze prijsberekening geeft u een prijsvork incl. btw, nog vóór het bezoek.",
    benefits: (claims: Claims, format: Formats, locale: Locale): Benefit[] => [
      {
        icon: "truck",
        title: "Vervoer inbegrepen",
        text: "Vrachtwagens, laden, ritten en lossen in een erkend centrum: alles zit in de aangekondigde prijs.",
      },
      {
        icon: "clock",
        title: `Bezoek of offerte binnen ${quoteDelay(claims.delays, locale)}`,
        text: (
          <>
            De ontruiming kan {clearanceDelay(claims.delays, locale)} na de aanvaarding van de offerte plaatsvinden;{" "}
            <WithdrawalCondition />.
          </>
        ),
      },
      {
        icon: "euro",
        title: "Gratis offerte",
        text: "Bezoek of schatting op foto’s, daarna een schriftelijke offerte, incl. btw en vrijblijvend. Geen verborgen kosten.",
      },
      {
        icon: "recycle",
        title: `${format.percent(claims.municipalityDefaults.recyclingRate)} hergebruikt of gerecycleerd`,
        text: `Wat nog kan dienen, wordt geschonken of verkocht; de rest wordt per materiaal gesorteerd. Dit percentage is gemeten ${claims.recyclingBasis}.`,
      },
    ],
    reasonsEyebrow: "Waarom voor ons kiezen",
    reasonsTitle: "Vakmensen aan wie u de sleutels kunt toevertrouwen",
    reasonsLead: "Een woning leegmaken raakt vaak aan herinneringen. Wij werken met methode, discretie en respect.",
    about: "Ontdek het bedrijf",
    reasons: [
      "Een vaste ploeg in loondienst, opgeleid en verzekerd voor beroepsaansprakelijkheid",
      "Afvaltransporteur geregistreerd in de drie Gewesten",
      "De waarde van verkoopbare spullen afgetrokken van uw factuur",
      "Spullen gesorteerd in uw bijzijn: niets wordt weggegooid zonder uw akkoord",
      "Een veegschone woning, klaar voor de plaatsbeschrijving of de verkoop",
      "Eén aanspreekpunt, van het eerste telefoontje tot de overhandiging van de sleutels",
    ],
    processEyebrow: "Hoe het verloopt",
    processTitle: "Vier stappen, geen onaangename verrassingen",
    process: [
      {
        title: "Offerteaanvraag",
        text: "Telefonisch, per e-mail of via het formulier: beschrijf de plaats, het volume en uw timing.",
      },
      {
        title: "Bezoek en inschatting",
        text: "We komen gratis ter plaatse, of schatten het volume op foto’s en video.",
      },
      {
        title: "Gedetailleerde offerte",
        text: "U krijgt een vaste prijs, incl. btw, waarvan de waarde van verkoopbare spullen is afgetrokken.",
      },
      {
        title: "Uitvoering",
        text: "De ploeg maakt leeg, sorteert, voert af en veegt. U krijgt een ruimte terug, klaar om te verkopen of te verhuren.",
      },
    ] as Step[],
    reviewsEyebrow: "Zij gingen u voor",
    reviewsTitle: "Wat onze klanten zeggen",
    reviewsLead: (method: string) => (
      <>
        Elke review vermeldt zijn datum en bron: <a href={method}>zo verzamelen en controleren we de reviews</a>. Onze
        klanten schreven ze in het Frans.
      </>
    ),
    allReviews: "Alle klantenervaringen lezen",
    blogEyebrow: "Tips & gidsen",
    blogTitle: "Laatste blogartikels",
    allArticles: "Alle artikels",
    regionsEyebrow: "Werkgebied",
    regionsTitle: "Overal in België, dicht bij u",
    communes: "gemeenten.",
    contactTitle: "Laten we over uw project praten",
    contactLead: "Eén telefoontje volstaat voor een eerste schatting. We antwoorden ook per e-mail en via WhatsApp.",
    contactButton: "Offerte aanvragen",
    headTitle: "Woningontruiming in heel België",
    description: (delay: string, hours: string) =>
      `Woningontruiming in heel België: gratis bezoek of offerte binnen ${delay}, sorteren, recycleren en afvoeren inbegrepen. ${hours}.`,
    ogTitle: "Woningontruiming in heel België",
  },
});

function HomePage({ data }: { data: SiteData }) {
  const { brand, claims, locale } = useSite().data;
  const copy = useCopy(COPY);
  const format = useFormat();
  const paths = PATHS[locale];
  // The spec's three reviews: those the owner marked for the home first, then the others in order.
  const all = data.testimonials.reviews;
  const reviews = [...all.filter((r) => r.home), ...all.filter((r) => !r.home)].slice(0, 3);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">{copy.eyebrow}</p>
            <h1 id="hero-title">{copy.title}</h1>
            <p className="lead">{copy.lead(brand.tradeName)}</p>
            <ul className="hero-points">
              <li>
                <Icon name="check" size={20} /> {copy.freeQuote}
              </li>
              <li>
                <Icon name="check" size={20} /> {copy.visitWithin(quoteDelay(claims.delays, locale))}
              </li>
              <li>
                <Icon name="check" size={20} /> {brand.hoursLabel}
              </li>
            </ul>
            <ContactButtons quoteLabel={copy.quote} className="hero-actions" />
            <p className="hero-trust">
              <Icon name="shield" /> {copy.trust(format.number(claims.clients), brand.founded)}
            </p>
          </div>
          <div className="panel" id="devis-rapide">
            <h2 id="quick-title">{copy.quickTitle}</h2>
            <p className="form-notice">{copy.quickNotice}</p>
            <QuoteFormBlock variant="quick" id="devis-accueil" />
          </div>
        </div>
      </section>

      <Section
        id="services-title"
        eyebrow={copy.servicesEyebrow}
        title={copy.servicesTitle}
        lead={copy.servicesLead}
        more={{ label: copy.allServices(data.services.length), url: paths.services }}
      >
        <div className="grid grid-3">
          {data.homeServices.map((s) => (
            <ServiceCard key={s.slug} service={s} />
          ))}
        </div>
      </Section>

      <Section
        id="benefits-title"
        eyebrow={copy.benefitsEyebrow}
        title={copy.benefitsTitle}
        lead={copy.benefitsLead}
        center
        tone="white"
        more={data.navigation.estimatorLink}
      >
        <div className="grid grid-4">
          {copy.benefits(claims, format, locale).map((b) => (
            <div key={b.title} className="card benefit">
              <span className="icon-bubble">
                <Icon name={b.icon} size={26} />
              </span>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section id="reasons-title" layout="split">
        <div>
          <SectionHead id="reasons-title" eyebrow={copy.reasonsEyebrow} title={copy.reasonsTitle}>
            {copy.reasonsLead}
          </SectionHead>
          <a className="button button-primary" href={data.navigation.about}>
            {copy.about}
          </a>
        </div>
        <CheckList items={copy.reasons} />
      </Section>

      <Section id="process-title" eyebrow={copy.processEyebrow} title={copy.processTitle} center tone="white">
        <ProcessSteps steps={copy.process} />
      </Section>

      {reviews.length > 0 && (
        <Section
          id="reviews-title"
          eyebrow={copy.reviewsEyebrow}
          title={copy.reviewsTitle}
          lead={copy.reviewsLead(`${paths.reviews}#${REVIEW_METHOD_ANCHOR}`)}
          center
          more={{ label: copy.allReviews, url: paths.reviews }}
        >
          <div className="grid grid-3">
            {reviews.map((r) => (
              <TestimonialCard key={r.name + r.date} review={r} />
            ))}
          </div>
        </Section>
      )}

      {data.articles.length > 0 && (
        <Section
          id="blog-title"
          eyebrow={copy.blogEyebrow}
          title={copy.blogTitle}
          tone="white"
          more={{ label: copy.allArticles, url: paths.blog }}
        >
          <div className="grid grid-3">
            {data.articles.slice(0, 3).map((a) => (
              <ArticleCard key={a.slug} article={a} placement="below-the-fold" />
            ))}
          </div>
        </Section>
      )}

      <Section id="regions-title" eyebrow={copy.regionsEyebrow} title={copy.regionsTitle} center tone="brand">
        <div className="grid grid-3">
          {REGIONS.map((id) => (
            <div key={id} className="card region-card">
              <span className="region-count">{claims.regions[id].communes}</span>
              <h3>
                <a className="card-stretch" href={`${paths.zones}?region=${id}`}>
                  {REGION_LABELS[locale][id]}
                </a>
              </h3>
              <p>
                {copy.communes} {claims.regions[id].summary}
              </p>
            </div>
          ))}
        </div>
      </Section>

      <Section id="contact-title" layout="split">
        <div>
          <SectionHead id="contact-title" eyebrow="Contact" title={copy.contactTitle}>
            {copy.contactLead}
          </SectionHead>
          <a className="button button-primary" href={paths.contact}>
            {copy.contactButton}
          </a>
        </div>
        <ContactList />
      </Section>
    </>
  );
}

export default defineRoute({
  id: "home",
  locales: LOCALES,
  paths: (data) => [{ url: PATHS[data.locale].home, props: { data } }],
  head: (_, { brand, claims, locale }) => ({
    title: COPY[locale].headTitle,
    description: COPY[locale].description(quoteDelay(claims.delays, locale), brand.hoursLabel),
    ogTitle: COPY[locale].ogTitle,
  }),
  Page: HomePage,
});
