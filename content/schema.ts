/**
 * The shape of every content file, checked at build time. A file that does not match fails
 * the build with its path and the field at fault (see site/lib/content/issues.ts).
 * Types used by the pages are inferred from these schemas, so the two cannot drift apart.
 */
import { z } from "zod";
import type { Collection } from "./locales.ts";
import { normalizeBelgianPhone } from "../client/lib/phone.ts";
import { isValidEnterpriseNumber } from "../site/lib/text/enterprise-number.ts";
import { MIN_INTERVENTIONS_FOR_RATE } from "../site/lib/content/rules/figures.ts";
import { frenchMessage } from "../site/lib/content/french/zod-messages.ts";
import {
  CATEGORIES,
  ICONS,
  PRICE_BASES,
  REGION_NAMES,
  RATING_PLATFORMS,
  REGIONS,
  REVIEW_SOURCES,
  type ReviewSource,
} from "./vocabulary.ts";

// The build reports every content problem to the owner, in French: zod's own messages too.
z.config({ localeError: frenchMessage });

/**
 * A field's French label (and help text) in the editor at /admin, which is generated from
 * these schemas (site/cms/config.ts).
 */
function label<T extends z.ZodType>(schema: T, title: string, description?: string): T {
  return schema.meta(description ? { title, description } : { title });
}

/** A list's label, and what one of its items is called (« Ajouter avis », « Avis n° 3 », « 1 mot-clé »). */
function labelList<T extends z.ZodType>(schema: T, title: string, item: string, description?: string): T {
  return schema.meta({ title, itemLabel: item, ...(description ? { description } : {}) });
}

// « au moins 60 caractères (12 actuellement) »: the messages of site/lib/content/french/zod-messages.ts.
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const isoDate = z
  .union([z.string(), z.date()], { error: "date au format AAAA-MM-JJ attendue" })
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date au format AAAA-MM-JJ attendue"))
  // The editor (/admin) shows a date picker.
  .meta({ widget: "date" });

/**
 * `sample: true` marks the values of the object that carries it as fictional sample data
 * (README, « Données d’exemple »). The deployment build refuses to run while one remains
 * (site/lib/content/rules/sample-content.ts); the owner replaces the values, then removes the mark.
 */
const sample = label(
  z.boolean(),
  "Donnée d’exemple",
  "Coché : ces valeurs sont fictives, livrées en exemple. Remplacez-les par les vraies, puis décochez. Tant qu’une case reste cochée, la mise en ligne est refusée.",
).optional();

/**
 * Review sources as the owner picks them in the editor (« E-mail après chantier »): visitors
 * read the same words mid-sentence, in lower case (content/vocabulary.ts).
 */
const reviewSourceLabels = Object.fromEntries(
  Object.entries(REVIEW_SOURCES).map(([key, name]) => [key, `${name[0]!.toUpperCase()}${name.slice(1)}`]),
);

const kebabSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "minuscules ASCII séparées par des tirets attendues")
  .meta({ patternMessage: "minuscules sans accents et chiffres, séparés par des tirets" });
const postalCode = z.string().regex(/^\d{4}$/, "code postal belge à 4 chiffres attendu");
const belgianPhone = z
  .string()
  .trim()
  .refine((value) => normalizeBelgianPhone(value) !== null, "numéro belge attendu (ex. 02 588 41 20 ou 0470 12 34 56)");
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "heure au format HH:MM attendue")
  .meta({ patternMessage: "heure au format HH:MM, par exemple 08:00" });
// The editor checks the same rule with the pattern (JSON Schema has no protocol for a URL).
const httpsUrl = z
  .url({ protocol: /^https$/, error: "adresse https:// complète attendue" })
  .meta({ pattern: "^https://\\S+$", patternMessage: "adresse complète, qui commence par https://" });
/**
 * A photo sent through the editor (static/images/uploads/) or placed under static/images/: the
 * build makes it responsive and strips its metadata (site/lib/photos), and fails on a file it
 * cannot use, naming this field.
 */
