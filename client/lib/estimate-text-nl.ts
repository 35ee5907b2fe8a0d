/**
 * The estimator's words in Dutch (issue 37): the same exports as estimate-text.ts, so the Dutch
 * bundle of the estimator imports this module in its place. Dutch typography: no space before
 * « : », « % » after the number without a space, the euro sign before the amount.
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
import {
  formatEuroRangeNl as formatEuroRange,
  formatEurosNl as formatEuros,
  formatNumberNl as formatNumber,
} from "./number-format.ts";

const NBSP = "\u00A0";

/** The estimator's fixed words: its groups, fields and result (client/islands/PriceEstimator.tsx). */
export const ESTIMATOR_WORDS = {
  name: "Prijsberekening",
  what: "1. Wat moet er leeg",
  methods: { rooms: "Kamer per kamer", volume: "Ik ken het volume" },
  /** Spoken after a room's name: « Vulling (slaapkamer) ». */
  fullness: "Vulling",
  volume: "Volume dat leeg moet (m³)",
  access: "2. De toegang",
  floor: "Verdieping",
  carrying: "Afstand tussen de deur en de vrachtwagen",
  lift: "Er is een bruikbare lift",
  situation: "3. De situatie",
  resale: "4. Spullen om te verkopen?",
  afterVisit: "prijs na bezoek",
  result: "Uw raming",
  volumeFigure: "Geschat volume: ",
  priceFigure: "Geschatte prijs: ",
  quote: "Een precieze offerte ontvangen",
  quoteNotice: "Het offerteformulier opent met deze samenvatting, die u nog kunt aanvullen.",
};

/** The floors offered in the form; the last one reads « 6e verdieping of hoger ». */
export const HIGHEST_FLOOR = 6;

export const FULLNESS_LABELS: Record<Fullness, string> = {
  light: "Weinig gevuld",
  normal: "Normaal",
  packed: "Erg vol",
};

export const SITUATION_LABELS: Record<Situation, string> = {
  ordinary: "Gewone situatie",
  hoarding: "Sterke opstapeling (diogenessyndroom)",
};

export const RESALE_LABELS: Record<Resale, string> = {
  none: "Niets om te verkopen",
  some: "Enkele spullen (antieke meubels, servies, gereedschap…)",
  many: "Veel waardevolle spullen",
};

const RESALE_SUMMARY: Record<Resale, string> = { none: "geen", some: "enkele", many: "veel" };

export const cubicMetres = (volume: number) => `${formatNumber(volume)}${NBSP}m³`;
const percent = (value: number) => `${formatNumber(value)}%`;
const perCubicMetre = (amount: number) => `${formatEuros(amount)} per m³`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** 0 -> « Gelijkvloers », 1 -> « 1e verdieping », HIGHEST_FLOOR -> « 6e verdieping of hoger ». */
export function floorLabel(floor: number): string {
  if (floor <= 0) return "Gelijkvloers";
  const name = `${floor}e verdieping`;
  return floor >= HIGHEST_FLOOR ? `${name} of hoger` : name;
}

/** Where the truck can park, as a choice (« Tussen 10 en 25 m ») or inside a sentence (« tussen 10 en 25 m »). */
export function carryingLabel(model: PriceModel, index: number): string {
  const bands = model.access.carrying;
  const upTo = bands[index]?.upTo;
  const from = bands[index - 1]?.upTo;
  if (from === undefined && upTo === undefined) return "Alle afstanden";
  if (from === undefined) return `Minder dan ${formatNumber(upTo!)}${NBSP}m`;
  if (upTo === undefined) return `Meer dan ${formatNumber(from)}${NBSP}m`;
  return `Tussen ${formatNumber(from)} en ${formatNumber(upTo)}${NBSP}m`;
}

/** « vrachtwagen tussen 10 en 25 m van de deur geparkeerd » */
export function carryingPhrase(model: PriceModel, index: number): string {
  return `vrachtwagen ${lowerFirst(carryingLabel(model, index))} van de deur geparkeerd`;
}

/** « 3e verdieping zonder lift, vrachtwagen tussen 10 en 25 m van de deur geparkeerd » */
function accessPhrase(model: PriceModel, input: EstimateInput): string {
  const floor =
    input.floor <= 0 ? "gelijkvloers" : `${lowerFirst(floorLabel(input.floor))} ${input.lift ? "met" : "zonder"} lift`;
  if (model.access.carrying.length < 2) return floor;
  return `${floor}, ${carryingPhrase(model, input.carrying)}`;
}

/** « € 40 tot € 50 » (a band's rates; the card may join them with a dash instead). */
export function rateRange(band: RateBand, join = " tot "): string {
  return band.min === band.max ? formatEuros(band.min) : `${formatEuros(band.min)}${join}${formatEuros(band.max)}`;
}

/** Where a band applies: « voor de eerste 35 m³ », « van 35 tot 60 m³ », « boven 60 m³ », or "". */
export function bandReach(scale: RateBand[], index: number): string {
  const upTo = scale[index]?.upTo;
  const from = scale[index - 1]?.upTo;
  if (from === undefined && upTo === undefined) return "";
  if (from === undefined) return `voor de eerste ${cubicMetres(upTo!)}`;
  if (upTo === undefined) return `boven ${cubicMetres(from)}`;
  return `van ${formatNumber(from)} tot ${cubicMetres(upTo)}`;
}

