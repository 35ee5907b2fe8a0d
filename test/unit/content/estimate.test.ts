/**
 * The price model (client/lib/estimate.ts) with the figures of the content: every expected value
 * is read from content/claims.yaml and content/estimator.yaml, so these rules hold for any figures
 * the build accepts. The card and the estimator agree, the examples fall inside both, the range
 * grows with the volume, the surcharges and the fullness, bounds are respected, and the words
 * and the link to the quote form say what was computed.
 */
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parse as parseYaml } from "yaml";
import {
  defaultInput,
  estimate,
  estimatedVolume,
  estimateForVolume,
  FULLNESS,
  RESALE,
  scalePrice,
  scaleRange,
  SITUATIONS,
  VOLUME_STEP,
  type Estimate,
  type EstimateInput,
  type PriceModel,
} from "../../../client/lib/estimate.ts";
import { estimateText, HIGHEST_FLOOR } from "../../../client/lib/estimate-text.ts";
import { formatEuroRange, formatEuros } from "../../../client/lib/number-format.ts";
import { QUOTE_PREFILL, quoteUrlWithMessage } from "../../../client/lib/quote-prefill.ts";
import { ESTIMATOR_WORDS } from "../../../client/messages/estimator.ts";
import { ESTIMATOR_WORDS_NL } from "../../../client/messages/estimator-nl.ts";
import { PATHS } from "../../../content/paths.ts";
import { claimsSchema, estimatorSchema, type Claims } from "../../../content/schema.ts";
import { cardRange, volumeCeiling } from "../../../site/lib/content/rules/claims-checks.ts";
import { loadEstimator } from "../../../site/lib/content/estimator.ts";
import { loadClaims } from "../../../site/lib/content/facts.ts";
import { Issues } from "../../../site/lib/content/issues.ts";
import { projectRoot } from "../../helpers/paths.ts";
import { plain } from "../../helpers/text.ts";

const contentDir = path.join(projectRoot, "content");
const { assumptions, quoteSummary, resultSentence, scalePhrase } = estimateText(ESTIMATOR_WORDS);
const issues = new Issues();
const claims = loadClaims(contentDir, issues) as Claims;
const model = loadEstimator(contentDir, issues, claims) as PriceModel;
const { prices } = claims;

const est = suite("price model");

type Range = Extract<Estimate, { kind: "range" }>;
function range(result: Estimate, what: string): Range {
  assert.is(result.kind, "range", what);
  return result as Range;
}

/** Every combination of access, situation and resale answers, with no room described. */
function allOptions(): EstimateInput[] {
  const inputs: EstimateInput[] = [];
  for (let floor = 0; floor <= HIGHEST_FLOOR; floor++)
    for (const lift of [false, true])
      for (let carrying = 0; carrying < model.access.carrying.length; carrying++)
        for (const situation of SITUATIONS)
          for (const resale of RESALE)
            inputs.push({ ...defaultInput(model), floor, lift, carrying, situation, resale });
  return inputs;
}

const withVolume = (input: EstimateInput, volume: number): EstimateInput => ({
  ...input,
  method: "volume",
  knownVolume: volume,
});

/** Every whole volume the stated prices cover. */
const coveredVolumes = () => Array.from({ length: model.visitOnlyAbove }, (_, i) => i + 1);

est("the content loads without a problem, and the estimator takes its prices from claims.yaml", () => {
  assert.equal(issues.list, []);
  assert.ok(model, "content/estimator.yaml loaded");
  assert.equal(model.scale, prices.perCubicMetre, "the estimator's scale is the rate card");
  assert.is(model.minimumPrice, prices.from, "the minimum price is the pricing page's « from » price");
  assert.is(model.maximumPrice, prices.upTo, "the top price is the pricing page's « up to » price");
  assert.is(model.visitOnlyAbove, volumeCeiling(prices), "« sur devis » beyond the volume the stated prices cover");
});

est("the ceiling volume is the largest step whose price at the card's highest rates stays within the top price", () => {
  const ceiling = volumeCeiling(prices);
  assert.ok(ceiling > 0, "the top price covers at least one step");
  assert.is(ceiling % VOLUME_STEP, 0);
  assert.ok(scalePrice(prices.perCubicMetre, ceiling, "max") <= prices.upTo);
  assert.ok(scalePrice(prices.perCubicMetre, ceiling + VOLUME_STEP, "max") > prices.upTo);
});

