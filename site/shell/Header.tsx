import { LANGUAGE_TAGS } from "../../content/locales.ts";
import type { Navigation } from "../../content/navigation.ts";
import { PATHS } from "../../content/paths.ts";
import type { LanguageSwitch } from "../lib/render/route.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { Icon } from "../components/Icon.tsx";
import { Logo } from "./Logo.tsx";

const COPY = localized({
  fr: {
    topbar: "Partout en Belgique · Devis gratuit",
    menu: "Menu",
    navigation: "Navigation principale",
    closeMenu: "Fermer le menu",
    proLogin: "Connexion pro",
    quote: "Devis gratuit",
    call: (phone: string) => `Appeler le ${phone}`,
    /** This edition's name in its own language, for the other edition's language switch. */
    language: "Français",
  },
  nl: {
    topbar: "In heel België · Gratis offerte",
    menu: "Menu",
    navigation: "Hoofdnavigatie",
    closeMenu: "Menu sluiten",
    proLogin: "Pro-login",
    quote: "Gratis offerte",
    call: (phone: string) => `Bel ${phone}`,
    language: "Nederlands",
  },
});

const isCurrent = (link: string, url: string) =>
  link.endsWith("/") ? url === link : url === link || url.startsWith(`${link}/`);

/**
 * What the header's HTML depends on besides the content: which links of the main navigation
 * are current on the page at `url`, and where the language switch leads. The layout renders
 * the header once per value (site/lib/render/RenderOnce.tsx): it must depend on the page
 * through this only.
 */
export const headerKey = (navigation: Navigation, url: string, switchTo: LanguageSwitch | null) =>
  `header:${navigation.mainNav.map((link) => (isCurrent(link.url, url) ? 1 : 0)).join("")}:${switchTo?.url ?? ""}`;

/**
 * Sticky header. The navigation is one list: inline on wide screens, a native popover on
 * phones (the toggle, Escape and outside clicks work without JavaScript).
 */
export function Header() {
  const {
    url,
    switchTo,
    data: { brand, locale, navigation },
  } = useSite();
  const copy = useCopy(COPY);
  const current = (link: string) => isCurrent(link, url);
  return (
    <>
      <div className="topbar">
        <div className="container topbar-inner">
          <p>
            <Icon name="clock" size={16} /> {brand.hoursLabel} · {copy.topbar}
          </p>
          <p>
            <a href={`tel:${brand.phoneE164}`}>
              <Icon name="phone" size={16} /> {brand.phone}
            </a>
            <a href={`mailto:${brand.email}`}>
              <Icon name="mail" size={16} /> {brand.email}
            </a>
          </p>
        </div>
      </div>
      <header className="site-header" data-header>
        <div className="container header-inner">
          <Logo />
          <button
            className="menu-toggle"
            type="button"
            popoverTarget="menu"
            aria-controls="menu"
            aria-label={copy.menu}
          >
            <Icon name="menu" />
            <span className="menu-toggle-label" aria-hidden="true">
              {copy.menu}
            </span>
          </button>
          <nav id="menu" className="main-nav" aria-label={copy.navigation} popover="auto">
            <div className="main-nav-head">
              <span className="main-nav-title">{copy.menu}</span>
              <button className="menu-close" type="button" popoverTarget="menu" popoverTargetAction="hide">
                <Icon name="close" />
                <span className="visually-hidden">{copy.closeMenu}</span>
              </button>
            </div>
            <ul>
              {navigation.mainNav.map((link) => (
                <li key={link.url}>
                  <a href={link.url} aria-current={current(link.url) ? "page" : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <div className="main-nav-actions">
              {switchTo && (
                <a
                  className="language-switch"
                  href={switchTo.url}
                  hrefLang={LANGUAGE_TAGS[switchTo.locale]}
                  lang={LANGUAGE_TAGS[switchTo.locale]}
                >
                  <span className="language-code" aria-hidden="true">
                    {switchTo.locale.toUpperCase()}
                  </span>
                  <span className="language-name">{COPY[switchTo.locale].language}</span>
                </a>
              )}
              <a className="nav-pro" href={brand.links.proLogin} rel="noopener noreferrer">
                <Icon name="key" size={18} />
                {copy.proLogin}
              </a>
              <a className="button button-primary button-small" href={PATHS[locale].contact}>
                {copy.quote}
              </a>
            </div>
          </nav>
          <a className="header-phone" href={`tel:${brand.phoneE164}`}>
            <Icon name="phone" size={18} />
            <span className="visually-hidden">{copy.call(brand.phone)}</span>
          </a>
        </div>
      </header>
    </>
  );
}
