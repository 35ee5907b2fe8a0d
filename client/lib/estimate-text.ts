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
  type Resale,
  type Situation,
} from "./estimate.ts";
import { formatEuroRange, formatEuros, formatNumber } from "./number-format.ts";

const NBSP = "\u00A0";

/** The floors offered in the form; the last one reads « 6e étage ou plus ». */
export const HIGHEST_FLOOR = 6;

export const FULLNESS_LABELS: Record<Fullness, string> = {
  light: "Peu rempli",
  normal: "Normal",
  packed: "Très encombré",
};

export const SITUATION_LABELS: Record<Situation, string> = {
  ordinary: "Situation ordinaire",
  afterDeath: "Après un décès",
  hoarding: "Forte accumulation (syndrome de Diogène), nettoyage compris",
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

/** « 3e étage sans ascenseur, camion garé entre 10 et 25 m de la porte » */
function accessPhrase(model: PriceModel, input: EstimateInput): string {
  const floor =
    input.floor <= 0
      ? "rez-de-chaussée"
      : `${lowerFirst(floorLabel(input.floor))} ${input.lift ? "avec" : "sans"} ascenseur`;
  // A single distance band (no choice offered) says nothing about the distance.
  if (model.access.carrying.length < 2) return floor;
  const distance = lowerFirst(carryingLabel(model, input.carrying));
  return `${floor}, camion garé ${distance.startsWith("entre") ? distance : `à ${distance}`} de la porte`;
}

/** « 50 € le m³ jusqu’à 15 m³, 42 € de 15 à 30 m³, 30 € au-delà » */
function scale(model: PriceModel): string {
  const bands = model.pricePerCubicMetre;
  return bands
    .map((band, i) => {
      const from = bands[i - 1]?.upTo;
      const price = formatEuros(band.price);
      if (bands.length === 1) return `${price} le m³`;
      if (i === 0) return `${price} le m³ jusqu’à ${cubicMetres(band.upTo!)}`;
      if (band.upTo === undefined) return `${price} au-delà de ${cubicMetres(from!)}`;
      return `${price} de ${formatNumber(from!)} à ${cubicMetres(band.upTo)}`;
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
      return `Volume estimé${NBSP}: ${cubicMetres(result.volume)}. ${beyond(model, result.reason)}, le prix se fixe sur devis, après une visite gratuite.`;
    case "range":
      return `Volume estimé${NBSP}: ${cubicMetres(result.volume)}. Prix estimé${NBSP}: ${formatEuroRange(result.low, result.high)}.`;
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
  lines.push(`Tarif dégressif${NBSP}: ${scale(model)}.`);
  const access = accessPerCubicMetre(model, input);
  const where = accessPhrase(model, input);
  lines.push(
    access > 0
      ? `Accès${NBSP}: ${where}, soit +${perCubicMetre(access)} pour le portage.`
      : `Accès${NBSP}: ${where}, sans supplément.`,
  );
  const surcharge = situationPercent(model, input.situation);
  if (input.situation === "afterDeath") {
    lines.push(
      `Après un décès, papiers et souvenirs sont triés avec soin et mis de côté pour la famille, +${percent(surcharge)}.`,
    );
  } else if (input.situation === "hoarding") {
    lines.push(
      `Forte accumulation${NBSP}: tri, évacuation, nettoyage approfondi et désinfection compris, +${percent(surcharge)}.`,
    );
  }
  const reduction = resalePercent(model, input.resale);
  if (input.resale !== "none") {
    lines.push(
      `Objets revendables${NBSP}: environ −${percent(reduction)}, à confirmer lors de la visite` +
        (input.resale === "many" ? `${NBSP}; s’ils ont assez de valeur, le débarras peut même devenir gratuit.` : "."),
    );
  }
  if (result.minimumApplied)
    lines.push(`Prix minimum d’une intervention${NBSP}: ${formatEuros(model.minimumPrice)} TVAC.`);
  lines.push(
    `Fourchette de ±${percent(model.margin)}, TVAC, main-d’œuvre, transport et traitement des déchets compris. Seul le devis écrit, gratuit, vous engage.`,
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