est("each example falls inside the card's range and the estimator's range for its volume, under the top price", () => {
  assert.ok(prices.examples.length > 0);
  for (const example of prices.examples) {
    const card = cardRange(prices, example.volume);
    assert.ok(
      card.low <= example.price && example.price <= card.high,
      `${example.title}: card ${card.low}–${card.high}`,
    );
    const r = range(estimateForVolume(model, example.volume), example.title);
    assert.ok(r.low <= example.price && example.price <= r.high, `${example.title}: estimator ${r.low}–${r.high}`);
    assert.ok(example.price <= prices.upTo, `${example.title}: under the top price`);
    assert.ok(
      scalePrice(prices.perCubicMetre, example.volume, "max") <= prices.upTo,
      `${example.title}: the top price covers its volume at the highest rates`,
    );
  }
});

est("with no surcharge, the estimator's range holds the card's for every volume it prices", () => {
  for (const volume of coveredVolumes()) {
    const card = cardRange(prices, volume);
    const r = range(estimateForVolume(model, volume), `${volume} m³`);
    assert.ok(
      r.low <= card.low && card.high <= r.high,
      `${volume} m³: ${r.low}–${r.high} holds ${card.low}–${card.high}`,
    );
    // Only the rounding widens it.
    assert.ok(card.low - r.low < model.roundTo && r.high - card.high < model.roundTo, `${volume} m³: rounding only`);
  }
});

est("degressive: on the card, a larger volume never costs more per m³", () => {
  for (const end of ["min", "max"] as const) {
    let previous = Infinity;
    for (let volume = 1; volume <= 3 * model.visitOnlyAbove; volume++) {
      const perCubicMetre = scalePrice(prices.perCubicMetre, volume, end) / volume;
      assert.ok(perCubicMetre <= previous + 1e-9, `${end}, ${volume} m³: ${perCubicMetre} € per m³`);
      previous = perCubicMetre;
    }
  }
  const [first] = prices.perCubicMetre;
  assert.equal(
    scaleRange(prices.perCubicMetre, 1),
    { low: first!.min, high: first!.max },
    "the first m³ at the first band",
  );
});

est(
  "monotonic in volume: a larger volume never gets a lower range, nor a range after « sur devis », whatever the other answers",
  () => {
    for (const input of allOptions()) {
      let previous = estimate(model, withVolume(input, 1));
      for (let volume = 2; volume <= model.visitOnlyAbove + 1; volume++) {
        const current = estimate(model, withVolume(input, volume));
        const label = `${volume} m³, ${JSON.stringify({ ...input, rooms: undefined })}`;
        if (previous.kind === "visit") assert.is(current.kind, "visit", label);
        if (previous.kind === "range" && current.kind === "range") {
          assert.ok(current.low >= previous.low && current.high >= previous.high, label);
        }
        previous = current;
      }
    }
  },
);

est("monotonic in fullness: a fuller room counts more m³ and never lowers the range", () => {
  model.rooms.forEach((room, i) => {
    for (const count of [1, 2, 3]) {
      const volumes: number[] = [];
      const ranges: Estimate[] = [];
      for (const fullness of FULLNESS) {
        const input = defaultInput(model);
        input.rooms[i] = { count, fullness };
        volumes.push(estimatedVolume(model, input));
        ranges.push(estimate(model, input));
      }
      for (let f = 1; f < FULLNESS.length; f++) {
        assert.ok(volumes[f]! >= volumes[f - 1]!, `${room.name} ×${count}: ${FULLNESS[f]} volume`);
        const [before, after] = [ranges[f - 1]!, ranges[f]!];
        if (before.kind === "range" && after.kind === "range") {
          assert.ok(
            after.low >= before.low && after.high >= before.high,
            `${room.name} ×${count}: ${FULLNESS[f]} range`,
          );
        }
      }
    }
  });
  // Over a whole home, each fullness level adds volume.
  const home = (fullness: (typeof FULLNESS)[number]) =>
    estimatedVolume(model, { ...defaultInput(model), rooms: model.rooms.map(() => ({ count: 1, fullness })) });
  assert.ok(home("light") < home("normal") && home("normal") < home("packed"));
});

est("more rooms mean more volume", () => {
  model.rooms.forEach((room, i) => {
    const input = defaultInput(model);
    let previous = 0;
    for (let count = 1; count <= 5; count++) {
      input.rooms[i] = { count, fullness: "normal" };
      const volume = estimatedVolume(model, input);
      assert.ok(volume >= previous && volume > 0, `${room.name} ×${count}`);
      previous = volume;
    }
  });
});

