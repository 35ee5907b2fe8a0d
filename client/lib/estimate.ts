/**
 * The price estimator's computation (issue 16), a pure function of the figures of
 * content/estimator.yaml and the visitor's answers. Shared by the island on /tarifs, the
 * build (which checks the price examples of claims.yaml against it) and the unit tests.
 *
 * Volume: each room's volume times its fullness coefficient, or the volume the visitor knows,
 * rounded to the m³. Price: the volume priced band by band (degressive, like a tax scale),
 * plus access surcharges per m³, then the situation's surcharge and the resale reduction in
 * %, never below the minimum price. The range is that price ± the margin, rounded, within the
 * prices the page states. Beyond the largest volume they cover, or beyond the top price, the
 * price is set after a visit (« sur devis »): no range.
 */
/** A band of a scale: it runs up to `upTo` from the end of the previous band; the last has no limit. */
type Band<K extends string> = { upTo?: number } & Record<K, number>;

/**
 * The figures of content/estimator.yaml this computation reads. Declared here because browser
 * code cannot import the content schemas (build side, tsconfig.build.json); the build's loader
 * (site/lib/content/estimator.ts) assigns the validated file to this type, so the compiler
 * fails there if estimatorSchema stops providing one of these fields.
 */
export interface EstimatorFigures {
  /** € per m³, band by band of volume (m³), degressive. */
  pricePerCubicMetre: Array<Band<"price">>;
  /** Width of the range, ± %. */
  margin: number;
  /** Amounts are rounded to this many euros. */
  roundTo: number;
  rooms: Array<{ name: string; volume: number }>;
  fullness: { light: number; normal: number; packed: number };
  access: { perFloorWithoutLift: number; perFloorWithLift: number; carrying: Array<Band<"perCubicMetre">> };
  /** Surcharges, %. */
  situation: { afterDeath: number; hoarding: number };
  /** Reductions, %. */
  resale: { some: number; many: number };
}

export interface PriceModel extends EstimatorFigures {
  /** The smallest amount invoiced (claims.yaml, prices.from). */
  minimumPrice: number;
  /** The top of the stated price range (claims.yaml, prices.upTo): above it, « sur devis ». */
  maximumPrice: number;
  /** The largest volume the stated prices cover, in m³: above it, « sur devis ». */
  visitOnlyAbove: number;
}

export const FULLNESS = ["light", "normal", "packed"] as const;
export const SITUATIONS = ["ordinary", "afterDeath", "hoarding"] as const;
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

/** Price of `volume` m³ on a degressive scale: each band's m³ at that band's price. */
export function bandedPrice(bands: PriceModel["pricePerCubicMetre"], volume: number): number {
  let price = 0;
  let from = 0;
  for (const band of bands) {
    const to = band.upTo ?? Infinity;
    price += Math.max(0, Math.min(volume, to) - from) * band.price;
    if (volume <= to) break;
    from = to;
  }
  return price;
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

export function estimate(model: PriceModel, input: EstimateInput): Estimate {
  const volume = estimatedVolume(model, input);
  if (volume === 0) return { kind: "empty" };
  if (volume > model.visitOnlyAbove) return { kind: "visit", volume, reason: "volume" };
  const subtotal = bandedPrice(model.pricePerCubicMetre, volume) + volume * accessPerCubicMetre(model, input);
  const adjusted =
    subtotal * (1 + situationPercent(model, input.situation) / 100) * (1 - resalePercent(model, input.resale) / 100);
  const price = Math.max(model.minimumPrice, adjusted);
  if (price > model.maximumPrice) return { kind: "visit", volume, reason: "price" };
  const step = model.roundTo;
  const round = (amount: number) => Math.round(amount / step) * step;
  const low = Math.max(model.minimumPrice, round(price * (1 - model.margin / 100)));
  // Rounding may close a small range: keep it at least one step wide, on a round amount,
  // and never above the top price the page states.
  const high = Math.min(
    model.maximumPrice,
    Math.max(Math.ceil((low + step) / step) * step, round(price * (1 + model.margin / 100))),
  );
  return { kind: "range", volume, low, high, minimumApplied: adjusted < model.minimumPrice };
}
