/**
 * Server markup of the layout widgets. Each starts hidden (no layout shift: all are fixed
 * overlays) and is driven by the small scripts in client/shell/.
 */
import { CONSENT_VALIDITY_MONTHS } from "../../client/shell/consent.ts";
import { PENDING_LIFETIME_DAYS } from "../../client/lib/pending-store.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { Icon } from "../components/Icon.tsx";

/**
 * The banner asks about the one optional thing the site stores, the offline copy of visited
 * pages, and says what it keeps in any case (client/layout/cookie-banner.ts). The layout puts
 * it right after the skip link: shown as a bottom sheet, it still comes early to the keyboard
 * and in reading order.
 */
export function CookieBanner() {
  return (
    <section className="cookie-banner" data-cookie-banner hidden aria-labelledby="cookie-title" role="region">
      <div className="cookie-head">
        <h2 id="cookie-title">Votre vie privée</h2>
        <button className="cookie-close" type="button" data-cookie-close>
          <Icon name="close" size={20} />
          <span className="visually-hidden">Fermer sans choisir</span>
        </button>
      </div>
      {/*
        Short blocks, not one long paragraph: each block of text stays smaller than a page's lead
        paragraph, so the banner, shown 1.5 s after load, does not become the page's Largest
        Contentful Paint on a phone (it did, and delayed the metric past 1.5 s).
      */}
      <div className="cookie-text">
        <p>Ce site ne dépose aucun cookie et ne mesure pas votre navigation.</p>
        <p>Avec votre accord, votre navigateur garde une copie des pages consultées, pour les relire hors connexion.</p>
      </div>
      <details className="cookie-more">
        <summary>Ce qu’il garde dans tous les cas</summary>
        <ul>
          <li>votre choix et sa date ({CONSENT_VALIDITY_MONTHS} mois au plus) ;</li>
          <li>un indicateur de session, pour ne suggérer qu’une fois l’installation de l’application ;</li>
          <li>
            une demande de devis ou un avis dont l’envoi a échoué, le temps de l’envoyer à nouveau (
            {PENDING_LIFETIME_DAYS} jours au plus) ;
          </li>
          <li>le petit programme du site qui s’en charge (service worker).</li>
        </ul>
        <p>
          <a href="/politique-de-confidentialite#cookies">En savoir plus</a>
        </p>
      </details>
      <div className="cookie-actions">
        <button type="button" className="button button-outline" data-consent="declined">
          Refuser
        </button>
        <button type="button" className="button button-outline" data-consent="accepted">
          Accepter
        </button>
      </div>
    </section>
  );
}

export function ScrollTopButton() {
  return (
    <a className="scroll-top" href="#top" data-scroll-top hidden>
      <Icon name="arrowUp" />
      <span className="visually-hidden">Revenir en haut de la page</span>
    </a>
  );
}

export function ChatButton() {
  const { brand } = useSite().data;
  return (
    <a className="chat-button" href={brand.chatUrl} rel="noopener noreferrer">
      <Icon name="chat" />
      <span className="visually-hidden">Discuter avec nous sur WhatsApp</span>
    </a>
  );
}

export function InstallPrompt() {
  const { brand } = useSite().data;
  return (
    <section className="install-prompt" data-install hidden aria-labelledby="install-title" role="region">
      <Icon name="download" />
      <div>
        <h2 id="install-title">Installer l’application</h2>
        <p>Gardez {brand.tradeName} sur votre écran d’accueil pour nous joindre en un geste.</p>
      </div>
      <div className="install-actions">
        <button type="button" className="button button-primary button-small" data-install-accept>
          Installer
        </button>
        <button type="button" className="button button-ghost button-small" data-install-dismiss>
          Plus tard
        </button>
      </div>
    </section>
  );
}

export function CallToActionBanner() {
  const { brand } = useSite().data;
  return (
    <section className="cta-banner" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">Une maison à vider ? Parlons-en aujourd’hui.</h2>
          <p>Devis gratuit et sans engagement, intervention rapide partout en Belgique, {brand.hoursLabel}.</p>
        </div>
        <div className="cta-actions">
          <a className="button button-accent" href="/contact">
            Demander un devis gratuit
          </a>
          <a className="button button-on-dark" href={`tel:${brand.phoneE164}`}>
            <Icon name="phone" size={18} /> {brand.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