est("access: higher floors, no lift, a longer carry and hoarding never lower the range; resale never raises it", () => {
  const notBelow = (a: Estimate, b: Estimate, what: string) => {
    if (b.kind === "visit") assert.is(a.kind, "visit", what);
    else if (a.kind === "range") assert.ok(b.kind === "range" && a.low >= b.low && a.high >= b.high, what);
  };
  for (const volume of prices.examples.map((e) => e.volume)) {
    const at = (patch: Partial<EstimateInput>) =>
      estimate(model, withVolume({ ...defaultInput(model), ...patch }, volume));
    for (let floor = 1; floor <= HIGHEST_FLOOR; floor++) {
      notBelow(at({ floor }), at({ floor: floor - 1 }), `${volume} m³, floor ${floor}`);
      notBelow(at({ floor, lift: false }), at({ floor, lift: true }), `${volume} m³, floor ${floor}: lift`);
    }
    for (let carrying = 1; carrying < model.access.carrying.length; carrying++)
      notBelow(at({ carrying }), at({ carrying: carrying - 1 }), `${volume} m³, carrying ${carrying}`);
    for (const situation of SITUATIONS) notBelow(at({ situation }), at({ situation: "ordinary" }), situation);
    for (let r = 1; r < RESALE.length; r++)
      notBelow(at({ resale: RESALE[r - 1] }), at({ resale: RESALE[r] }), `${volume} m³, ${RESALE[r]}`);
  }
});

est("each surcharge adds exactly its figure of estimator.yaml to both ends of the card's range", () => {
  // Amounts to the euro, on the smallest volume whose card range is above the minimum price.
  const exact = { ...model, roundTo: 1 };
  const volume = coveredVolumes().find((v) => scalePrice(prices.perCubicMetre, v, "min") >= prices.from)!;
  const card = scaleRange(prices.perCubicMetre, volume);
  const toCents = (amount: number) => Math.round(amount * 100) / 100;
  const expect = (patch: Partial<EstimateInput>, low: number, high: number) => {
    const result = estimate(exact, withVolume({ ...defaultInput(exact), ...patch }, volume));
    const label = `${volume} m³, ${JSON.stringify(patch)}`;
    if (toCents(high) > prices.upTo) return assert.is(result.kind, "visit", label);
    assert.equal(result, {
      kind: "range",
      volume,
      low: Math.floor(toCents(low)),
      high: Math.ceil(toCents(high)),
      minimumApplied: false,
    });
  };
  const { access, situation, resale } = model;
  expect({}, card.low, card.high);
  const perFloor = volume * access.perFloorWithoutLift;
  expect({ floor: 1 }, card.low + perFloor, card.high + perFloor);
  const withLift = volume * access.perFloorWithLift * 2;
  expect({ floor: 2, lift: true }, card.low + withLift, card.high + withLift);
  access.carrying.forEach((band, carrying) => {
    const carry = volume * band.perCubicMetre;
    expect({ carrying }, card.low + carry, card.high + carry);
  });
  const hoarding = 1 + situation.hoarding / 100;
  expect({ situation: "hoarding" }, card.low * hoarding, card.high * hoarding);
  const some = 1 - resale.some / 100;
  if (card.low * some >= prices.from) expect({ resale: "some" }, card.low * some, card.high * some);
});

est(
  "bounds: within the stated prices (never below the minimum, never above the top), amounts rounded, never upside down",
  () => {
    // Also with a minimum price that is not a round amount.
    const odd = { ...model, minimumPrice: model.minimumPrice + Math.ceil(model.roundTo / 2) + 1 };
    let ranges = 0;
    for (const m of [model, odd])
      for (const input of allOptions()) {
        for (let volume = 1; volume <= m.visitOnlyAbove; volume++) {
          const r = estimate(m, withVolume(input, volume));
          if (r.kind === "visit") {
            assert.is(r.reason, "price", `${volume} m³`);
            continue;
          }
          ranges++;
          const label = `${volume} m³ ${JSON.stringify(r)}`;
          assert.is(r.kind, "range", label);
          if (r.kind !== "range") continue;
          assert.ok(r.low >= m.minimumPrice && r.high <= m.maximumPrice && r.low <= r.high, label);
          assert.ok(r.low === m.minimumPrice || r.low % m.roundTo === 0, label);
          assert.ok(r.high === m.maximumPrice || r.high === r.low || r.high % m.roundTo === 0, label);
          assert.is(r.volume, volume);
        }
      }
    assert.ok(ranges > 0);
  },
);

