/**
 * The price model of /tarifs (issue 16, issue 35): the rate card of content/claims.yaml
 * (prices.perCubicMetre) and the estimator's figures of content/estimator.yaml, as pure
 * functions. Shared by the island on /tarifs, the build (which renders the card and checks the
 * figures against each other) and the unit tests.
 *
 * The card prices a volume band by band, like a tax scale: the first m³ at the first band's
 * rate, the next ones at the next band's. Its lowest and highest rates give the range of a
 * volume. The estimator adds the access surcharges per m³ to both ends, then the situation's
 * surcharge and the resale reduction in %, never below the minimum price, and rounds the range
 * outwards, so with no extra its range holds the card's. Beyond the largest volume the stated
 * prices cover, or beyond the top price, the price is set after a visit (« sur devis »).
 */
/** A band of a scale: it runs up to `upTo` from the end of the previous band; the last has no limit. */
type Band<K extends string> = { upTo?: number } & Record<K, number>;

/** A band of the rate card: from `min` to `max` € per m³ for the m³ of this band. */
export type RateBand = Band<"min" | "max">;

/**
 * The figures of content/estimator.yaml this computation reads. Declared here because browser
 * code cannot import the content schemas (build side, tsconfig.build.json); the build's loader
 * (site/lib/content/estimator.ts) assigns the validated file to this type, so the compiler
 * fails there if estimatorSchema stops providing one of these fields.
 */
export interface EstimatorFigures {
  /** Amounts are rounded outwards to this many euros. */
  roundTo: number;
  rooms: Array<{ name: string; volume: number }>;
  fullness: { light: number; normal: number; packed: number };
  access: { perFloorWithoutLift: number; perFloorWithLift: number; carrying: Array<Band<"perCubicMetre">> };
  /** Surcharges, %. */
  situation: { hoarding: number };
  /** Reductions, %. */
  resale: { some: number; many: number };
}

export interface PriceModel extends EstimatorFigures {
  /** The rate card (claims.yaml, prices.perCubicMetre), degressive. */
  scale: RateBand[];
  /** The smallest amount invoiced (claims.yaml, prices.from). */
  minimumPrice: number;
  /** The top of the stated price range (claims.yaml, prices.upTo): above it, « sur devis ». */
  maximumPrice: number;
  /** The largest volume the stated prices cover, in m³ (volumeCovered): above it, « sur devis ». */
  visitOnlyAbove: number;
}

/** Price of `volume` m³ on the card at each band's lowest (`min`) or highest (`max`) rate. */
export function scalePrice(scale: RateBand[], volume: number, end: "min" | "max"): number {
  let price = 0;
  let from = 0;
  for (const band of scale) {
    const to = band.upTo ?? Infinity;
    price += Math.max(0, Math.min(volume, to) - from) * band[end];
    if (volume <= to) break;
    from = to;
  }
  return price;
}

/** The card's range for `volume` m³, before any minimum or rounding. */
export function scaleRange(scale: RateBand[], volume: number): { low: number; high: number } {
  return { low: scalePrice(scale, volume, "min"), high: scalePrice(scale, volume, "max") };
}

/** The step, in m³, of the largest volume the page states: « d’au plus 60 m³ » reads better than 61. */
export const VOLUME_STEP = 5;

/**
 * The largest volume, in steps of VOLUME_STEP, whose price at the card's highest rates stays
 * within `upTo`: the « maison complète d’au plus … m³ » of the top price. 0 when not even one
 * step fits.
 */
export function volumeCovered(scale: RateBand[], upTo: number): number {
  let volume = 0;
  // The card's rates are positive (schema), so the price grows with the volume and this ends.
  while (scalePrice(scale, volume + VOLUME_STEP, "max") <= upTo) volume += VOLUME_STEP;
  return volume;
}

export const FULLNESS = ["light", "normal", "packed"] as const;
export const SITUATIONS = ["ordinary", "hoarding"] as const;
export const RESALE = ["none", "some", "many"] as const;

export type Fullness = (typeof FULLNESS)[number];
export type Situation = (typeof SITUATIONS)[number];
export type Resale = (typeof RESALE)[number];

