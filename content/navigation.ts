/**
 * Header and footer link lists (spec, "Shared layout"; DECISIONS "URLs and hosting"), and the
 * services the home page shows. Communes and services are named by slug; the content loader
 * resolves them and fails the build, naming this file and the field, when one has no page.
 */
import type { SERVICE_SLUGS } from "./vocabulary.ts";

export interface NavLink {
  label: string;
  url: string;
}

export const mainNav: NavLink[] = [
  { label: "Accueil", url: "/" },
  { label: "Services", url: "/services" },
  { label: "Zones d’intervention", url: "/zones-intervention" },
  { label: "Tarifs", url: "/tarifs" },
  { label: "Blog", url: "/blog" },
  { label: "À propos", url: "/a-propos" },
  { label: "Contact", url: "/contact" },
];

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

export const footerPages: NavLink[] = [
  { label: "À propos", url: "/a-propos" },
  { label: "Tarifs", url: "/tarifs" },
  { label: "FAQ", url: "/faq" },
  { label: "Blog", url: "/blog" },
  { label: "Témoignages", url: "/temoignages" },
  { label: "Laisser un avis", url: "/temoignages#ajouter-temoignage" },
  { label: "Partenaires", url: "/partenaires" },
  { label: "Contact", url: "/contact" },
];

export const legalNav: NavLink[] = [
  { label: "Mentions légales", url: "/mentions-legales" },
  { label: "Politique de confidentialité", url: "/politique-de-confidentialite" },
  { label: "Conditions générales", url: "/conditions-generales" },
  { label: "Plan du site", url: "/plan-du-site" },
];

/** The price estimator's section on /tarifs, and the link every page uses to reach it (issue 16). */
export const ESTIMATOR_ANCHOR = "estimation";
export const estimatorLink: NavLink = { label: "Estimer mon prix", url: `/tarifs#${ESTIMATOR_ANCHOR}` };
