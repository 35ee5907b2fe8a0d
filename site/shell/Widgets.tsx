/**
 * Server markup of the layout widgets. Each starts hidden (no layout shift: all are fixed
 * overlays) and is driven by the small scripts in client/shell/.
 */
import { CONSENT_VALIDITY_MONTHS } from "../../client/shell/consent.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { Icon } from "../components/Icon.tsx";

export function CookieBanner() {
  return (
    <section className="cookie-banner" data-cookie-banner hidden aria-labelledby="cookie-title" role="region">
      <button className="cookie-close" type="button" data-cookie-close>
        <Icon name="close" size={20} />
        <span className="visually-hidden">Fermer sans choisir</span>
      </button>
      <h2 id="cookie-title">Votre vie privée</h2>
      {/*
        A list, not one long paragraph: each block of text stays smaller than a page's lead
        paragraph, so the banner, shown 1.5 s after load, does not become the page's Largest
        Contentful Paint on a phone (it did, and delayed the metric past 1.5 s).
      */}
      <p>Ce site ne dépose aucun cookie : ni publicité, ni mesure d’audience. Votre navigateur garde seulement :</p>
      <ul>
        <li>votre choix et sa date ({CONSENT_VALIDITY_MONTHS} mois au plus) ;</li>
        <li>un indicateur de session pour la suggestion d’installer l’application ;</li>
        <li>une copie des pages consultées, pour la lecture hors connexion ;</li>
        <li>votre demande de devis si son envoi échoue, le temps de la renvoyer (7 jours au plus).</li>
      </ul>
      <p>
        <a href="/politique-de-confidentialite#cookies">En savoir plus</a>
      </p>
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
