/**
 * The price estimator's computation (client/lib/estimate.ts) with the figures of the content:
 * monotonic in volume, fullness and access, the price examples inside their ranges, bounds
 * respected, no range beyond the visit-only volume; its words and the link to the quote form.
 */
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parse as parseYaml } from "yaml";
import fs from "node:fs";
import {
  defaultInput,
  estimate,
  estimatedVolume,
  estimateForVolume,
  FULLNESS,
  RESALE,
  SITUATIONS,
  type Estimate,
  type EstimateInput,
  type PriceModel,
} from "../../client/lib/estimate.ts";
import { assumptions, HIGHEST_FLOOR, quoteSummary, resultSentence } from "../../client/lib/estimate-text.ts";
import { formatEuroRange, formatEuros } from "../../client/lib/number-format.ts";
import { prefilledMessage, QUOTE_PAGE, quoteUrlWithMessage } from "../../client/lib/quote-prefill.ts";
import { estimatorSchema, type Claims } from "../../content/schema.ts";
import { volumeCeiling } from "../../site/lib/content/rules/claims-checks.ts";
import { exampleContradiction, loadEstimator, rateContradiction } from "../../site/lib/content/estimator.ts";
import { loadClaims } from "../../site/lib/content/facts.ts";
import { Issues } from "../../site/lib/content/issues.ts";
import { projectRoot } from "../helpers/paths.ts";
import { plain } from "../helpers/text.ts";

const contentDir = path.join(projectRoot, "content");
const issues = new Issues();
const claims = loadClaims(contentDir, issues) as Claims;
const model = loadEstimator(contentDir, issues, claims) as PriceModel;

const est = suite("price estimator");

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

est("the figures of the content are valid and consistent with the price examples", () => {
  assert.equal(issues.list, []);
  assert.ok(model, "content/estimator.yaml loaded");
  assert.is(model.minimumPrice, claims.prices.from, "the minimum price is the pricing page's « from » price");
  assert.is(model.maximumPrice, claims.prices.upTo, "the top price is the pricing page's « up to » price");
  assert.is(
    model.visitOnlyAbove,
    volumeCeiling(claims.prices),
    "« sur devis » beyond the volume the stated prices cover",
  );
  assert.is(rateContradiction(model, claims.prices.perCubicMetre), null);
});

est("a scale that leaves the stated rate per m³ is reported", () => {
  const { min, max } = claims.prices.perCubicMetre;
  const flat = (price: number) => ({ ...model, pricePerCubicMetre: [{ price }] });
  assert.is(rateContradiction(flat(min), claims.prices.perCubicMetre), null);
  assert.match(rateContradiction(flat(max + 1), claims.prices.perCubicMetre)!, "hors du prix au m³ affiché");
  assert.match(rateContradiction(flat(min - 1), claims.prices.perCubicMetre)!, "hors du prix au m³ affiché");
});

est("each price example of the pricing page falls inside the range given for its volume", () => {
  assert.ok(claims.prices.examples.length > 0);
  for (const example of claims.prices.examples) {
    const r = range(estimateForVolume(model, example.volume), example.title);
    assert.ok(
      r.low <= example.price && example.price <= r.high,
      `${example.title}: ${example.price} € outside ${r.low}–${r.high} €`,
    );
    assert.is(exampleContradiction(model, example), null);
  }
});

est("a price example outside its range is reported, naming the estimator's file", () => {
  const example = claims.prices.examples[0]!;
  const r = range(estimateForVolume(model, example.volume), example.title);
  for (const price of [r.low - model.roundTo, r.high + model.roundTo]) {
    const problem = exampleContradiction(model, { volume: example.volume, price });
    assert.ok(problem, `${price} € for ${example.volume} m³`);
    assert.match(plain(problem!), plain(formatEuroRange(r.low, r.high)));
    assert.match(problem!, "estimator.yaml");
  }
  assert.match(exampleContradiction(model, { volume: model.visitOnlyAbove + 1, price: example.price })!, "sur devis");
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

est("degressive: above the minimum price, a larger volume never costs more per m³", () => {
  const central = (v: number) => {
    const r = range(estimateForVolume(model, v), `${v} m³`);
    return (r.low + r.high) / 2 / v;
  };
  const firstAboveMinimum = Array.from({ length: model.visitOnlyAbove }, (_, i) => i + 1).find(
    (v) => range(estimateForVolume(model, v), `${v} m³`).low > model.minimumPrice,
  )!;
  const largest = Math.floor(model.visitOnlyAbove);
  // Rounding to roundTo blurs neighbouring volumes; compare volumes far enough apart.
  for (let v = firstAboveMinimum; v * 2 <= largest; v++)
    assert.ok(central(v * 2) <= central(v) + model.roundTo / v, `${v} vs ${v * 2} m³`);
});

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

est("access: higher floors, no lift and a longer carry never lower the range; resale never raises it", () => {
  const volume = claims.prices.examples[0]!.volume;
  const at = (patch: Partial<EstimateInput>) =>
    estimate(model, withVolume({ ...defaultInput(model), ...patch }, volume));
  const notBelow = (a: Estimate, b: Estimate, what: string) => {
    if (b.kind === "visit") assert.is(a.kind, "visit", what);
    else if (a.kind === "range") assert.ok(b.kind === "range" && a.low >= b.low && a.high >= b.high, what);
  };
  for (let floor = 1; floor <= HIGHEST_FLOOR; floor++) {
    notBelow(at({ floor }), at({ floor: floor - 1 }), `floor ${floor}`);
    notBelow(at({ floor, lift: false }), at({ floor, lift: true }), `floor ${floor}: lift`);
  }
  for (let carrying = 1; carrying < model.access.carrying.length; carrying++)
    notBelow(at({ carrying }), at({ carrying: carrying - 1 }), `carrying ${carrying}`);
  for (const situation of SITUATIONS) notBelow(at({ situation }), at({ situation: "ordinary" }), situation);
  for (let r = 1; r < RESALE.length; r++)
    notBelow(at({ resale: RESALE[r - 1] }), at({ resale: RESALE[r] }), RESALE[r]!);
  assert.ok(
    range(at({ floor: 1, carrying: 1, situation: "afterDeath" }), "surcharges").high > range(at({}), "default").high,
  );
});

est(
  "bounds: within the stated prices (never below the minimum, never above the top), at least one rounding step wide, amounts rounded",
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
          assert.ok(r.low >= m.minimumPrice && r.high <= m.maximumPrice, label);
          assert.ok(r.high - r.low >= m.roundTo, label);
          assert.ok(r.low === m.minimumPrice || r.low % m.roundTo === 0, label);
          assert.ok(r.high === m.maximumPrice || r.high % m.roundTo === 0, label);
          // The range is the margin either side of one price (plus rounding), not wider.
          assert.ok(r.high - r.low <= (r.high * 2 * m.margin) / (100 - m.margin) + 2 * m.roundTo, label);
          assert.is(r.volume, volume);
        }
      }
    assert.ok(ranges > 0);
  },
);