/** « € 40 tot € 50 per m³ voor de eerste 35 m³, daarna € 25 tot € 30 per m³ daarboven » */
export function scalePhrase(scale: RateBand[]): string {
  return scale
    .map((band, i) => {
      const reach = i > 0 && band.upTo === undefined ? "daarboven" : bandReach(scale, i);
      return [i > 0 ? "daarna" : "", `${rateRange(band)} per m³`, reach].filter(Boolean).join(" ");
    })
    .join(", ");
}

/** « Boven 60 m³ » or « Boven € 2.500 »: why there is no range. */
function beyond(model: PriceModel, reason: "volume" | "price"): string {
  return `Boven ${reason === "volume" ? cubicMetres(model.visitOnlyAbove) : formatEuros(model.maximumPrice)}`;
}

/** The sentence announced in the live region. */
export function resultSentence(model: PriceModel, result: Estimate): string {
  switch (result.kind) {
    case "empty":
      return "Geef minstens één kamer of het volume op om een prijsvork te krijgen.";
    case "visit":
      return `${ESTIMATOR_WORDS.volumeFigure}${cubicMetres(result.volume)}. ${beyond(model, result.reason)} bepalen we de prijs in een offerte, na een gratis bezoek.`;
    case "range":
      return `${ESTIMATOR_WORDS.volumeFigure}${cubicMetres(result.volume)}. ${ESTIMATOR_WORDS.priceFigure}${formatEuroRange(result.low, result.high)}.`;
  }
}

/** What the range rests on, in plain Dutch, one sentence each. */
export function assumptions(model: PriceModel, input: EstimateInput, result: Estimate): string[] {
  if (result.kind === "empty") return [];
  const lines = [
    input.method === "rooms"
      ? "Volume berekend op basis van de beschreven kamers en hoe vol ze zijn; we meten het op tijdens het bezoek."
      : `Opgegeven volume: ${cubicMetres(result.volume)}.`,
  ];
  if (result.kind === "visit") {
    lines.push(
      "Een klus van deze omvang heeft eigen beperkingen: we komen gratis ter plaatse kijken voor we u een vaste prijs geven.",
    );
    return lines;
  }
  lines.push(`Degressief tarief: ${scalePhrase(model.scale)}.`);
  const access = accessPerCubicMetre(model, input);
  const where = accessPhrase(model, input);
  lines.push(
    access > 0
      ? `Toegang: ${where}, dus +${perCubicMetre(access)} voor het dragen.`
      : `Toegang: ${where}, zonder toeslag.`,
  );
  const surcharge = situationPercent(model, input.situation);
  if (input.situation === "hoarding") {
    lines.push(
      `Sterke opstapeling: sorteren en afvoeren met de hand, met beschermingsmateriaal, +${percent(surcharge)}. ` +
        "Schoonmaak en ontsmetting worden apart begroot.",
    );
  }
  const reduction = resalePercent(model, input.resale);
  if (input.resale !== "none") {
    lines.push(
      `Verkoopbare spullen: ongeveer −${percent(reduction)}, te bevestigen tijdens het bezoek` +
        (input.resale === "many" ? "; zijn ze veel waard, dan kan de aftrek hoger uitvallen." : "."),
    );
  }
  if (result.minimumApplied)
    lines.push(`Minimumprijs van een tussenkomst: ${formatEuros(model.minimumPrice)} incl. btw.`);
  lines.push(
    "Prijs incl. btw, arbeid, vervoer en afvalverwerking inbegrepen, ruimtes bezemschoon opgeleverd. Alleen de schriftelijke, gratis offerte verbindt u.",
  );
  return lines;
}

/** The short summary prefilled in the quote form's message (the visitor can edit it). */
export function quoteSummary(model: PriceModel, input: EstimateInput, result: Estimate): string {
  if (result.kind === "empty") return "";
  const lines = ["Mijn raming op de site:"];
  if (input.method === "rooms") {
    const rooms = model.rooms
      .map((room, i) => ({ room, choice: input.rooms[i] }))
      .filter(({ choice }) => choice && choice.count > 0)
      .map(({ room, choice }) => `${room.name} ×${choice!.count} (${lowerFirst(FULLNESS_LABELS[choice!.fullness])})`);
    lines.push(`- Kamers: ${rooms.join(", ")}`);
    lines.push(`- Geschat volume: ${cubicMetres(result.volume)}`);
  } else {
    lines.push(`- Volume: ${cubicMetres(result.volume)}`);
  }
  lines.push(
    result.kind === "range"
      ? `- Prijsvork: ${formatEuroRange(result.low, result.high)}`
      : `- Prijsvork: ${lowerFirst(beyond(model, result.reason))}, offerte na bezoek`,
  );
  lines.push(`- Toegang: ${accessPhrase(model, input)}`);
  if (input.situation !== "ordinary") lines.push(`- Situatie: ${lowerFirst(SITUATION_LABELS[input.situation])}`);
  if (input.resale !== "none") lines.push(`- Spullen om te verkopen: ${RESALE_SUMMARY[input.resale]}`);
  return lines.join("\n");
}
