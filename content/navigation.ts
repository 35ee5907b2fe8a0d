/**
 * Header and footer link lists (spec, "Shared layout"; DECISIONS "URLs and hosting"), and the
 * services the home page shows. Communes and services are named by slug; the content loader
 * resolves them and fails the build, naming this file and the field, when one has no page.
 */
import type { SERVICE_SLUGS } from "./vocabulary.ts";
import type { Locale } from "./locales.ts";
import { PATHS } from "./paths.ts";

export interface NavLink {
  label: string;
  url: string;
}

/** The header's and footer's link lists of one edition. */
export interface Navigation {
  mainNav: NavLink[];
  footerPages: NavLink[];
  legalNav: NavLink[];
  /** The link every page uses to reach the price estimator on the pricing page (issue 16). */
  estimatorLink: NavLink;
  /** The footer's last zone link, to the page listing every commune. */
  allZones: NavLink;
  /** The privacy policy, whose #cookies section the footer's cookie settings link opens. */
  privacy: string;
  /** The page about the company. */
  about: string;
  /** The general terms, whose withdrawal section every stated clearance delay links. */
  terms: string;
}

/** The price estimator's section on the pricing page, in each edition's words. */
export const ESTIMATOR_ANCHOR: Record<Locale, string> = { fr: "estimation", nl: "raming" };

const fr = PATHS.fr;
const nl = PATHS.nl;

/** Each edition's text pages by what they are: their addresses are written here once. */
export const TEXT_PAGES = {
  fr: {
    about: fr.textPage("a-propos"),
    legalNotice: fr.textPage("mentions-legales"),
    privacy: fr.textPage("politique-de-confidentialite"),
    terms: fr.textPage("conditions-generales"),
    accessibility: fr.textPage("declaration-accessibilite"),
  },
  nl: {
    about: nl.textPage("over-ons"),
    legalNotice: nl.textPage("wettelijke-vermeldingen"),
    privacy: nl.textPage("privacybeleid"),
    terms: nl.textPage("algemene-voorwaarden"),
    accessibility: nl.textPage("toegankelijkheidsverklaring"),
  },
} satisfies Record<Locale, Record<string, string>>;

export const navigation: Record<Locale, Navigation> = {
  fr: {
    mainNav: [
      { label: "Accueil", url: fr.home },
      { label: "Services", url: fr.services },
      { label: "Zones d’intervention", url: fr.zones },
      { label: "Tarifs", url: fr.pricing },
      { label: "Blog", url: fr.blog },
      { label: "À propos", url: TEXT_PAGES.fr.about },
      { label: "Contact", url: fr.contact },
    ],
    footerPages: [
      { label: "À propos", url: TEXT_PAGES.fr.about },
      { label: "Tarifs", url: fr.pricing },
      { label: "FAQ", url: fr.faq },
      { label: "Blog", url: fr.blog },
      { label: "Témoignages", url: fr.reviews },
      { label: "Laisser un avis", url: `${fr.reviews}#ajouter-temoignage` },
      { label: "Partenaires", url: fr.partners },
      { label: "Contact", url: fr.contact },
    ],
    legalNav: [
      { label: "Mentions légales", url: TEXT_PAGES.fr.legalNotice },
      { label: "Politique de confidentialité", url: TEXT_PAGES.fr.privacy },
      { label: "Conditions générales", url: TEXT_PAGES.fr.terms },
      { label: "Déclaration d’accessibilité", url: TEXT_PAGES.fr.accessibility },
      { label: "Plan du site", url: fr.siteMap },
    ],
    estimatorLink: { label: "Estimer mon prix", url: `${fr.pricing}#${ESTIMATOR_ANCHOR.fr}` },
    allZones: { label: "Toutes les communes", url: fr.zones },
    privacy: TEXT_PAGES.fr.privacy,
    about: TEXT_PAGES.fr.about,
    terms: TEXT_PAGES.fr.terms,
  },
  nl: {
    mainNav: [
      { label: "Home", url: nl.home },
      { label: "Diensten", url: nl.services },
      { label: "Werkgebied", url: nl.zones },
      { label: "Tarieven", url: nl.pricing },
      { label: "Blog", url: nl.blog },
      { label: "Over ons", url: TEXT_PAGES.nl.about },
      { label: "Contact", url: nl.contact },
    ],
    footerPages: [
      { label: "Over ons", url: TEXT_PAGES.nl.about },
      { label: "Tarieven", url: nl.pricing },
      { label: "Veelgestelde vragen", url: nl.faq },
      { label: "Blog", url: nl.blog },
      { label: "Klantenervaringen", url: nl.reviews },
      { label: "Uw ervaring delen", url: `${nl.reviews}#ajouter-temoignage` },
      { label: "Partners", url: nl.partners },
      { label: "Contact", url: nl.contact },
    ],
    legalNav: [
      { label: "Wettelijke vermeldingen", url: TEXT_PAGES.nl.legalNotice },
      { label: "Privacybeleid", url: TEXT_PAGES.nl.privacy },
      { label: "Algemene voorwaarden", url: TEXT_PAGES.nl.terms },
      { label: "Toegankelijkheidsverklaring", url: TEXT_PAGES.nl.accessibility },
      { label: "Sitemap", url: nl.siteMap },
    ],
    estimatorLink: { label: "Bereken mijn prijs", url: `${nl.pricing}#${ESTIMATOR_ANCHOR.nl}` },
    allZones: { label: "Alle gemeenten", url: nl.zones },
    privacy: TEXT_PAGES.nl.privacy,
    about: TEXT_PAGES.nl.about,
    terms: TEXT_PAGES.nl.terms,
  },
};

/** The French edition's lists, under the names the French pages and tests use. */
export const { mainNav, footerPages, legalNav, estimatorLink } = navigation.fr;

/** The 17 communes the footer names (spec, "Zones"). */
export const footerZones = [
  "bruxelles", "schaerbeek", "anderlecht", "waterloo", "lasne", "overijse", "hoeilaart",
  "liege", "verviers", "namur", "charleroi", "mons", "tournai", "mouscron",
  "antwerpen", "gent", "brugge",
] as const;

/** The six services the spec puts on the home page, in its order (spec, "Home"). */
export const homeServices: ReadonlyArray<(typeof SERVICE_SLUGS)[number]> = [
  "vide-maison", "vide-appartement", "vide-cave-grenier", "debarras-succession", "demontage-demolition", "recyclage",
];
