/** Small made-up company facts for the unit tests (never the real content). */
import type { Claims } from "../../../content/schema.ts";
import type { Settings } from "../../../site/config.ts";
import type { BrandFacts } from "../../../site/lib/content/facts.ts";

export const brand: BrandFacts = {
  tradeName: "Essai Débarras",
  legalName: "Essai Débarras SRL",
  legalForm: "SRL",
  legalFormName: "société à responsabilité limitée",
  address: { street: "Rue de l’Essai 1", postalCode: "5000", city: "Namur" },
  enterpriseNumber: "0123.456.749",
  rpm: "RPM Namur",
  wasteRegistrations: [
    { region: "Région wallonne", body: "SPW", number: "W-1" },
    { region: "Région flamande", body: "OVAM", number: "F-2" },
  ],
  insurer: { name: "Assureur", policy: "1", address: "Rue 2, 1000 Bruxelles", coverage: "Belgique" },
  mediation: { name: "Médiateur d’essai", address: "Rue 3, 1000 Bruxelles", website: "https://mediation.essai.test" },
  hazardousWaste: "Nous ne transportons aucun déchet dangereux : ils sont mis de côté et vous savez où les déposer.",
  phone: "081 22 33 44",
  chatPhone: "0470 11 22 33",
  chatGreeting: "Bonjour",
  email: "info@essai.test",
  hours: { days: "du lundi au samedi", opens: "07:30", closes: "18:00" },
  founded: 2019,
  links: {
    proLogin: "https://pro.essai.test",
    facebook: "https://facebook.test/essai",
    reviews: "https://avis.essai.test",
  },
  themeColor: "#123456",
  vatNumber: "BE 0123.456.749",
  phoneE164: "+3281223344",
  chatUrl: "https://wa.me/32470112233?text=Bonjour",
  opensAt: "7 h 30",
  closesAt: "18 h",
  hoursRange: "de 7 h 30 à 18 h",
  hoursLabel: "du lundi au samedi, de 7 h 30 à 18 h",
  fullAddress: "Rue de l’Essai 1, 5000 Namur",
};

export const claims: Claims = {
  clients: 1200,
  delays: { quote: 48, clearance: { from: 72, to: 96 }, withdrawalDays: 30 },
  ratings: [{ source: "google", url: "https://avis.essai.test/google", average: 4.7, count: 40, readOn: "2025-03-01" }],
  regions: {
    wallonie: { communes: "12", summary: "De Namur à Dinant, le long de la Meuse et de ses affluents." },
    bruxelles: { communes: "3", summary: "Trois communes du sud de la Région bruxelloise, pour commencer." },
    flandre: { communes: "1", summary: "Louvain seulement, pour les clients qui y déménagent." },
  },
  municipalityDefaults: { recyclingRate: 84 },
  recyclingBasis: "en volume, d’après nos bordereaux de chargement de l’année passée",
  prices: {
    from: 90,
    upTo: 3200,
    perCubicMetre: [
      { upTo: 20, min: 35, max: 45 },
      { min: 20, max: 25 },
    ],
    examples: [{ id: "studio-namur", title: "Studio à Namur", volume: 8, price: 400 }],
  },
};

export const settings: Settings = {
  siteUrl: "https://www.essai.test",
  prospectApiUrl: "https://gestion.essai.test/api/add_prospect.php",
  prospectApiKey: "cle",
  reviewApiUrl: null,
  deploy: true,
  allowSampleContent: false,
  cms: null,
  cmsLocalPort: 8081,
  cloudflarePages: false,
};