est("beyond the top price there is no range: « sur devis »", () => {
  const heavy = {
    ...defaultInput(model),
    floor: HIGHEST_FLOOR,
    carrying: model.access.carrying.length - 1,
    situation: "hoarding" as const,
  };
  const result = estimate(model, withVolume(heavy, model.visitOnlyAbove));
  assert.equal(result, { kind: "visit", volume: model.visitOnlyAbove, reason: "price" });
  assert.match(plain(resultSentence(model, result)), plain(formatEuros(model.maximumPrice)));
  assert.match(quoteSummary(model, heavy, result), "sur devis");
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

est("a range reads « 850 € – 1 050 € TVAC »: narrow no-break space in thousands, no-break space before €", () => {
  assert.is(formatEuroRange(850, 1050), "850\u00A0€\u00A0– 1\u202F050\u00A0€\u00A0TVAC");
});

est("the summary names the rooms, the volume in m³, the range and the access, and survives the trip in the URL", () => {
  const input = defaultInput(model);
  input.rooms[0] = { count: 2, fullness: "packed" };
  input.rooms[model.rooms.length - 1] = { count: 1, fullness: "light" };
  input.floor = 2;
  input.carrying = model.access.carrying.length - 1;
  input.situation = "afterDeath";
  const result = range(estimate(model, input), "rooms");
  const summary = quoteSummary(model, input, result);
  for (const part of [
    model.rooms[0]!.name,
    model.rooms.at(-1)!.name,
    `${result.volume} m³`,
    formatEuroRange(result.low, result.high),
    "2e étage sans ascenseur",
    "décès",
  ]) {
    assert.ok(plain(summary).includes(plain(part)), part);
  }
  const url = quoteUrlWithMessage(summary);
  assert.ok(url.startsWith(`${QUOTE_PAGE}?`));
  assert.is(prefilledMessage(new URL(url, "http://127.0.0.1").search), summary);
  assert.is(quoteUrlWithMessage("").split("#")[0], QUOTE_PAGE);
});

est("the assumptions state the volume, the scale, the access and the margin in plain French", () => {
  const input = withVolume({ ...defaultInput(model), floor: 3, resale: "many" }, claims.prices.examples[0]!.volume);
  const lines = assumptions(model, input, estimate(model, input)).map(plain);
  for (const word of ["Volume", "Tarif dégressif", "Accès", "3e étage", "revendables", `±${model.margin} %`, "TVAC"]) {
    assert.ok(
      lines.some((line) => line.includes(word)),
      word,
    );
  }
});

est("invalid figures are refused with French messages naming the field", () => {
  const figures = parseYaml(fs.readFileSync(path.join(contentDir, "estimator.yaml"), "utf8"));
  const errors = (change: (f: typeof figures) => void) => {
    const copy = structuredClone(figures);
    change(copy);
    const result = estimatorSchema.safeParse(copy);
    assert.not.ok(result.success);
    return result.error!.issues.map((i) => `${i.path.join(".")} : ${i.message}`);
  };
  assert.match(
    errors((f) => {
      f.fullness.light = f.fullness.packed;
    }).join("\n"),
    /fullness\.light : doit être inférieur/,
  );
  assert.match(
    errors((f) => {
      f.pricePerCubicMetre.at(-1).upTo = 1000;
    }).join("\n"),
    /pricePerCubicMetre\.\d+\.upTo : la dernière tranche n’a pas de limite/,
  );
  assert.match(
    errors((f) => {
      f.pricePerCubicMetre[1].upTo = f.pricePerCubicMetre[0].upTo;
    }).join("\n"),
    /pricePerCubicMetre\.1\.upTo : doit dépasser/,
  );
  assert.match(
    errors((f) => {
      f.pricePerCubicMetre[1].price = f.pricePerCubicMetre[0].price + 1;
    }).join("\n"),
    /pricePerCubicMetre\.1\.price : barème dégressif/,
  );
  assert.match(
    errors((f) => {
      f.rooms.push({ ...f.rooms[0] });
    }).join("\n"),
    /rooms\.\d+\.name : « .+ » figure deux fois/,
  );
  assert.match(
    errors((f) => {
      f.resale.many = f.resale.some - 1;
    }).join("\n"),
    /resale\.many : doit être au moins égal/,
  );
});

est.run();
