/**
 * The rule that links a municipality page to others (site/lib/content/nearby.ts), on points
 * placed at known distances: the nearest within the radius, at most the maximum, or the
 * minimum number of nearest when fewer are that close; those beyond the radius set apart.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { byDistance, distanceKm, NEARBY_RULE, nearestPlaces, type GeoPoint } from "../../../site/lib/content/nearby.ts";

const { max, radiusKm, atLeast } = NEARBY_RULE;
const origin: GeoPoint = { latitude: 50.5, longitude: 4.5 };
/** A point due north of the origin, `km` away. */
const north = (km: number): GeoPoint => ({ latitude: origin.latitude + km / 111.195, longitude: origin.longitude });
/** Candidates named by their distance ("12"), the origin among them. */
const candidates = (distances: number[]) =>
  new Map<string, GeoPoint>([
    ["origin", origin],
    ...distances.map((km): [string, GeoPoint] => [String(km), north(km)]),
  ]);
const rule = (distances: number[]) => nearestPlaces("origin", origin, candidates(distances));
const names = (distances: number[]) => distances.map(String);
/** `count` distances from `from`, `step` km apart. */
const spaced = (count: number, from: number, step: number) => Array.from({ length: count }, (_, i) => from + i * step);

test("the helper places points at the distance it says", () => {
  assert.ok(Math.abs(distanceKm(origin, north(radiusKm)) - radiusKm) < 0.01);
});

test("within the radius: the nearest, at most the maximum, nearest first, and all of them near", () => {
  const inside = spaced(max + 2, 1, (radiusKm - 2) / (max + 2));
  const result = rule([radiusKm + 5, ...[...inside].reverse()]);
  assert.equal(
    result.map((p) => p.place),
    names(inside.slice(0, max)),
  );
  assert.equal(byDistance(result), { near: names(inside.slice(0, max)), farther: [] });
});

test("fewer than the minimum within the radius: the nearest ones, those beyond it set apart", () => {
  const outside = spaced(atLeast + 1, radiusKm + 10, 15);
  const result = rule([...outside, radiusKm - 10]);
  assert.is(result.length, Math.max(atLeast, 1));
  assert.equal(byDistance(result), {
    near: names([radiusKm - 10]),
    farther: names(outside.slice(0, atLeast - 1)),
  });
});

test("none within the radius: the minimum number of nearest, all of them farther", () => {
  const outside = spaced(atLeast + 2, radiusKm + 5, 20);
  const result = rule([...outside].reverse());
  assert.equal(byDistance(result), { near: [], farther: names(outside.slice(0, atLeast)) });
});

test("a place exactly at the radius is near", () => {
  assert.equal(byDistance([{ place: "edge", km: radiusKm }]), { near: ["edge"], farther: [] });
});

test.run();
