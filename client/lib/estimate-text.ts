/**
 * The estimator's words: labels of its choices, the assumptions shown under the range, and
 * the short summary that travels to the quote form. French typography is written in
 * (islands are not passed through the build's typography step): no-break space before
 * « : », « % », « € » and « m³ ».
 */
import {
  accessPerCubicMetre,
  resalePercent,
  situationPercent,
  type Estimate,
  type EstimateInput,
  type Fullness,
  type PriceModel,
  type RateBand,
  type Resale,
  type Situation,
} from "./estimate.ts";
import { formatEuroRange, formatEuros, formatNumber } from "./number-format.ts";

const NBSP = "\u00A0";

/** The estimator's fixed words: its groups, fields and result (client/islands/PriceEstimator.tsx). */
export const ESTIMATOR_WORDS = {
  name: "Estimateur de prix",
  what: "1. Ce qu’il faut vider",
  methods: { rooms: "Pièce par pièce", volume: "Je connais le volume" },
  /** Spoken after a room's name: « Remplissage (chambre) ». */
  fullness: "Remplissage",
  volume: "Volume à vider (m³)",
  access: "2. L’accès",
  floor: "Étage",
  carrying: "Distance entre la porte et le camion",
  lift: "Un ascenseur est utilisable",
  situation: "3. La situation",
  resale: "4. Des objets à revendre\u202F?",
  afterVisit: "prix après visite",
  result: "Votre estimation",
  volumeFigure: "Volume estimé\u00A0: ",
  priceFigure: "Prix estimé\u00A0: ",
  quote: "Recevoir un devis précis",
  quoteNotice: "Le formulaire de devis s’ouvre avec ce résumé, que vous pourrez compléter.",
};

/** The floors offered in the form; the last one reads « 6e étage ou plus ». */
export const HIGHEST_FLOOR = 6;

export const FULLNESS_LABELS: Record<Fullness, string> = {
  light: "Peu rempli",
  normal: "Normal",
  packed: "Très encombré",
};

export const SITUATION_LABELS: Record<Situation, string> = {
  ordinary: "Situation ordinaire",
  hoarding: "Forte accumulation (syndrome de Diogène)",
};

export const RESALE_LABELS: Record<Resale, string> = {
  none: "Rien à revendre",
  some: "Quelques objets (meubles anciens, vaisselle, outils…)",
  many: "Beaucoup d’objets de valeur",
};

const RESALE_SUMMARY: Record<Resale, string> = { none: "aucun", some: "quelques-uns", many: "beaucoup" };

export const cubicMetres = (volume: number) => `${formatNumber(volume)}${NBSP}m³`;
const percent = (value: number) => `${formatNumber(value)}${NBSP}%`;
const perCubicMetre = (amount: number) => `${formatEuros(amount)} par m³`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** 0 -> « Rez-de-chaussée », 1 -> « 1er étage », 3 -> « 3e étage », HIGHEST_FLOOR -> « 6e étage ou plus ». */
export function floorLabel(floor: number): string {
  if (floor <= 0) return "Rez-de-chaussée";
  const name = `${floor}${floor === 1 ? "er" : "e"} étage`;
  return floor >= HIGHEST_FLOOR ? `${name} ou plus` : name;
}

/** Where the truck can park, as a choice (« Entre 10 et 25 m ») or inside a sentence (« entre 10 et 25 m »). */
export function carryingLabel(model: PriceModel, index: number): string {
  const bands = model.access.carrying;
  const upTo = bands[index]?.upTo;
  const from = bands[index - 1]?.upTo;
  if (from === undefined && upTo === undefined) return "Toutes distances";
  if (from === undefined) return `Moins de ${formatNumber(upTo!)}${NBSP}m`;
  if (upTo === undefined) return `Plus de ${formatNumber(from)}${NBSP}m`;
  return `Entre ${formatNumber(from)} et ${formatNumber(upTo)}${NBSP}m`;
}

/** « camion garé entre 10 et 25 m de la porte », « camion garé à moins de 10 m de la porte » */
export function carryingPhrase(model: PriceModel, index: number): string {
  const distance = lowerFirst(carryingLabel(model, index));
  return `camion garé ${distance.startsWith("entre") ? distance : `à ${distance}`} de la porte`;
}

/** « 3e étage sans ascenseur, camion garé entre 10 et 25 m de la porte » */
function accessPhrase(model: PriceModel, input: EstimateInput): string {
  const floor =
    input.floor <= 0
      ? "rez-de-chaussée"
      : `${lowerFirst(floorLabel(input.floor))} ${input.lift ? "avec" : "sans"} ascenseur`;
  // A single distance band (no choice offered) says nothing about the distance.
  if (model.access.carrying.length < 2) return floor;
  return `${floor}, ${carryingPhrase(model, input.carrying)}`;
}

/** « 40 à 50 € » (a band's rates; the card may join them with a dash instead). */
export function rateRange(band: RateBand, join = " à "): string {
  return band.min === band.max ? formatEuros(band.min) : `${formatNumber(band.min)}${join}${formatEuros(band.max)}`;
}

/**
 * Where a band of the card applies, after its rate: « pour les 35 premiers m³ », « de 35 à
 * 60 m³ », « au-delà de 60 m³ », or "" when the card has a single band.
 */
