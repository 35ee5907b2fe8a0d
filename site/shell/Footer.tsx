import type { NavLink } from "../../content/navigation.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { Icon } from "../components/Icon.tsx";
import { LogoMark } from "./Logo.tsx";

function FooterNav({
  id,
  title,
  links,
  className,
}: {
  id: string;
  title: string;
  links: NavLink[];
  className?: string;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-title">
        {title}
      </h2>
      <ul className={className}>
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const COPY = localized({
  fr: {
    pitch:
      "Vide-maison, débarras et nettoyage partout en Belgique. Devis gratuit et sans engagement, tri pour le réemploi et le recyclage compris.",
    reviews: "Nos avis clients",
    services: "Services",
    zones: "Zones",
    pages: "Informations",
    enterprise: "BCE",
    vat: "TVA",
    cookies: "Paramètres cookies",
  },
  nl: {
    pitch:
      "Woningontruiming, ontruiming en schoonmaak in heel België. Gratis en vrijblijvende offerte, sortering voor hergebruik en recyclage inbegrepen.",
    reviews: "Onze klantenreviews",
    services: "Diensten",
    zones: "Werkgebied",
    pages: "Informatie",
    enterprise: "KBO",
    vat: "btw",
    cookies: "Cookie-instellingen",
  },
});

export function Footer() {
  const { data } = useSite();
  const { brand } = data;
  const copy = useCopy(COPY);
  const { footerPages, legalNav, allZones, privacy } = data.navigation;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-labelledby="footer-brand-title">
          <p className="footer-logo" id="footer-brand-title">
            <LogoMark size={32} /> {brand.tradeName}
          </p>
          <p>{copy.pitch}</p>
          <ul className="footer-contact">
            <li>
              <Icon name="phone" size={18} />
              <a href={`tel:${brand.phoneE164}`}>{brand.phone}</a>
            </li>
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </li>
            <li>
              <Icon name="clock" size={18} />
              <span>{brand.hoursLabel}</span>
            </li>
            <li>
              <Icon name="pin" size={18} />
              <span>{brand.fullAddress}</span>
            </li>
          </ul>
          <ul className="footer-social">
            <li>
              <a href={brand.links.facebook} rel="noopener noreferrer">
                <Icon name="facebook" size={18} /> Facebook
              </a>
            </li>
            <li>
              <a href={brand.links.reviews} rel="noopener noreferrer">
                <Icon name="star" size={18} /> {copy.reviews}
              </a>
            </li>
          </ul>
        </section>
        <FooterNav
          id="footer-services"
          title={copy.services}
          links={data.services.map((s) => ({ label: s.title, url: s.url }))}
        />
        <FooterNav
          id="footer-zones"
          title={copy.zones}
          className="footer-zones"
          links={[...data.footerZones.map((m) => ({ label: m.name, url: m.url })), allZones]}
        />
        <FooterNav id="footer-pages" title={copy.pages} links={footerPages} />
      </div>
      <div className="container footer-legal">
        <p>
          © {year} {brand.legalName} · {copy.enterprise} {brand.enterpriseNumber} · {copy.vat} {brand.vatNumber} ·{" "}
          {brand.rpm}
        </p>
        <ul>
          {legalNav.map((l) => (
            <li key={l.url}>
              <a href={l.url}>{l.label}</a>
            </li>
          ))}
          <li>
            <a href={`${privacy}#cookies`} data-cookie-settings>
              {copy.cookies}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
