import { mainNav } from "../../content/navigation.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { Icon } from "../components/Icon.tsx";
import { Logo } from "./Logo.tsx";

const isCurrent = (link: string, url: string) =>
  link === "/" ? url === "/" : url === link || url.startsWith(`${link}/`);

/**
 * What the header's HTML depends on besides the content: which links of the main navigation
 * are current on the page at `url`. The layout renders the header once per value
 * (site/lib/render/RenderOnce.tsx): the header must depend on the URL through this only.
 */
export const headerKey = (url: string) =>
  `header:${mainNav.map((link) => (isCurrent(link.url, url) ? 1 : 0)).join("")}`;

/**
 * Sticky header. The navigation is one list: inline on wide screens, a native popover on
 * phones (the toggle, Escape and outside clicks work without JavaScript).
 */
export function Header() {
  const {
    url,
    data: { brand },
  } = useSite();
  const current = (link: string) => isCurrent(link, url);
  return (
    <>
      <div className="topbar">
        <div className="container topbar-inner">
          <p>
            <Icon name="clock" size={16} /> {brand.hoursLabel} · Partout en Belgique · Devis gratuit
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
          <button className="menu-toggle" type="button" popoverTarget="menu" aria-controls="menu">
            <Icon name="menu" />
            <span>Menu</span>
          </button>
          <nav id="menu" className="main-nav" aria-label="Navigation principale" popover="auto">
            <div className="main-nav-head">
              <span className="main-nav-title">Menu</span>
              <button className="menu-close" type="button" popoverTarget="menu" popoverTargetAction="hide">
                <Icon name="close" />
                <span className="visually-hidden">Fermer le menu</span>
              </button>
            </div>
            <ul>
              {mainNav.map((link) => (
                <li key={link.url}>
                  <a href={link.url} aria-current={current(link.url) ? "page" : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <div className="main-nav-actions">
              <a className="nav-pro" href={brand.links.proLogin} rel="noopener noreferrer">
                <Icon name="key" size={18} />
                Connexion pro
              </a>
              <a className="button button-primary button-small" href="/contact">
                Devis gratuit
              </a>
            </div>
          </nav>
          <a className="header-phone" href={`tel:${brand.phoneE164}`}>
            <Icon name="phone" size={18} />
            <span className="visually-hidden">Appeler le {brand.phone}</span>
          </a>
        </div>
      </header>
    </>
  );
}
