import { footerPages, legalNav, type NavLink } from "../../content/navigation.ts";
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

export function Footer() {
  const { data } = useSite();
  const { brand } = data;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-labelledby="footer-brand-title">
          <p className="footer-logo" id="footer-brand-title">
            <LogoMark size={32} /> {brand.tradeName}
          </p>
          <p>
            Vide-maison, débarras et nettoyage partout en Belgique. Devis gratuit et sans engagement, tri pour le
            réemploi et le recyclage compris.
          </p>
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
                <Icon name="star" size={18} /> Nos avis clients
              </a>
            </li>
          </ul>
        </section>
        <FooterNav
          id="footer-services"
          title="Services"
          links={data.services.map((s) => ({ label: s.title, url: s.url }))}
        />
        <FooterNav
          id="footer-zones"
          title="Zones"
          className="footer-zones"
          links={[
            ...data.footerZones.map((m) => ({ label: m.name, url: m.url })),
            { label: "Toutes les communes", url: "/zones-intervention" },
          ]}
        />
        <FooterNav id="footer-pages" title="Informations" links={footerPages} />
      </div>
      <div className="container footer-legal">
        <p>
          © {year} {brand.legalName} · BCE {brand.enterpriseNumber} · TVA {brand.vatNumber} · {brand.rpm}
        </p>
        <ul>
          {legalNav.map((l) => (
            <li key={l.url}>
              <a href={l.url}>{l.label}</a>
            </li>
          ))}
          <li>
            <a href="/politique-de-confidentialite#cookies" data-cookie-settings>
              Paramètres cookies
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
