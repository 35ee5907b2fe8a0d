/**
 * The estimator's sentences, built from an edition's word table (client/messages/estimator*.ts):
 * the labels of its choices, the assumptions shown under the range, and the short summary that
 * travels to the quote form. The logic is here once; each language only gives its words and
 * templates, whose {names} `fill` replaces.
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
import { NUMBER_FORMATS } from "./number-format.ts";

/** How a band of a scale is said: all of it, up to its end, beyond the previous one's, or between both. */
type BandTemplates = { any: string; under: string; over: string; between: string };

/** One edition's words; plain data, so the page can pass it to the island in its props. */
export interface EstimateWords {
  /** Which way numbers, amounts and percentages are written. */
  numbers: keyof typeof NUMBER_FORMATS;
  name: string;
  what: string;
  methods: { rooms: string; volume: string };
  /** Spoken after a room's name: « Remplissage (chambre) ». */
  fullness: string;
  volume: string;
  access: string;
  floor: string;
  carrying: string;
  lift: string;
  situation: string;
  resale: string;
  afterVisit: string;
  result: string;
  volumeFigure: string;
  priceFigure: string;
  quote: string;
  quoteNotice: string;
  fullnessLabels: Record<Fullness, string>;
  situationLabels: Record<Situation, string>;
  resaleLabels: Record<Resale, string>;
  resaleSummary: Record<Resale, string>;
  cubicMetres: string;
  perCubicMetre: string;
  groundFloor: string;
  firstFloor: string;
  nthFloor: string;
  highestFloor: string;
  floorWithLift: string;
  floorWithoutLift: string;
  /** A distance band as a choice (« Entre 10 et 25 m »)… */
  carryingLabels: BandTemplates;
  /** …and inside a sentence (« camion garé entre 10 et 25 m de la porte »). */
  carryingPhrases: BandTemplates;
  rateRange: string;
  rateJoin: string;
  bandReach: { first: string; between: string; beyond: string };
  scaleThen: string;
  scaleRest: string;
  beyond: string;
  sentences: { empty: string; visit: string; range: string };
  assumptions: {
    roomsVolume: string;
    knownVolume: string;
    visit: string;
    scale: string;
    accessCharged: string;
    accessFree: string;
    hoarding: string;
    resale: string;
    resaleMany: string;
    minimum: string;
    included: string;
  };
  summary: {
    title: string;
    room: string;
    rooms: string;
    estimatedVolume: string;
    knownVolume: string;
    range: string;
    visit: string;
    access: string;
    situation: string;
    resale: string;
  };
}

/** The floors offered in the form; the last one reads « 6e étage ou plus ». */
export const HIGHEST_FLOOR = 6;