const photoPath = z
  .string()
  .regex(/^\/images\/[^?#]+$/, "photo attendue : un chemin /images/… (envoyez-la par l’éditeur)")
  .meta({ widget: "image" });
/** The alt text of a photo: what it shows, for whoever cannot see it. */
const photoAlt = text(5, 200);
const PHOTO_ALT_HINT = "Obligatoire avec une photo : décrivez ce qu’elle montre, pour qui ne la voit pas.";
/** An optional photo needs its alt text: the editor cannot require one field only when another is filled. */
function requireAltWithPhoto(item: { image?: string; imageAlt?: string }, ctx: z.RefinementCtx): void {
  if (item.image && !item.imageAlt) ctx.addIssue({ code: "custom", path: ["imageAlt"], message: `texte alternatif manquant pour la photo ${item.image}` });
}

/**
 * content/brand.yaml: every fact about the company (DECISIONS, "Placeholders"). Values that
 * can be derived are not stored (VAT number, E.164 phone, hours label): see site/lib/brand.ts.
 */
export const brandSchema = z.strictObject({
  // What the owner changes most comes first in the editor's form (issue 39, item 3).
  phone: label(
    belgianPhone,
    "Téléphone",
    "Affiché sur tout le site ; le lien d’appel en est déduit. Un numéro belge, par exemple 02 588 41 20 ou 0470 12 34 56.",
  ),
  email: label(
    z.email("adresse e-mail invalide").meta({ patternMessage: "adresse e-mail complète, avec son @ et son domaine" }),
    "E-mail de contact",
  ),
  hours: label(
    z.strictObject({
      days: label(text(3, 30), "Jours d’ouverture", "Par exemple « 7 j/7 »."),
      opens: label(clockTime, "Ouverture (HH:MM)"),
      closes: label(clockTime, "Fermeture (HH:MM)"),
    }),
    "Horaires",
  ),
  /** Mobile number of the chat link (WhatsApp). */
  chatPhone: label(belgianPhone, "GSM du bouton de discussion (WhatsApp)", "Un numéro de GSM belge, par exemple 0470 12 34 56."),
  chatGreeting: label(text(5, 200), "Message d’accueil de la discussion"),
  /** The identity and contact values of this file; the insurer and each registration have their own mark. */
  sample,
  tradeName: label(text(2, 40), "Nom commercial"),
  legalName: label(text(2, 80), "Dénomination sociale"),
  legalForm: label(z.enum(["SRL", "SA", "SC", "SNC", "SComm", "entreprise individuelle"]), "Forme juridique"),
  address: label(
    z.strictObject({
      street: label(text(3, 80), "Rue et numéro"),
      postalCode: label(z.string().regex(/^\d{4}$/, "code postal belge à 4 chiffres attendu").meta({ patternMessage: "code postal belge à 4 chiffres" }), "Code postal"),
      city: label(text(2, 60), "Commune"),
    }),
    "Siège social",
  ),
  enterpriseNumber: label(
    z
      .string()
      .regex(/^[01]\d{3}\.\d{3}\.\d{3}$/, "numéro BCE au format 0123.456.789 attendu")
      .meta({ patternMessage: "numéro BCE au format 0123.456.789" }),
    "Numéro d’entreprise (BCE)",
    "Le numéro de TVA (BE + ce numéro) en est déduit.",
  ),
  rpm: label(text(5, 120), "RPM (tribunal de l’entreprise)"),
  wasteRegistrations: labelList(
    z
      .array(
        z.strictObject({
          sample,
          region: label(text(3, 60), "Région"),
          body: label(text(3, 100), "Administration"),
          number: label(text(3, 40), "Numéro d’enregistrement"),
        }),
      )
      .min(1),
    "Enregistrements de transporteur de déchets",
    "Enregistrement",
  ),
  insurer: label(
    z.strictObject({
      sample,
      name: label(text(2, 80), "Assureur"),
      policy: label(text(2, 40), "Numéro de police", "Le numéro seul : les pages écrivent « police n° » ou « polisnummer » devant."),
      address: label(text(5, 120), "Adresse de l’assureur"),
      coverage: label(text(3, 120), "Couverture territoriale"),
    }),
    "Assurance responsabilité civile professionnelle",
  ),
  /** The out-of-court dispute body consumers are referred to (CDE III.74 and livre XVI). */
  mediation: label(
    z.strictObject({ name: label(text(5, 80), "Nom"), address: label(text(5, 120), "Adresse"), website: label(httpsUrl, "Site web") }),
    "Service de médiation des litiges",
  ),
  /**
   * What the team does with hazardous waste ({{hazardousWaste}}), said the same way on every page
   * that mentions it; it must agree with wasteRegistrations.
   */
  hazardousWaste: label(text(80, 700), "Déchets dangereux : ce que fait l’équipe", "Repris mot pour mot sur chaque page qui en parle."),
  founded: label(z.number().int().min(1900).max(2100), "Année de création"),
  links: label(
    z.strictObject({
      proLogin: label(httpsUrl, "Connexion pro (logiciel de gestion)"),
      facebook: label(httpsUrl, "Page Facebook"),
      reviews: label(httpsUrl, "Page d’avis en ligne"),
    }),
    "Liens externes",
  ),
  themeColor: label(z.string().regex(/^#[0-9a-fA-F]{6}$/, "couleur au format #rrggbb attendue").meta({ patternMessage: "couleur au format #rrggbb" }), "Couleur de la marque"),
}).superRefine((brand, ctx) => {
  // A real number passes the modulo 97 check; a sample one must fail it, or it could be a real
  // company's, shown on a demonstration site as if it were this one's.
  const valid = isValidEnterpriseNumber(brand.enterpriseNumber);
  if (valid === !brand.sample) return;
  ctx.addIssue({
    code: "custom",
    path: ["enterpriseNumber"],
    message: brand.sample
      ? "numéro d’exemple valide au contrôle modulo 97 : il pourrait être celui d’une vraie entreprise ; donnez un numéro aux chiffres de contrôle faux (ex. 0123.456.789), ou, si c’est votre vrai numéro, décochez « Donnée d’exemple » (supprimez « sample: true »)"
      : "numéro BCE invalide (chiffres de contrôle modulo 97)",
  });
});

const euros = z.number().int().min(0);
const hoursCount = z.number({ error: "nombre d’heures attendu" }).int("nombre d’heures attendu").min(1, "au moins 1 heure");
const plusCount = z.number().int().min(1);

/** content/claims.yaml: the marketing figures (DECISIONS, "Claims"); amounts in euros TVAC. */
export const claimsSchema = z.strictObject({
  sample,
  /** The one client count of the site (issue 35): the home, reviews and zones pages all read it. */
  clients: label(
    plusCount,
    "Clients servis depuis la création (« plus de … »)",
    "D’après vos dossiers. Affiché sur l’accueil, la page des avis et celle des zones.",
  ),
  /**
   * The one vocabulary of delays (issue 35), in hours and days; texts cite them by token and the
   * build refuses a delay given another meaning (site/lib/content/rules/delays.ts).
   */
  delays: label(
    z.strictObject({
      quote: label(hoursCount, "Visite ou devis : heures après la demande", "Jeton {{quoteDelay}}, par exemple « 24 h »."),
      clearance: label(
        z.strictObject({
          from: label(hoursCount, "Au plus tôt (heures)"),
          to: label(hoursCount, "Au plus tard (heures)"),
        }),
        "Débarras : heures après l’acceptation du devis",
        "Jeton {{clearanceDelay}}, par exemple « 24 à 48 h ».",
      ),
      withdrawalDays: label(
        z
          .number({ error: "nombre de jours attendu" })
          .int("nombre de jours attendu")
          .min(14, "14 jours au moins : le délai légal (Code de droit économique, art. VI.47 et VI.67) peut être allongé, pas raccourci"),
        "Délai de rétractation (jours)",
        "Jeton {{withdrawalPeriod}}. Avant sa fin, le débarras ne commence qu’à la demande expresse du client.",
      ),
    }),
    "Délais annoncés",
  ),
  /**
   * Ratings read on review platforms, each shown with its source, its number of reviews and the
   * day it was read (CDE VI.100 and following: a figure is true and its source known). The
   * figures of the site's own reviews are counted from testimonials.yaml, never typed.
   */
  ratings: labelList(
    z.array(
      z.strictObject({
        source: label(
          z.enum(RATING_PLATFORMS, { error: `plateforme attendue : ${RATING_PLATFORMS.join(", ")}` }).meta({ optionLabels: reviewSourceLabels }),
          "Plateforme",
        ),
        url: label(httpsUrl, "Adresse de la page où la note se lit"),
        average: label(
          z
            .number({ error: "nombre attendu, par exemple 4.9" })
            .min(1, "au moins 1")
            .max(5, "au plus 5")
            .refine((value) => Number.isInteger(Math.round(value * 1000) / 100), "une décimale au plus, comme sur la plateforme"),
          "Note moyenne sur 5",
          "Telle que la plateforme l’affiche ce jour-là.",
        ),
        count: label(z.number({ error: "nombre entier attendu" }).int("nombre entier attendu").min(1, "au moins 1"), "Nombre d’avis"),
        readOn: label(isoDate, "Date du relevé", "Le jour où vous avez lu la note et le nombre d’avis."),
      }),
    ),
    "Notes relevées sur des plateformes d’avis",
    "Note relevée",
    "Chacune est affichée avec sa source, son nombre d’avis et la date du relevé.",
  ).optional(),
  regions: label(
    z.strictObject(
      Object.fromEntries(
        REGIONS.map((id) => [
          id,
          label(
            z.strictObject({ communes: label(text(1, 10), "Communes desservies"), summary: label(text(20, 200), "Phrase de présentation") }),
            REGION_NAMES[id],
          ),
        ]),
      ) as Record<(typeof REGIONS)[number], z.ZodObject<{ communes: z.ZodString; summary: z.ZodString }>>,
    ),
    "Régions (page d’accueil)",
  ),
  municipalityDefaults: label(
    z.strictObject({
      recyclingRate: label(z.number().int().min(0).max(100), "Biens recyclés ou réemployés (%)"),
    }),
    "Taux par défaut des pages communes",
  ),
  /**
   * What the share reused or recycled measures and where it comes from: every page that states
   * the share states its basis too (a figure without it is a generic environmental claim,
   * site/lib/content/rules/green-claims.ts).
   */
  recyclingBasis: label(
    text(20, 200),
    "Base du taux de réemploi et de recyclage",
    "Ce que mesure le taux et d’où il vient, par exemple « en poids, d’après les bons de pesée des centres de tri, chantiers de 2025 ».",
  ),
  prices: label(
    z.strictObject({
      from: label(euros, "Prix minimum (€ TVAC)"),
      upTo: label(euros, "Prix d’une maison complète (€ TVAC)", "Le plafond : il couvre le plus grand exemple au prix du m³ le plus haut."),
      perCubicMetre: labelList(
        rateCard(),
        "Barème : prix au m³ par tranche de volume (€ TVAC)",
        "Tranche",
        "Les premiers m³ au prix de la première tranche, les suivants au prix de la tranche suivante, etc. Chaque exemple doit tomber dans ce barème.",
      ),
      examples: labelList(
        z
          .array(
            z.strictObject({
              title: label(text(5, 80), "Chantier"),
              id: label(kebabSlug, "Identifiant", "Nom de l’exemple dans les textes : {{examplePrice:identifiant}}, {{exampleVolume:identifiant}}."),
              volume: label(z.number().positive(), "Volume (m³)"),
              price: label(euros, "Prix (€ TVAC)"),
            }),
          )
          .min(1),
        "Exemples chiffrés",
        "Exemple",
      ),
    }),
    "Prix",
  ),
});

/**
 * One entry of content/data/belgian-municipalities.json, the 2025 list of the 565 Belgian
 * municipalities (its fields are described in content/data/SOURCES.md). Municipality pages
 * take their facts from it: name, region, province, postal codes, sections, population.
 */
export const referenceMunicipalitySchema = z
  .strictObject({
    nisCode: z.string().regex(/^\d{5}$/, "code INS à 5 chiffres attendu"),
    name: text(1, 80),
    nameFr: text(1, 80),
    nameNl: text(1, 80),
    nameDe: text(1, 80).optional(),
    officialName: text(1, 80),
    officialLanguage: z.enum(["fr", "nl", "de", "fr+nl"]),
    slug: kebabSlug,
    slugFr: kebabSlug,
    region: z.enum(REGIONS),
    province: text(3, 40),
    postalCode,
    postalCodes: z.array(postalCode).min(1),
    sections: z.array(text(1, 80)),
    localities: z.array(
      z.strictObject({ name: text(1, 80), nameFr: text(1, 80).optional(), postalCode, subLocality: z.boolean() }),
    ),
    population: z.number().int().min(0),
    populationYear: z.number().int().min(1900).max(2100),
    populationNote: text(1, 400).optional(),
    mergedOn: isoDate.optional(),
    mergedFrom: z
      .array(
        z.strictObject({
          nisCode: z.string().regex(/^\d{5}$/),
          nameFr: text(1, 80),
          nameNl: text(1, 80),
          population2024: z.number().int().min(0),
        }),
      )
      .optional(),
  })
  .refine((m) => m.postalCodes.includes(m.postalCode), {
    path: ["postalCode"],
    message: "absent de postalCodes",
  });

/**
 * One point of content/data/belgian-municipalities.coordinates.json (keyed by NIS code), in
 * WGS 84 and within Belgium's bounds, for « Communes proches ».
 */
export const municipalityPointSchema = z.strictObject({
  slug: kebabSlug,
  latitude: z.number().min(49.4, "latitude hors de Belgique").max(51.6, "latitude hors de Belgique"),
  longitude: z.number().min(2.5, "longitude hors de Belgique").max(6.5, "longitude hors de Belgique"),
  postalCode,
  place: text(1, 80),
});

const percent = (max: number) =>
  z.number().int("nombre entier attendu").min(0, "pourcentage positif ou nul attendu").max(max, `au plus ${max} %`);
const ratePerCubicMetre = z.number().min(0, "montant positif ou nul attendu (€ par m³)");

/**
 * Bands, like a tax scale: each band runs up to `upTo` from the end of the previous one; the
 * last band has no limit. `values` are the band's figures (€ per m³).
 */
function bandLadder<S extends Record<string, z.ZodNumber>>(unit: string, values: S) {
  const band = z.strictObject({
    upTo: label(z.number().positive(`nombre positif attendu (${unit})`), `Jusqu’à (${unit})`, "Laissez vide pour la dernière tranche, sans limite.").optional(),
    ...values,
  });
  return z.array(band).min(1, "au moins une tranche attendue").superRefine((bands, ctx) => {
    bands.forEach((b, i) => {
      const { upTo } = b as { upTo?: number };
      const previous = i > 0 ? (bands[i - 1] as { upTo?: number }).upTo : undefined;
      if (i === bands.length - 1) {
        if (upTo !== undefined) ctx.addIssue({ code: "custom", path: [i, "upTo"], message: "la dernière tranche n’a pas de limite : laissez « Jusqu’à » vide" });
      } else if (upTo === undefined) {
        ctx.addIssue({ code: "custom", path: [i, "upTo"], message: "limite de la tranche manquante (seule la dernière n’en a pas)" });
      }
      if (upTo !== undefined && previous !== undefined && upTo <= previous) {
        ctx.addIssue({ code: "custom", path: [i, "upTo"], message: `doit dépasser la limite de la tranche précédente (${previous} ${unit})` });
      }
    });
  });
}

/**
 * The rate card of claims.yaml (prices.perCubicMetre): bands of volume, each with its lowest and
 * highest rate, degressive. A function, so claimsSchema above can use it. Only the shape is
 * checked here; site/lib/content/claims-checks.ts checks the figures against each other.
 */
function rateCard() {
  const rate = (title: string) => label(z.number().positive("montant positif attendu (€ par m³)"), title);
  return bandLadder("m³", { min: rate("Prix du m³, bas de fourchette (€ TVAC)"), max: rate("Prix du m³, haut de fourchette (€ TVAC)") }).superRefine((bands, ctx) => {
    bands.forEach((band, i) => {
      if (band.min > band.max) ctx.addIssue({ code: "custom", path: [i, "min"], message: `dépasse le haut de fourchette (${band.max} €)` });
      const previous = bands[i - 1];
      if (!previous) return;
      for (const end of ["min", "max"] as const) {
        if (band[end] > previous[end]) {
          ctx.addIssue({ code: "custom", path: [i, end], message: `barème dégressif : au plus ${previous[end]} €, le ${end === "min" ? "bas" : "haut"} de fourchette de la tranche précédente` });
        }
      }
    });
  });
}

/**
 * content/estimator.yaml: the figures of the price estimator on /tarifs (issue 16) beyond the
 * rate card: rooms, access surcharges, situation, resale. Its prices come from claims.yaml (the
 * card, prices.from, prices.upTo and the volume they cover); the loader checks the price
 * examples against the ranges it gives.
 */
export const estimatorSchema = z.strictObject({
  sample,
  roundTo: label(z.number().int("nombre entier attendu").min(1, "au moins 1 €").max(500, "au plus 500 €"), "Arrondi des montants (€)", "La fourchette est arrondie vers l’extérieur : elle contient toujours celle du barème."),
  rooms: labelList(
    z
      .array(
        z.strictObject({
          name: label(text(3, 30), "Pièce"),
          volume: label(z.number().positive("volume positif attendu (m³)"), "Volume, normalement meublée (m³)"),
        }),
      )
      .min(1, "au moins une pièce attendue")
      .superRefine((rooms, ctx) => {
        rooms.forEach((room, i) => {
          if (rooms.findIndex((r) => r.name === room.name) < i) ctx.addIssue({ code: "custom", path: [i, "name"], message: `« ${room.name} » figure deux fois` });
        });
      }),
    "Pièces proposées",
    "Pièce",
    "Dans l’ordre du formulaire.",
  ),
  fullness: label(
    z
      .strictObject({
        light: label(z.number().positive("coefficient positif attendu"), "Peu rempli"),
        normal: label(z.number().positive("coefficient positif attendu"), "Normal"),
        packed: label(z.number().positive("coefficient positif attendu"), "Très encombré"),
      })
      .superRefine((f, ctx) => {
        if (f.light >= f.normal) ctx.addIssue({ code: "custom", path: ["light"], message: "doit être inférieur à « Normal » (une pièce peu remplie contient moins)" });
        if (f.packed <= f.normal) ctx.addIssue({ code: "custom", path: ["packed"], message: "doit être supérieur à « Normal » (une pièce très encombrée contient plus)" });
      }),
    "Remplissage : coefficient du volume d’une pièce",
  ),
  access: label(
    z
      .strictObject({
        perFloorWithoutLift: label(ratePerCubicMetre, "Par étage, sans ascenseur (€ par m³)"),
        perFloorWithLift: label(ratePerCubicMetre, "Par étage, avec ascenseur (€ par m³)"),
        carrying: labelList(
          bandLadder("m", { perCubicMetre: label(ratePerCubicMetre, "Supplément (€ par m³)") }),
          "Distance entre la porte et le camion",
          "Tranche",
        ),
      })
      .superRefine((a, ctx) => {
        if (a.perFloorWithLift > a.perFloorWithoutLift) {
          ctx.addIssue({ code: "custom", path: ["perFloorWithLift"], message: "ne peut dépasser le supplément par étage sans ascenseur (l’ascenseur facilite le portage)" });
        }
        a.carrying.forEach((band, i) => {
          const previous = a.carrying[i - 1];
          if (previous && band.perCubicMetre < previous.perCubicMetre) {
            ctx.addIssue({ code: "custom", path: ["carrying", i, "perCubicMetre"], message: "ne peut être inférieur à celui d’une distance plus courte" });
          }
        });
      }),
    "Accès : suppléments",
  ),
  situation: label(
    z.strictObject({
      hoarding: label(percent(200), "Forte accumulation, syndrome de Diogène (%)", "Tri et évacuation à la main ; le nettoyage se chiffre toujours à part."),
    }),
    "Situation : majoration du prix",
  ),
  resale: label(
    z
      .strictObject({ some: label(percent(90), "Quelques objets (%)"), many: label(percent(90), "Beaucoup d’objets (%)") })
      .refine((r) => r.some <= r.many, { path: ["many"], message: "doit être au moins égal à « Quelques objets » (plus d’objets revendables, plus de réduction)" }),
    "Objets revendables : réduction du prix",
  ),
});

/** A clearance shown before and after (« Nos réalisations » on a service's page). */
const beforeAfter = z.strictObject({
  caption: label(text(10, 160), "Légende", "Où et quoi, par exemple « Maison de Jambes : cave et grenier, 18 m³ »."),
  before: label(photoPath, "Photo avant"),
  beforeAlt: label(photoAlt, "Texte alternatif de la photo avant", "Ce qu’elle montre, pour qui ne la voit pas."),
  after: label(photoPath, "Photo après"),
  afterAlt: label(photoAlt, "Texte alternatif de la photo après", "Ce qu’elle montre, pour qui ne la voit pas."),
});

export const serviceSchema = z.strictObject({
  title: label(text(3, 60), "Titre"),
  description: label(text(60, 160), "Description (moteurs de recherche et cartes)"),
  icon: label(z.enum(ICONS), "Icône"),
  order: label(z.number().int().min(1), "Position dans la liste"),
  benefits: labelList(z.array(text(3, 120)).min(3).max(8), "Ce qui est compris", "Prestation"),
  priceBasis: label(
    z.enum(PRICE_BASES),
    "Base du prix",
    "volume : au barème des débarras (page Tarifs) ; surface : au m² (nettoyage) ; heure : à l’heure (lift) ; forfait : selon le travail, après visite ; compris : inclus dans le prix du débarras.",
  ),
  nlSlug: label(
    kebabSlug,
    "Adresse de la version néerlandaise",
    "À remplir quand la traduction existe (même nom de fichier, dossier nl/) : le build l’exige alors.",
  ).optional(),
  image: label(photoPath, "Photo", "Remplace l’illustration dessinée en tête de page ; recadrée en 16:10 autour de son sujet.").optional(),
  imageAlt: label(photoAlt, "Texte alternatif de la photo", PHOTO_ALT_HINT).optional(),
  projects: labelList(
    z.array(beforeAfter).max(6, "6 chantiers au plus"),
    "Nos réalisations (photos avant / après)",
    "Chantier",
    "Jusqu’à 6 chantiers, montrés en bas de la page du service.",
  ).optional(),
}).superRefine(requireAltWithPhoto);

const faqEntry = z.strictObject({ question: label(text(8, 200), "Question"), answer: label(text(20, 1500), "Réponse") });

export const communeSchema = z.strictObject({
  /**
   * Only for a name starting with h: true when « de » elides before it (h muet, « d’Hélécine »);
   * left out, no elision (h aspiré, « de Hasselt »). Vowels always elide (site/lib/text/place-names.ts).
   */
  elision: label(z.boolean(), "Élision devant un h muet (« d’Hélécine »)", "Seulement pour un nom qui commence par h.").optional(),
  /** The public body that collects and treats the commune's household waste (intercommunale, agency). */
  wasteBody: label(text(3, 120), "Organisme de collecte et de traitement des déchets"),
  /**
   * Quarters named in the text, listed with the neighbourhoods when the reference data has no
   * sections for the commune (e.g. Anderlecht: Cureghem, Neerpede, Peterbos).
   */
  quarters: labelList(z.array(text(2, 60)).min(1).max(12), "Quartiers cités dans le texte", "Quartier").optional(),
  /**
   * A recycling rate left out takes the default of content/claims.yaml. A satisfaction rate is
   * never a default: it is computed from `satisfied` out of `interventions`, and shown with that
   * base only from MIN_INTERVENTIONS_FOR_RATE interventions (site/lib/content/rules/figures.ts).
   */
  statistics: label(
    z.strictObject({
      sample,
      interventions: label(z.number().int().min(1), "Interventions dans la commune"),
      satisfied: label(
        z.number({ error: "nombre entier attendu" }).int("nombre entier attendu").min(0, "au moins 0"),
        "Clients satisfaits parmi ces interventions",
        `Ceux qui se sont dits satisfaits après le chantier. Le pourcentage s’affiche, avec sa base, à partir de ${MIN_INTERVENTIONS_FOR_RATE} interventions : laissez vide en dessous.`,
      ).optional(),
      recyclingRate: label(z.number().int().min(83).max(88), "Biens recyclés (%)").optional(),
    }),
    "Chiffres de la commune",
  ),
  metaDescription: label(text(80, 160), "Description (moteurs de recherche)"),
  keywords: labelList(z.array(text(3, 80)).min(2).max(10), "Mots-clés", "Mot-clé"),
  housing: label(text(100, 1200), "Logements typiques"),
  access: label(text(100, 1200), "Accès et stationnement"),
  recycling: label(text(80, 1200), "Tri, recyparcs et collecte"),
  faq: labelList(z.array(faqEntry).length(4), "Questions fréquentes (4)", "Question"),
  closing: label(text(200, 2000), "Texte de conclusion"),
  nlPage: label(
    z.boolean(),
    "Page en néerlandais",
    "Cochez quand la traduction existe (même nom de fichier, dossier nl/) : le build l’exige alors.",
  ).optional(),
  image: label(photoPath, "Photo", "Montrée en tête de page ; recadrée en 16:10 autour de son sujet.").optional(),
  imageAlt: label(photoAlt, "Texte alternatif de la photo", PHOTO_ALT_HINT).optional(),
}).superRefine(requireAltWithPhoto);

/** Search engines show about this many characters of a title (site/lib/render/route.ts adds the brand within it). */
export const SEARCH_TITLE_LENGTH = 60;

export const articleSchema = z.strictObject({
  title: label(text(10, 90), "Titre"),
  /** Shorter title for search results when `title` is longer than SEARCH_TITLE_LENGTH characters. */
  seoTitle: label(text(10, SEARCH_TITLE_LENGTH), "Titre court (moteurs de recherche)", `Obligatoire quand le titre dépasse ${SEARCH_TITLE_LENGTH} caractères.`).optional(),
  excerpt: label(text(70, 160), "Résumé", "Repris comme description dans les résultats des moteurs de recherche : de 70 à 160 caractères."),
  date: label(isoDate, "Date de publication"),
  dateModified: label(isoDate, "Date de mise à jour").optional(),
  category: label(z.enum(CATEGORIES), "Catégorie"),
  tags: labelList(z.array(text(2, 40)).min(1).max(8), "Mots-clés", "Mot-clé"),
  author: label(
    text(3, 60).meta({ choicesFrom: { file: "authors.yaml", list: "authors", field: "name" } }),
    "Auteur",
    "Un nom de la liste des auteurs (Entreprise, chiffres, FAQ, avis, partenaires › Auteurs des articles).",
  ),
  imageAlt: label(photoAlt, "Texte alternatif de l’image", "Décrit la photo, ou l’illustration dessinée sans photo, pour qui ne la voit pas ; obligatoire."),
  readingTime: label(z.number().int().min(1).max(60), "Temps de lecture (minutes)", "Calculé à partir du texte si vide.").optional(),
  image: label(photoPath, "Photo", "Sans photo, une illustration est dessinée. Recadrée en 16:10 autour de son sujet, et en 1200 × 630 pour les partages.").optional(),
  nlSlug: label(
    kebabSlug,
    "Adresse de la version néerlandaise",
    "À remplir quand la traduction existe (même nom de fichier, dossier nl/) : le build l’exige alors.",
  ).optional(),
}).refine((a) => a.title.length <= SEARCH_TITLE_LENGTH || a.seoTitle, {
  path: ["seoTitle"],
  message: `obligatoire quand le titre dépasse ${SEARCH_TITLE_LENGTH} caractères (longueur affichée par les moteurs de recherche)`,
});

export const pageSchema = z.strictObject({
  title: label(text(3, 90), "Titre"),
  description: label(text(60, 160), "Description (moteurs de recherche)"),
  updated: label(isoDate, "Dernière mise à jour").optional(),
  nlSlug: label(
    kebabSlug,
    "Adresse de la version néerlandaise",
    "À remplir quand la traduction existe (même nom de fichier, dossier nl/) : le build l’exige alors.",
  ).optional(),
});

export const faqSchema = z.strictObject({
  categories: labelList(
    z
      .array(
        z.strictObject({
          id: label(z.string().regex(/^[a-z0-9-]+$/).meta({ patternMessage: "minuscules, chiffres et tirets" }), "Ancre (#…)"),
          category: label(text(3, 60), "Catégorie"),
          questions: labelList(z.array(faqEntry).min(1), "Questions", "Question"),
        }),
      )
      .min(1),
    "Catégories de la page FAQ",
    "Catégorie",
  ),
  contact: labelList(z.array(faqEntry).length(4), "Questions de la page Contact (4)", "Question"),
});

const reviewSources = Object.keys(REVIEW_SOURCES) as [ReviewSource, ...ReviewSource[]];

export const testimonialsSchema = z.strictObject({
  /** The collection and verification statements below (the reviews have their own marks). */
  sample,
  /** How reviews reach the business: written by the owner, true of the business. */
  collection: label(
    text(80, 1200),
    "Comment nous recueillons les avis",
    "Affiché au-dessus des avis : la loi (Code de droit économique, livre VI) demande de dire comment vous les recueillez. N’écrivez que ce que vous faites réellement.",
  ),
  /** How the owner checks that a review comes from a real client, and what is published. */
  verification: label(text(80, 1200), "Comment nous les vérifions", "N’écrivez que ce que vous faites réellement."),
  reviews: labelList(
    z
      .array(
        z.strictObject({
          sample,
          name: label(text(2, 60), "Nom"),
          location: label(text(2, 60), "Commune"),
          /** The day the review was given. */
          date: label(isoDate, "Date de l’avis", "Le jour où vous l’avez reçu ; affichée avec l’avis."),
          source: label(z.enum(reviewSources).meta({ optionLabels: reviewSourceLabels }), "Source", "D’où vient l’avis ; affichée avec lui."),
          rating: label(z.number().int().min(1).max(5), "Note (1 à 5)"),
          text: label(text(40, 800), "Avis"),
          home: label(z.boolean(), "Afficher sur la page d’accueil").optional(),
        }),
      )
      .min(1),
    "Avis",
    "Avis",
  ),
});

export const partnersSchema = z.strictObject({
  intro: label(text(20, 600), "Introduction"),
  partners: labelList(
    z
      .array(
        z.strictObject({
          sample,
          name: label(text(2, 80), "Nom"),
          kind: label(text(3, 60), "Type de partenaire"),
          description: label(text(40, 800), "Description"),
          website: label(httpsUrl, "Site web"),
          logo: label(z.string().regex(/^[a-z0-9-]+$/).meta({ patternMessage: "minuscules, chiffres et tirets" }), "Logo (nom du dessin)"),
        }),
      )
      .min(1),
    "Partenaires",
    "Partenaire",
  ),
  become: label(text(40, 1200), "Devenir partenaire"),
});

/** content/authors.yaml: who may sign an article (the `author` of content/blog/*.md). */
export const authorsSchema = z.strictObject({
  authors: labelList(z.array(z.strictObject({ sample, name: label(text(3, 60), "Nom") })).min(1), "Auteurs", "Auteur"),
});

/**
 * The Dutch texts of the company's facts (content/brand.nl.yaml, issue 37): only what is
 * written in a language; names, numbers and addresses stay in brand.yaml.
 */
export const brandTranslationSchema = z.strictObject({
  address: label(z.strictObject({ street: label(text(3, 80), "Rue et numéro (néerlandais)"), city: label(text(2, 60), "Commune (néerlandais)") }), "Adresse en néerlandais"),
  rpm: label(text(5, 120), "RPR (ondernemingsrechtbank)"),
  wasteRegistrations: labelList(
    z.array(z.strictObject({ region: label(text(3, 60), "Gewest"), body: label(text(3, 100), "Administratie") })).min(1),
    "Enregistrements déchets, dans l’ordre de brand.yaml",
    "Enregistrement",
  ),
  insurerAddress: label(text(5, 120), "Adresse de l’assureur (néerlandais)"),
  insurerCoverage: label(text(3, 120), "Couverture territoriale (néerlandais)"),
  mediation: label(
    z.strictObject({ name: label(text(5, 80), "Naam"), address: label(text(5, 120), "Adres"), website: label(httpsUrl, "Website") }),
    "Médiation (néerlandais)",
  ),
  hazardousWaste: label(text(80, 700), "Déchets dangereux (néerlandais)"),
  chatGreeting: label(text(5, 200), "Message d’accueil de la discussion (néerlandais)"),
  hoursDays: label(text(3, 30), "Jours d’ouverture (néerlandais)", "Par exemple « 7 dagen op 7 »."),
});

/** The Dutch texts of the estimator (content/estimator.nl.yaml): its room names, in the order of estimator.yaml. */
export const estimatorTranslationSchema = z.strictObject({
  rooms: labelList(
    z.array(z.strictObject({ name: label(text(3, 30), "Kamer") })).min(1),
    "Noms des pièces (néerlandais), dans l’ordre d’estimator.yaml",
    "Pièce",
  ),
});

/** The Dutch texts of the figures' file (content/claims.nl.yaml): the regions' sentences, the basis of the rate, the examples' names. */
export const claimsTranslationSchema = z.strictObject({
  regions: label(
    z.strictObject(
      Object.fromEntries(REGIONS.map((id) => [id, label(text(20, 200), REGION_NAMES[id])])) as Record<(typeof REGIONS)[number], z.ZodString>,
    ),
    "Phrases de présentation des régions (néerlandais)",
  ),
  recyclingBasis: label(text(20, 300), "Base du taux de recyclage (néerlandais)"),
  examples: labelList(
    z.array(z.strictObject({ id: label(kebabSlug, "Identifiant (claims.yaml)"), title: label(text(5, 80), "Chantier (néerlandais)") })),
    "Noms des exemples de prix (néerlandais)",
    "Exemple",
  ),
});

/** How reviews are collected and checked, in Dutch (content/testimonials.nl.yaml); the reviews stay as written. */
export const testimonialsTranslationSchema = z.strictObject({
  collection: label(text(80, 1200), "Comment nous recueillons les avis (néerlandais)"),
  verification: label(text(80, 1200), "Comment nous les vérifions (néerlandais)"),
});

/** The partners page in Dutch (content/partners.nl.yaml): its texts, and each partner's by its logo id. */
export const partnersTranslationSchema = z.strictObject({
  intro: label(text(20, 600), "Introduction (néerlandais)"),
  partners: labelList(
    z.array(
      z.strictObject({
        logo: label(z.string().regex(/^[a-z0-9-]+$/).meta({ patternMessage: "minuscules, chiffres et tirets" }), "Logo (partners.yaml)"),
        kind: label(text(3, 60), "Type"),
        description: label(text(40, 800), "Description"),
      }),
    ),
    "Partenaires, par logo (néerlandais)",
    "Partenaire",
  ),
  become: label(text(40, 1200), "Devenir partenaire (néerlandais)"),
});

/**
 * The fields a translation takes from its original (issue 37): facts, and the marks of the
 * translation itself. A translation's file (content/<collection>/nl/) holds only its texts.
 * A photo is shared, its alt text is not; a service's before/after pairs are translated whole
 * (the editor cannot share a list item's photos and translate its caption).
 */
export const SHARED_FIELDS: Record<Collection, readonly string[]> = {
  blog: ["date", "dateModified", "category", "author", "readingTime", "image", "nlSlug"],
  services: ["icon", "order", "priceBasis", "image", "nlSlug"],
  communes: ["elision", "statistics", "image", "nlPage"],
  pages: ["updated", "nlSlug"],
};

export type Brand = z.infer<typeof brandSchema>;
export type BrandTranslation = z.infer<typeof brandTranslationSchema>;
export type ClaimsTranslation = z.infer<typeof claimsTranslationSchema>;
export type Claims = z.infer<typeof claimsSchema>;
export type ServiceMeta = z.infer<typeof serviceSchema>;
export type CommuneText = z.infer<typeof communeSchema>;
export type ArticleMeta = z.infer<typeof articleSchema>;
export type PageMeta = z.infer<typeof pageSchema>;
export type FaqData = z.infer<typeof faqSchema>;
export type FaqEntry = z.infer<typeof faqEntry>;
export type TestimonialsData = z.infer<typeof testimonialsSchema>;
export type Review = TestimonialsData["reviews"][number];
export type PartnersData = z.infer<typeof partnersSchema>;
export type ReferenceMunicipality = z.infer<typeof referenceMunicipalitySchema>;
