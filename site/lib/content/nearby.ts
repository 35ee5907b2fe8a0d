/**
 * « Communes proches » on a municipality page, computed from one point per municipality
 * (content/data/belgian-municipalities.coordinates.json) instead of written by hand: the
 * nearest municipalities that have a page, at most six, none farther than 30 km unless fewer
 * than two are that close, in which case the two nearest (issue 17: a hand-written list sent
 * Tournai's visitors to Gent, 57 km away). Those two may lie beyond 30 km: the page lists them
 * as « Autres communes desservies », not as near (issue 35: Arlon → Marche-en-Famenne, 69 km).
 */
import fs from "node:fs";
import path from "node:path";
import { municipalityPointSchema } from "../../../content/schema.ts";
import type { Issues } from "./issues.ts";

export const NEARBY_RULE = { max: 6, radiusKm: 30, atLeast: 2 } as const;

/** A place the rule chose, with its distance from the page's own. */
export interface NearbyPlace<T> {
  place: T;
  km: number;
}

/** Whether a place `km` away counts as near; farther ones are « Autres communes desservies ». */
export const isNearby = (km: number): boolean => km <= NEARBY_RULE.radiusKm;

/** The chosen places split into the near ones and the farther ones, each in its order. */
export function byDistance<T>(places: Array<NearbyPlace<T>>): { near: T[]; farther: T[] } {
  return {
    near: places.filter((p) => isNearby(p.km)).map((p) => p.place),
    farther: places.filter((p) => !isNearby(p.km)).map((p) => p.place),
  };
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export const COORDINATES_FILE = "data/belgian-municipalities.coordinates.json";

/** The points by NIS code (the file's keys), each validated (content/schema.ts); wrong ones are left out. */
export function readCoordinates(root: string, issues: Issues): Map<string, GeoPoint> {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(root, COORDINATES_FILE), "utf8"));
  } catch (error) {
    issues.add(COORDINATES_FILE, "(fichier)", (error as Error).message.split("\n")[0]!);
    return new Map();
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    issues.add(COORDINATES_FILE, "(fichier)", "un objet { code INS: point } est attendu");
    return new Map();
  }
  const points = new Map<string, GeoPoint>();
  for (const [nisCode, entry] of Object.entries(raw)) {
    if (!/^\d{5}$/.test(nisCode)) issues.add(COORDINATES_FILE, nisCode, "code INS à 5 chiffres attendu");
    const point = issues.parse(COORDINATES_FILE, municipalityPointSchema, entry, nisCode);
    if (point) points.set(nisCode, point);
  }
  return points;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance (haversine formula) in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The keys of `candidates` nearest to `origin` under NEARBY_RULE, nearest first, with their
 * distances. `origin`'s own key is never among them. Ties keep the candidates' order, so the
 * result is stable.
 */
export function nearestPlaces(
  originKey: string,
  origin: GeoPoint,
  candidates: Map<string, GeoPoint>,
): Array<NearbyPlace<string>> {
  const ranked = [...candidates]
    .filter(([key]) => key !== originKey)
    .map(([key, point]) => ({ key, km: distanceKm(origin, point) }))
    .sort((a, b) => a.km - b.km);
  const close = ranked.filter((r) => isNearby(r.km)).slice(0, NEARBY_RULE.max);
  const chosen = close.length >= NEARBY_RULE.atLeast ? close : ranked.slice(0, NEARBY_RULE.atLeast);
  return chosen.map((r) => ({ place: r.key, km: r.km }));
}
