import { LOCATE_ACCURACY_MAX_M, LOCATE_ACCURACY_MIN_M } from '#contract';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two WGS-84 points (haversine). */
export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Metres per degree of latitude, rounded down so a box built with it never falls short. */
const METRES_PER_DEGREE = 111_000;

/** A latitude and longitude box holding every point within `radiusM` of a point (a coarse SQL filter). */
export function boxAround(lat: number, lng: number, radiusM: number) {
  const dLat = radiusM / METRES_PER_DEGREE;
  const dLng = radiusM / (METRES_PER_DEGREE * Math.max(0.01, Math.cos(rad(lat))));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/**
 * How far a cell fix may be off: a cell serves roughly up to half-way to its nearest neighbour of
 * the same network, so the radius is half that distance, to 10 m, within the service's bounds (dense
 * city sites 200 m, sparse ones 2 km). Without a neighbour in reach, the outer bound.
 */
export function accuracyRadiusM(nearestSameCarrierM: number | null): number {
  if (nearestSameCarrierM === null) return LOCATE_ACCURACY_MAX_M;
  const half = Math.round(nearestSameCarrierM / 2 / 10) * 10;
  return Math.min(LOCATE_ACCURACY_MAX_M, Math.max(LOCATE_ACCURACY_MIN_M, half));
}
