/**
 * « Communes proches » on a municipality page, computed from one point per municipality
 * (content/data/belgian-municipalities.coordinates.json) instead of written by hand: the
 * nearest municipalities that have a page, at most six, none farther than 30 km unless fewer
 * than two are that close, in which case the two nearest (issue 17: a hand-written list sent
 * Tournai's visitors to Gent, 57 km away).
 */
import fs from "node:fs";
import path from "node:path";

export const NEARBY_RULE = { max: 6, radiusKm: 30, atLeast: 2 } as const;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

interface CoordinatesEntry extends GeoPoint {
  slug: string;
}

/** The points by NIS code (the file's keys). */
export function readCoordinates(root: string): Map<string, CoordinatesEntry> {
  const file = path.join(root, "data", "belgian-municipalities.coordinates.json");
  const raw: Record<string, CoordinatesEntry> = JSON.parse(fs.readFileSync(file, "utf8"));
  return new Map(Object.entries(raw));
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
 * The keys of `candidates` nearest to `origin` under NEARBY_RULE, nearest first. `origin`'s
 * own key is never among them. Ties keep the candidates' order, so the result is stable.
 */
export function nearestPlaces(originKey: string, origin: GeoPoint, candidates: Map<string, GeoPoint>): string[] {
  const ranked = [...candidates]
    .filter(([key]) => key !== originKey)
    .map(([key, point]) => ({ key, km: distanceKm(origin, point) }))
    .sort((a, b) => a.km - b.km);
  const close = ranked.filter((r) => r.km <= NEARBY_RULE.radiusKm).slice(0, NEARBY_RULE.max);
  const chosen = close.length >= NEARBY_RULE.atLeast ? close : ranked.slice(0, NEARBY_RULE.atLeast);
  return chosen.map((r) => r.key);
}