est("beyond the top price there is no range: « sur devis »", () => {
  // A hoarding surcharge that lifts the highest card price of the largest volume over the top price.
  const top = scalePrice(prices.perCubicMetre, model.visitOnlyAbove, "max");
  const dear = { ...model, situation: { hoarding: Math.ceil((model.maximumPrice / top - 1) * 100) + 1 } };
  const input = withVolume({ ...defaultInput(dear), situation: "hoarding" }, model.visitOnlyAbove);
  const result = estimate(dear, input);
  assert.equal(result, { kind: "visit", volume: model.visitOnlyAbove, reason: "price" });
  assert.match(plain(resultSentence(dear, result)), plain(formatEuros(model.maximumPrice)));
  assert.match(quoteSummary(dear, input, result), "sur devis");
});

est("beyond the visit-only volume there is no range, whatever the answers", () => {
  assert.is(estimateForVolume(model, model.visitOnlyAbove).kind, "range");
  for (const input of allOptions()) {
    for (const volume of [Math.floor(model.visitOnlyAbove) + 1, model.visitOnlyAbove * 3]) {
      assert.equal(estimate(model, withVolume(input, volume)), {
        kind: "visit",
        volume: Math.round(volume),
        reason: "volume",
      });
    }
  }
  const biggest = model.rooms.reduce((a, b) => (b.volume > a.volume ? b : a));
  const rooms = defaultInput(model);
  rooms.rooms[model.rooms.indexOf(biggest)] = {
    count: Math.ceil(model.visitOnlyAbove / biggest.volume) + 1,
    fullness: "packed",
  };
  const result = estimate(model, rooms);
  assert.is(result.kind, "visit");
  assert.match(plain(resultSentence(model, result)), `${model.visitOnlyAbove} m³`);
  assert.match(resultSentence(model, result), "sur devis");
});

est("nothing described: no range, an invitation, no summary", () => {
  const empty = estimate(model, defaultInput(model));
  assert.equal(empty, { kind: "empty" });
  assert.equal(estimate(model, withVolume(defaultInput(model), 0)), { kind: "empty" });
  assert.match(resultSentence(model, empty), "pièce");
  assert.equal(assumptions(model, defaultInput(model), empty), []);
  assert.is(quoteSummary(model, defaultInput(model), empty), "");
});

est("a range reads « 850 € – 1 050 € TVAC », a single amount « 150 € TVAC »", () => {
  assert.is(formatEuroRange(850, 1050), "850\u00A0€\u00A0– 1\u202F050\u00A0€\u00A0TVAC");
  assert.is(formatEuroRange(150, 150), "150\u00A0€\u00A0TVAC");
});

est("the summary names the rooms, the volume in m³, the range and the access, and survives the trip in the URL", () => {
  const input = defaultInput(model);
  input.rooms[0] = { count: 1, fullness: "normal" };
  input.rooms[model.rooms.length - 1] = { count: 1, fullness: "light" };
  input.floor = 2;
  input.carrying = model.access.carrying.length - 1;
  input.situation = "hoarding";
  const result = estimate(model, input);
  const summary = quoteSummary(model, input, result);
  const parts = [model.rooms[0]!.name, model.rooms.at(-1)!.name, `${result.kind === "empty" ? 0 : result.volume} m³`];
  if (result.kind === "range") parts.push(formatEuroRange(result.low, result.high));
  for (const part of [...parts, "2e étage sans ascenseur", "accumulation"]) {
    assert.ok(plain(summary).includes(plain(part)), part);
  }
  const url = quoteUrlWithMessage(PATHS.fr.contact, summary);
  assert.ok(url.startsWith(`${PATHS.fr.contact}?`));
  assert.is(new URL(url, "http://127.0.0.1").searchParams.get(QUOTE_PREFILL.param), summary);
  assert.is(quoteUrlWithMessage(PATHS.fr.contact, "").split("#")[0], PATHS.fr.contact);
});

est(
  "the assumptions state the volume, the card, the access and the resale in plain French; cleaning is never included",
  () => {
    const input = withVolume({ ...defaultInput(model), floor: 3, resale: "many" }, prices.examples[0]!.volume);
    const lines = assumptions(model, input, estimate(model, input)).map(plain);
    for (const word of [
      "Volume",
      "Barème dégressif",
      plain(scalePhrase(model.scale)),
      "Accès",
      "3e étage",
      "revendables",
      "TVAC",
    ]) {
      assert.ok(
        lines.some((line) => line.includes(word)),
        word,
      );
    }
    const hoarding = withVolume({ ...defaultInput(model), situation: "hoarding" }, prices.examples[0]!.volume);
    const result = estimate(model, hoarding);
    if (result.kind === "range") {
      const text = assumptions(model, hoarding, result).map(plain).join(" ");
      assert.match(text, `+${model.situation.hoarding} %`);
      assert.match(text, "nettoyage et la désinfection se chiffrent à part");
    }
  },
);

