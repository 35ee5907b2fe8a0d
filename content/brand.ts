/**
 * Every brand fact of the company, in one place (DECISIONS, "Placeholders").
 * The shipped values describe a FICTIONAL company: replace them with the real ones
 * before going live (see README, "Configuration"). Nothing brand-specific is written
 * anywhere else in the code or content: markdown uses {{tokens}} resolved from here.
 */
export const brand = {
  tradeName: "Débarras Horizon",
  legalName: "Débarras Horizon SRL",
  legalForm: "SRL",
  /** Registered office (siège social), shown in the footer and legal pages. */
  address: {
    street: "Avenue Louis Bertrand 54",
    postalCode: "1030",
    city: "Schaerbeek",
    country: "BE",
  },
  /** BCE/KBO number; the VAT number is BE + the same digits. Fictional but well-formed. */
  enterpriseNumber: "0123.456.749",
  vatNumber: "BE 0123.456.749",
  rpm: "RPM Bruxelles (tribunal de l’entreprise francophone de Bruxelles)",
  wasteRegistrations: [
    { region: "Région de Bruxelles-Capitale", body: "Bruxelles Environnement", number: "BE-TR-2022-0417" },
    { region: "Région wallonne", body: "SPW Agriculture, Ressources naturelles et Environnement", number: "2022-07-18-48" },
    { region: "Région flamande", body: "OVAM", number: "OVAM-IHM-2022-3318" },
  ],
  insurer: "AG Insurance, police RC professionnelle n° 04.612.338",
  phone: { display: "02 588 41 20", e164: "+3225884120" },
  /** Mobile used for the chat link (wa.me wants digits only, no + and no leading 0). */
  chatNumber: "32470558412",
  chatGreeting: "Bonjour, je souhaite obtenir un devis gratuit pour un vide-maison.",
  email: "contact@debarras-horizon.be",
  hours: {
    label: "7 j/7, de 8 h à 20 h",
    opens: "08:00",
    closes: "20:00",
  },
  founded: 2022,
  /** External sites linked from the header and footer. */
  links: {
    proLogin: "https://gestion.debarras-horizon.be/connexion",
    facebook: "https://www.facebook.com/debarrashorizon",
    reviews: "https://www.trustpilot.com/review/debarras-horizon.be",
  },
  themeColor: "#0d5c4f",
} as const;

export type Brand = typeof brand;

export function formatAddress(b: Brand = brand): string {
  return `${b.address.street}, ${b.address.postalCode} ${b.address.city}`;
}

export function chatUrl(b: Brand = brand): string {
  return `https://wa.me/${b.chatNumber}?text=${encodeURIComponent(b.chatGreeting)}`;
}