/** « Volume indiqué : {volume}. » with { volume: "12 m³" } -> « Volume indiqué : 12 m³. » */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The estimator's texts in the language of `words`. */
export function estimateText(words: EstimateWords) {
  const { number, euros, euroRange, percent } = NUMBER_FORMATS[words.numbers];
  const cubicMetres = (volume: number) => fill(words.cubicMetres, { n: number(volume) });

  /** 0 -> « Rez-de-chaussée », 3 -> « 3e étage », HIGHEST_FLOOR -> « 6e étage ou plus ». */
  function floorLabel(floor: number): string {
    if (floor <= 0) return words.groundFloor;
    const name = floor === 1 ? words.firstFloor : fill(words.nthFloor, { n: floor });
    return floor >= HIGHEST_FLOOR ? fill(words.highestFloor, { floor: name }) : name;
  }

  /** The band `index` of `bands` (each ends at its `upTo`, the last one open), in the form `templates` gives. */
  function band(bands: Array<{ upTo?: number }>, index: number, templates: BandTemplates): string {
    const upTo = bands[index]?.upTo;
    const from = bands[index - 1]?.upTo;
    if (from === undefined && upTo === undefined) return templates.any;
    if (from === undefined) return fill(templates.under, { upTo: number(upTo!) });
    if (upTo === undefined) return fill(templates.over, { from: number(from) });
    return fill(templates.between, { from: number(from), upTo: number(upTo) });
  }
  const carryingLabel = (model: PriceModel, index: number) => band(model.access.carrying, index, words.carryingLabels);
  const carryingPhrase = (model: PriceModel, index: number) =>
    band(model.access.carrying, index, words.carryingPhrases);

  /** « 3e étage sans ascenseur, camion garé entre 10 et 25 m de la porte » */
  function accessPhrase(model: PriceModel, input: EstimateInput): string {
    const floor =
      input.floor <= 0
        ? lowerFirst(words.groundFloor)
        : fill(input.lift ? words.floorWithLift : words.floorWithoutLift, {
            floor: lowerFirst(floorLabel(input.floor)),
          });
    // A single distance band (no choice offered) says nothing about the distance.
    if (model.access.carrying.length < 2) return floor;
    return `${floor}, ${carryingPhrase(model, input.carrying)}`;
  }

  /** « 40 à 50 € » (a band's rates; the card may join them with a dash instead). */
  function rateRange(band: RateBand, join = words.rateJoin): string {
    return band.min === band.max
      ? euros(band.min)
      : fill(words.rateRange, { min: number(band.min), join, max: number(band.max) });
  }

  /** Where a band applies: « pour les 35 premiers m³ », « de 35 à 60 m³ », « au-delà de 60 m³ », or "". */
  function bandReach(scale: RateBand[], index: number): string {
    const { first, between, beyond } = words.bandReach;
    return band(scale, index, { any: "", under: first, over: beyond, between });
  }

  /** « 40 à 50 € par m³ pour les 35 premiers m³, puis 25 à 30 € par m³ au-delà » */
  function scalePhrase(scale: RateBand[]): string {
    return scale
      .map((band, i) => {
        // After the previous band has named its end, « au-delà » is enough.
        const reach = i > 0 && band.upTo === undefined ? words.scaleRest : bandReach(scale, i);
        const rate = fill(words.perCubicMetre, { amount: rateRange(band) });
        return [i > 0 ? words.scaleThen : "", rate, reach].filter(Boolean).join(" ");
      })
      .join(", ");
  }

  /** « Au-delà de 60 m³ » or « Au-delà de 2 500 € »: why there is no range. */
  const beyond = (model: PriceModel, reason: "volume" | "price") =>
    fill(words.beyond, {
      limit: reason === "volume" ? cubicMetres(model.visitOnlyAbove) : euros(model.maximumPrice),
    });

  /** The sentence announced in the live region. */
  function resultSentence(model: PriceModel, result: Estimate): string {
    switch (result.kind) {
      case "empty":
        return words.sentences.empty;
      case "visit":
        return fill(words.sentences.visit, {
          volume: cubicMetres(result.volume),
          beyond: beyond(model, result.reason),
        });
      case "range":
        return fill(words.sentences.range, {
          volume: cubicMetres(result.volume),
          range: euroRange(result.low, result.high),
        });
    }
  }

  /** What the range rests on, one sentence each. */
  function assumptions(model: PriceModel, input: EstimateInput, result: Estimate): string[] {
    if (result.kind === "empty") return [];
    const said = words.assumptions;
    const lines = [
      input.method === "rooms" ? said.roomsVolume : fill(said.knownVolume, { volume: cubicMetres(result.volume) }),
    ];
    if (result.kind === "visit") return [...lines, said.visit];
    lines.push(fill(said.scale, { scale: scalePhrase(model.scale) }));
    const access = accessPerCubicMetre(model, input);
    const where = accessPhrase(model, input);
    lines.push(
      access > 0
        ? fill(said.accessCharged, { where, amount: fill(words.perCubicMetre, { amount: euros(access) }) })
        : fill(said.accessFree, { where }),
    );
    if (input.situation === "hoarding")
      lines.push(fill(said.hoarding, { percent: percent(situationPercent(model, input.situation)) }));
    if (input.resale !== "none")
      lines.push(
        fill(input.resale === "many" ? said.resaleMany : said.resale, {
          percent: percent(resalePercent(model, input.resale)),
        }),
      );
    if (result.minimumApplied) lines.push(fill(said.minimum, { price: euros(model.minimumPrice) }));
    lines.push(said.included);
    return lines;
  }

  /** The short summary prefilled in the quote form's message (the visitor can edit it). */
  function quoteSummary(model: PriceModel, input: EstimateInput, result: Estimate): string {
    if (result.kind === "empty") return "";
    const said = words.summary;
    const volume = cubicMetres(result.volume);
    const lines = [said.title];
    if (input.method === "rooms") {
      const rooms = model.rooms
        .map((room, i) => ({ room, choice: input.rooms[i] }))
        .filter(({ choice }) => choice && choice.count > 0)
        .map(({ room, choice }) =>
          fill(said.room, {
            name: room.name,
            count: choice!.count,
            fullness: lowerFirst(words.fullnessLabels[choice!.fullness]),
          }),
        );
      lines.push(fill(said.rooms, { rooms: rooms.join(", ") }), fill(said.estimatedVolume, { volume }));
    } else {
      lines.push(fill(said.knownVolume, { volume }));
    }
    lines.push(
      result.kind === "range"
        ? fill(said.range, { range: euroRange(result.low, result.high) })
        : fill(said.visit, { beyond: lowerFirst(beyond(model, result.reason)) }),
    );
    lines.push(fill(said.access, { where: accessPhrase(model, input) }));
    if (input.situation !== "ordinary")
      lines.push(fill(said.situation, { situation: lowerFirst(words.situationLabels[input.situation]) }));
    if (input.resale !== "none") lines.push(fill(said.resale, { resale: words.resaleSummary[input.resale] }));
    return lines.join("\n");
  }

  return {
    cubicMetres,
    euroRange,
    floorLabel,
    carryingLabel,
    carryingPhrase,
    rateRange,
    bandReach,
    scalePhrase,
    resultSentence,
    assumptions,
    quoteSummary,
  };
}

export type EstimateText = ReturnType<typeof estimateText>;
