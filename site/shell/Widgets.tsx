/**
 * Server markup of the layout widgets. Each starts hidden (no layout shift: all are fixed
 * overlays) and is driven by the small scripts in client/shell/.
 */
import { CONSENT_VALIDITY_MONTHS } from "../../client/shell/consent.ts";
import { PENDING_LIFETIME_DAYS } from "../../client/lib/pending-store.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { Icon } from "../components/Icon.tsx";
import { PATHS } from "../../content/paths.ts";
import { localized, useCopy } from "../lib/render/localized.ts";

const COPY = localized({
  fr: {
    privacyTitle: "Votre vie privée",
    closeWithoutChoice: "Fermer sans choisir",
    noCookie: "Ce site ne dépose aucun cookie et ne mesure pas votre navigation.",
    offlineCopy:
      "Avec votre accord, votre navigateur garde une copie des pages consultées, pour les relire hors connexion.",
    keptAnyway: "Ce qu’il garde dans tous les cas",
    kept: [
      `votre choix et sa date (${CONSENT_VALIDITY_MONTHS} mois au plus) ;`,
      "un indicateur de session, pour ne suggérer qu’une fois l’installation de l’application ;",
      `une demande de devis ou un avis dont l’envoi a échoué, le temps de l’envoyer à nouveau (${PENDING_LIFETIME_DAYS} jours au plus) ;`,
      "le petit programme du site qui s’en charge (service worker).",
    ],
    more: "En savoir plus",
    decline: "Refuser",
    accept: "Accepter",
    top: "Revenir en haut de la page",
    chat: "Discuter avec nous sur WhatsApp",
    installTitle: "Installer l’application",
    installText: (tradeName: string) => `Gardez ${tradeName} sur votre écran d’accueil pour nous joindre en un geste.`,
    install: "Installer",
    later: "Plus tard",
    ctaTitle: "Une maison à vider ? Parlons-en aujourd’hui.",
    ctaText: (hours: string) => `Devis gratuit et sans engagement, intervention rapide partout en Belgique, ${hours}.`,
    ctaButton: "Demander un devis gratuit",
  },
  nl: {
    privacyTitle: "Uw privacy",
    closeWithoutChoice: "Sluiten zonder te kiezen",
    noCookie: "Deze site plaatst geen cookies en meet uw surfgedrag niet.",
    offlineCopy: "Met uw toestemming bewaart uw browser een kopie van de bezochte pagina’s, om ze offline te herlezen.",
    keptAnyway: "Wat hij in elk geval bewaart",
    kept: [
      `uw keuze en de datum ervan (hoogstens ${CONSENT_VALIDITY_MONTHS} maanden);`,
      "een sessie-indicator, zodat de installatie van de app maar één keer wordt voorgesteld;",
      `een offerteaanvraag of review die niet verstuurd kon worden, tot ze opnieuw verstuurd is (hoogstens ${PENDING_LIFETIME_DAYS} dagen);`,
      "het kleine programma van de site dat daarvoor zorgt (service worker).",
    ],
    more: "Meer weten",
    decline: "Weigeren",
    accept: "Aanvaarden",
    top: "Terug naar boven",
    chat: "Chat met ons via WhatsApp",
    installTitle: "De app installeren",
    installText: (tradeName: string) => `Zet ${tradeName} op uw startscherm en bereik ons met één tik.`,
    install: "Installeren",
    later: "Later",
    ctaTitle: "Een woning leeg te maken? Laten we erover praten.",
    ctaText: (hours: string) => `Gratis en vrijblijvende offerte, snelle tussenkomst in heel België, ${hours}.`,
    ctaButton: "Gratis offerte aanvragen",
  },
});

/**
 * The banner asks about the one optional thing the site stores, the offline copy of visited
 * pages, and says what it keeps in any case (client/layout/cookie-banner.ts). The layout puts
 * it right after the skip link: shown as a bottom sheet, it still comes early to the keyboard
 * and in reading order.
 */
export function CookieBanner() {
  const copy = useCopy(COPY);
  const { privacy } = useSite().data.navigation;
  return (
    <section className="cookie-banner" data-cookie-banner hidden aria-labelledby="cookie-title" role="region">
      <div className="cookie-head">
        <h2 id="cookie-title">{copy.privacyTitle}</h2>
        <button className="cookie-close" type="button" data-cookie-close>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{copy.closeWithoutChoice}</span>
        </button>
      </div>
      {/*
        Short blocks, not one long paragraph: each block of text stays smaller than a page's lead
        paragraph, so the banner, shown 1.5 s after load, does not become the page's Largest
        Contentful Paint on a phone (it did, and delayed the metric past 1.5 s).
      */}
      <div className="cookie-text">
        <p>{copy.noCookie}</p>
        <p>{copy.offlineCopy}</p>
      </div>
      <details className="cookie-more">
        <summary>{copy.keptAnyway}</summary>
        <ul>
          {copy.kept.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          <a href={`${privacy}#cookies`}>{copy.more}</a>
        </p>
      </details>
      <div className="cookie-actions">
        <button type="button" className="button button-outline" data-consent="declined">
          {copy.decline}
        </button>
        <button type="button" className="button button-outline" data-consent="accepted">
          {copy.accept}
        </button>
      </div>
    </section>
  );
}

export function ScrollTopButton() {
  return (
    <a className="scroll-top" href="#top" data-scroll-top hidden>
      <Icon name="arrowUp" />
      <span className="visually-hidden">{useCopy(COPY).top}</span>
    </a>
  );
}

export function ChatButton() {
  const { brand } = useSite().data;
  return (
    <a className="chat-button" href={brand.chatUrl} rel="noopener noreferrer">
      <Icon name="chat" />
      <span className="visually-hidden">{useCopy(COPY).chat}</span>
    </a>
  );
}

export function InstallPrompt() {
  const { brand } = useSite().data;
  const copy = useCopy(COPY);
  return (
    <section className="install-prompt" data-install hidden aria-labelledby="install-title" role="region">
      <Icon name="download" />
      <div>
        <h2 id="install-title">{copy.installTitle}</h2>
        <p>{copy.installText(brand.tradeName)}</p>
      </div>
      <div className="install-actions">
        <button type="button" className="button button-primary button-small" data-install-accept>
          {copy.install}
        </button>
        <button type="button" className="button button-ghost button-small" data-install-dismiss>
          {copy.later}
        </button>
      </div>
    </section>
  );
}

export function CallToActionBanner() {
  const { brand, locale } = useSite().data;
  const copy = useCopy(COPY);
  return (
    <section className="cta-banner" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{copy.ctaTitle}</h2>
          <p>{copy.ctaText(brand.hoursLabel)}</p>
        </div>
        <div className="cta-actions">
          <a className="button button-accent" href={PATHS[locale].contact}>
            {copy.ctaButton}
          </a>
          <a className="button button-on-dark" href={`tel:${brand.phoneE164}`}>
            <Icon name="phone" size={18} /> {brand.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