export interface RoomChoice {
  count: number;
  fullness: Fullness;
}

export interface EstimateInput {
  method: "rooms" | "volume";
  /** In the order of the model's rooms; a missing entry counts as none. */
  rooms: RoomChoice[];
  /** The volume the visitor typed, in m³ (method "volume"). */
  knownVolume: number | null;
  /** 0 for the ground floor. */
  floor: number;
  lift: boolean;
  /** Index of the carrying-distance band. */
  carrying: number;
  situation: Situation;
  resale: Resale;
}

export type Estimate =
  | { kind: "empty" }
  /** Priced after a visit: the volume, or the price, is beyond what the page's prices cover. */
  | { kind: "visit"; volume: number; reason: "volume" | "price" }
  | { kind: "range"; volume: number; low: number; high: number; minimumApplied: boolean };

/** No room, ground floor, truck at the door, ordinary situation, nothing to resell. */
export function defaultInput(model: PriceModel): EstimateInput {
  return {
    method: "rooms",
    rooms: model.rooms.map(() => ({ count: 0, fullness: "normal" })),
    knownVolume: null,
    floor: 0,
    lift: false,
    carrying: 0,
    situation: "ordinary",
    resale: "none",
  };
}

/** The estimate for a known volume with every other answer left at its default. */
export function estimateForVolume(model: PriceModel, volume: number): Estimate {
  return estimate(model, { ...defaultInput(model), method: "volume", knownVolume: volume });
}

/** The volume to clear in whole m³ (at least 1 when anything is described), 0 when nothing is. */
export function estimatedVolume(model: PriceModel, input: EstimateInput): number {
  const exact =
    input.method === "volume"
      ? Math.max(0, input.knownVolume ?? 0)
      : model.rooms.reduce((sum, room, i) => {
          const choice = input.rooms[i];
          return choice ? sum + Math.max(0, choice.count) * room.volume * model.fullness[choice.fullness] : sum;
        }, 0);
  return exact > 0 ? Math.max(1, Math.round(exact)) : 0;
}

/** Access surcharge in € per m³: floors (with or without lift) and the carrying distance. */
export function accessPerCubicMetre(model: PriceModel, input: EstimateInput): number {
  const { access } = model;
  const perFloor = input.lift ? access.perFloorWithLift : access.perFloorWithoutLift;
  const band = access.carrying[Math.min(Math.max(0, input.carrying), access.carrying.length - 1)]!;
  return Math.max(0, input.floor) * perFloor + band.perCubicMetre;
}

export function situationPercent(model: PriceModel, situation: Situation): number {
  return situation === "ordinary" ? 0 : model.situation[situation];
}

export function resalePercent(model: PriceModel, resale: Resale): number {
  return resale === "none" ? 0 : model.resale[resale];
}

/** Amounts to the cent: the percentages must not turn 1 250 € into 1 250,000001 €, rounded up a step. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

export function estimate(model: PriceModel, input: EstimateInput): Estimate {
  const volume = estimatedVolume(model, input);
  if (volume === 0) return { kind: "empty" };
  if (volume > model.visitOnlyAbove) return { kind: "visit", volume, reason: "volume" };
  const extras = volume * accessPerCubicMetre(model, input);
  const factor = (1 + situationPercent(model, input.situation) / 100) * (1 - resalePercent(model, input.resale) / 100);
  const card = scaleRange(model.scale, volume);
  const low = toCents((card.low + extras) * factor);
  const high = toCents((card.high + extras) * factor);
  if (high > model.maximumPrice) return { kind: "visit", volume, reason: "price" };
  const step = model.roundTo;
  // Rounded outwards, so the range always holds the card's; never below the minimum price nor
  // above the top price (a range wholly below the minimum becomes that one amount).
  const roundedLow = Math.max(model.minimumPrice, Math.floor(low / step) * step);
  const roundedHigh = Math.max(roundedLow, Math.min(model.maximumPrice, Math.ceil(high / step) * step));
  return { kind: "range", volume, low: roundedLow, high: roundedHigh, minimumApplied: low < model.minimumPrice };
}
