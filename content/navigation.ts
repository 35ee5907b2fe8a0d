/**
 * Header and footer link lists (spec, "Shared layout"; DECISIONS "URLs and hosting"), and the
 * services the home page shows. Communes, services and text pages are named by their file; the
 * content loader resolves them and fails the build, naming this file and the field, when one has
 * no page.
 */
import type { SERVICE_SLUGS } from "./vocabulary.ts";
import type { Locale } from "./locales.ts";
import { PATHS } from "./paths.ts";

export interface NavLink {
  label: string;
  url: string;
}

/** The header's and footer's link lists of one edition, as the pages use them. */
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

/**
 * A text page of content/pages, named by its original's file name (the spec's French slug). Its
 * address in each edition is the page's own (the file name, or its `nlSlug`): the content loader
 * puts it in (site/lib/content/references.ts), so no address is written here a second time.
 */
export interface TextPageLink {
  label: string;
  page: TextPageId;
}

export const TEXT_PAGE_IDS = {
  about: "a-propos",
  legalNotice: "mentions-legales",
  privacy: "politique-de-confidentialite",
  terms: "conditions-generales",
  accessibility: "declaration-accessibilite",
} as const;
export type TextPageId = (typeof TEXT_PAGE_IDS)[keyof typeof TEXT_PAGE_IDS];

/** {@link Navigation} as written here: text pages named by their id. */
export interface NavigationSource extends Omit<Navigation, "mainNav" | "footerPages" | "legalNav" | "privacy" | "about" | "terms"> {
  mainNav: Array<NavLink | TextPageLink>;
  footerPages: Array<NavLink | TextPageLink>;
  legalNav: Array<NavLink | TextPageLink>;
  privacy: TextPageId;
  about: TextPageId;
  terms: TextPageId;
}

/** The review form's section on the reviews page (spec, "Shared layout"), the same in both editions. */
export const REVIEW_FORM_ANCHOR = "ajouter-temoignage";

/** The price estimator's section on the pricing page, in each edition's words. */
export const ESTIMATOR_ANCHOR: Record<Locale, string> = { fr: "estimation", nl: "raming" };

const fr = PATHS.fr;
const nl = PATHS.nl;
const page = TEXT_PAGE_IDS;

export const navigation: Record<Locale, NavigationSource> = {
  fr: {
    mainNav: [
      { label: "Accueil", url: fr.home },
      { label: "Services", url: fr.services },
      { label: "Zones d’intervention", url: fr.zones },
      { label: "Tarifs", url: fr.pricing },
      { label: "Blog", url: fr.blog },
      { label: "À propos", page: page.about },
      { label: "Contact", url: fr.contact },
    ],
    footerPages: [
      { label: "À propos", page: page.about },
      { label: "Tarifs", url: fr.pricing },
      { label: "FAQ", url: fr.faq },
      { label: "Blog", url: fr.blog },
      { label: "Témoignages", url: fr.reviews },
      { label: "Laisser un avis", url: `${fr.reviews}#${REVIEW_FORM_ANCHOR}` },
      { label: "Partenaires", url: fr.partners },
      { label: "Contact", url: fr.contact },
    ],
    legalNav: [
      { label: "Mentions légales", page: page.legalNotice },
      { label: "Politique de confidentialité", page: page.privacy },
      { label: "Conditions générales", page: page.terms },
      { label: "Déclaration d’accessibilité", page: page.accessibility },
      { label: "Plan du site", url: fr.siteMap },
    ],
    estimatorLink: { label: "Estimer mon prix", url: `${fr.pricing}#${ESTIMATOR_ANCHOR.fr}` },
    allZones: { label: "Toutes les communes", url: fr.zones },
    privacy: page.privacy,
    about: page.about,
    terms: page.terms,
  },
  nl: {
    mainNav: [
      { label: "Home", url: nl.home },
      { label: "Diensten", url: nl.services },
      { label: "Werkgebied", url: nl.zones },
      { label: "Tarieven", url: nl.pricing },
      { label: "Blog", url: nl.blog },
      { label: "Over ons", page: page.about },
      { label: "Contact", url: nl.contact },
    ],
    footerPages: [
      { label: "Over ons", page: page.about },
      { label: "Tarieven", url: nl.pricing },
      { label: "Veelgestelde vragen", url: nl.faq },
      { label: "Blog", url: nl.blog },
      { label: "Klantenervaringen", url: nl.reviews },
      { label: "Uw ervaring delen", url: `${nl.reviews}#${REVIEW_FORM_ANCHOR}` },
      { label: "Partners", url: nl.partners },
      { label: "Contact", url: nl.contact },
    ],
    legalNav: [
      { label: "Wettelijke vermeldingen", page: page.legalNotice },
      { label: "Privacybeleid", page: page.privacy },
      { label: "Algemene voorwaarden", page: page.terms },
      { label: "Toegankelijkheidsverklaring", page: page.accessibility },
      { label: "Sitemap", url: nl.siteMap },
    ],
    estimatorLink: { label: "Bereken mijn prijs", url: `${nl.pricing}#${ESTIMATOR_ANCHOR.nl}` },
    allZones: { label: "Alle gemeenten", url: nl.zones },
    privacy: page.privacy,
    about: page.about,
    terms: page.terms,
  },
};

/** The French edition's estimator link, under the name the tests use. */
export const { estimatorLink } = navigation.fr;

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