export function bandReach(scale: RateBand[], index: number): string {
  const upTo = scale[index]?.upTo;
  const from = scale[index - 1]?.upTo;
  if (from === undefined && upTo === undefined) return "";
  if (from === undefined) return `pour les ${formatNumber(upTo!)} premiers${NBSP}m³`;
  if (upTo === undefined) return `au-delà de ${cubicMetres(from)}`;
  return `de ${formatNumber(from)} à ${cubicMetres(upTo)}`;
}

/** « 40 à 50 € par m³ pour les 35 premiers m³, puis 25 à 30 € par m³ au-delà » */
export function scalePhrase(scale: RateBand[]): string {
  return scale
    .map((band, i) => {
      // After the previous band has named its end, « au-delà » is enough.
      const reach = i > 0 && band.upTo === undefined ? "au-delà" : bandReach(scale, i);
      return [i > 0 ? "puis" : "", `${rateRange(band)} par m³`, reach].filter(Boolean).join(" ");
    })
    .join(", ");
}

/** « Au-delà de 60 m³ » or « Au-delà de 2 500 € »: why there is no range. */
function beyond(model: PriceModel, reason: "volume" | "price"): string {
  return `Au-delà de ${reason === "volume" ? cubicMetres(model.visitOnlyAbove) : formatEuros(model.maximumPrice)}`;
}

/** The sentence announced in the live region. */
export function resultSentence(model: PriceModel, result: Estimate): string {
  switch (result.kind) {
    case "empty":
      return "Indiquez au moins une pièce, ou le volume à vider, pour obtenir une fourchette de prix.";
    case "visit":
      return `${ESTIMATOR_WORDS.volumeFigure}${cubicMetres(result.volume)}. ${beyond(model, result.reason)}, le prix se fixe sur devis, après une visite gratuite.`;
    case "range":
      return `${ESTIMATOR_WORDS.volumeFigure}${cubicMetres(result.volume)}. ${ESTIMATOR_WORDS.priceFigure}${formatEuroRange(result.low, result.high)}.`;
  }
}

/** What the range rests on, in plain French, one sentence each. */
export function assumptions(model: PriceModel, input: EstimateInput, result: Estimate): string[] {
  if (result.kind === "empty") return [];
  const lines = [
    input.method === "rooms"
      ? `Volume calculé d’après les pièces décrites et leur remplissage${NBSP}; il sera mesuré lors de la visite.`
      : `Volume indiqué${NBSP}: ${cubicMetres(result.volume)}.`,
  ];
  if (result.kind === "visit") {
    lines.push(
      `Un chantier de cette ampleur a ses propres contraintes${NBSP}: nous venons voir sur place, gratuitement, avant de vous remettre un prix ferme.`,
    );
    return lines;
  }
  lines.push(`Barème dégressif${NBSP}: ${scalePhrase(model.scale)}.`);
  const access = accessPerCubicMetre(model, input);
  const where = accessPhrase(model, input);
  lines.push(
    access > 0
      ? `Accès${NBSP}: ${where}, soit +${perCubicMetre(access)} pour le portage.`
      : `Accès${NBSP}: ${where}, sans supplément.`,
  );
  const surcharge = situationPercent(model, input.situation);
  if (input.situation === "hoarding") {
    lines.push(
      `Forte accumulation${NBSP}: tri et évacuation à la main, avec équipement de protection, +${percent(surcharge)}. ` +
        "Le nettoyage et la désinfection se chiffrent à part.",
    );
  }
  const reduction = resalePercent(model, input.resale);
  if (input.resale !== "none") {
    lines.push(
      `Objets revendables${NBSP}: environ −${percent(reduction)}, à confirmer lors de la visite` +
        (input.resale === "many" ? `${NBSP}; s’ils ont beaucoup de valeur, la déduction peut être plus forte.` : "."),
    );
  }
  if (result.minimumApplied)
    lines.push(`Prix minimum d’une intervention${NBSP}: ${formatEuros(model.minimumPrice)} TVAC.`);
  lines.push(
    `Prix TVAC, main-d’œuvre, transport et traitement des déchets compris, pièces rendues balayées. Seul le devis écrit, gratuit, vous engage.`,
  );
  return lines;
}

/** The short summary prefilled in the quote form's message (the visitor can edit it). */
export function quoteSummary(model: PriceModel, input: EstimateInput, result: Estimate): string {
  if (result.kind === "empty") return "";
  const lines = ["Mon estimation sur le site :"];
  if (input.method === "rooms") {
    const rooms = model.rooms
      .map((room, i) => ({ room, choice: input.rooms[i] }))
      .filter(({ choice }) => choice && choice.count > 0)
      .map(({ room, choice }) => `${room.name} ×${choice!.count} (${lowerFirst(FULLNESS_LABELS[choice!.fullness])})`);
    lines.push(`- Pièces : ${rooms.join(", ")}`);
    lines.push(`- Volume estimé : ${cubicMetres(result.volume)}`);
  } else {
    lines.push(`- Volume : ${cubicMetres(result.volume)}`);
  }
  lines.push(
    result.kind === "range"
      ? `- Fourchette : ${formatEuroRange(result.low, result.high)}`
      : `- Fourchette : ${lowerFirst(beyond(model, result.reason))}, sur devis après visite`,
  );
  lines.push(`- Accès : ${accessPhrase(model, input)}`);
  if (input.situation !== "ordinary") lines.push(`- Situation : ${lowerFirst(SITUATION_LABELS[input.situation])}`);
  if (input.resale !== "none") lines.push(`- Objets à revendre : ${RESALE_SUMMARY[input.resale]}`);
  return lines.join("\n").replace(/ :/g, `${NBSP}:`);
}