est("invalid figures are refused with French messages naming the field", () => {
  const read = (file: string) => parseYaml(fs.readFileSync(path.join(contentDir, file), "utf8"));
  const errorsOf =
    (schema: typeof estimatorSchema | typeof claimsSchema, file: string) => (change: (f: any) => void) => {
      const copy = structuredClone(read(file));
      change(copy);
      const result = schema.safeParse(copy);
      assert.not.ok(result.success);
      return result.error!.issues.map((i) => `${i.path.join(".")} : ${i.message}`).join("\n");
    };
  const estimatorErrors = errorsOf(estimatorSchema, "estimator.yaml");
  const claimsErrors = errorsOf(claimsSchema, "claims.yaml");
  assert.match(
    estimatorErrors((f) => (f.fullness.light = f.fullness.packed)),
    /fullness\.light : doit être inférieur/,
  );
  assert.match(
    estimatorErrors((f) => f.rooms.push({ ...f.rooms[0] })),
    /rooms\.\d+\.name : « .+ » figure deux fois/,
  );
  assert.match(
    estimatorErrors((f) => (f.resale.many = f.resale.some - 1)),
    /resale\.many : doit être au moins égal/,
  );
  assert.match(
    estimatorErrors((f) => (f.access.carrying.at(-1).upTo = 1000)),
    /access\.carrying\.\d+\.upTo : la dernière tranche n’a pas de limite/,
  );
  const card = (change: (bands: any[]) => void) => claimsErrors((f) => change(f.prices.perCubicMetre));
  assert.match(
    card((b) => (b.at(-1).upTo = 1000)),
    /prices\.perCubicMetre\.\d+\.upTo : la dernière tranche n’a pas de limite/,
  );
  assert.match(
    card((b) => (b[0].min = b[0].max + 1)),
    /prices\.perCubicMetre\.0\.min : dépasse le haut de fourchette/,
  );
  assert.match(
    card((b) => (b[0].min = 0)),
    /prices\.perCubicMetre\.0\.min : montant positif attendu/,
  );
  // With two bands or more (one is added if need be), the card stays degressive and its limits rise.
  const second = (change: (bands: any[]) => void) =>
    card((b) => {
      if (b.length < 2) b.unshift({ upTo: 1, min: b[0].min, max: b[0].max });
      change(b);
    });
  assert.match(
    second((b) => (b[1].max = b[0].max + 1)),
    /prices\.perCubicMetre\.1\.max : barème dégressif/,
  );
  assert.match(
    second((b) => {
      if (b.length > 2) b[1].upTo = b[0].upTo;
      else b.splice(1, 0, { upTo: b[0].upTo, min: b[0].min, max: b[0].max });
    }),
    /prices\.perCubicMetre\.1\.upTo : doit dépasser/,
  );
});

est("each edition's words fill every sentence: no template name left, no French word in Dutch", () => {
  const inputs: EstimateInput[] = [];
  for (const method of ["rooms", "volume"] as const)
    for (const floor of [0, 1, 2, HIGHEST_FLOOR])
      for (const carrying of model.access.carrying.keys())
        for (const situation of SITUATIONS)
          for (const resale of RESALE) {
            const input = { ...defaultInput(model), method, floor, carrying, situation, resale, lift: floor === 1 };
            input.rooms[0] = { count: 2, fullness: "packed" };
            for (const volume of [1, prices.examples[0]!.volume, model.visitOnlyAbove + 1])
              inputs.push(method === "volume" ? withVolume(input, volume) : input);
          }
  for (const words of [ESTIMATOR_WORDS, ESTIMATOR_WORDS_NL]) {
    const text = estimateText(words);
    const said = inputs.flatMap((input) => {
      const result = estimate(model, input);
      return [
        text.resultSentence(model, result),
        ...text.assumptions(model, input, result),
        text.quoteSummary(model, input, result),
        text.floorLabel(input.floor),
        ...model.access.carrying.map((_, i) => text.carryingLabel(model, i) + text.carryingPhrase(model, i)),
      ];
    });
    for (const line of said) assert.not.match(line, /\{\w+\}|undefined|NaN/, line);
    if (words === ESTIMATOR_WORDS_NL)
      for (const line of said) assert.not.match(line, /\b(étage|pièce|camion|TVAC|au-delà|devis)\b/, line);
  }
});

est.run();
