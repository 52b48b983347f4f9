import "server-only";
import { isRecord } from "./field-values";

const EARTH_RADIUS_KM = 6371;

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export function asGeoPoint(value: unknown): GeoPoint | undefined {
  if (!isRecord(value)) return undefined;
  const { latitude, longitude } = value;
  return typeof latitude === "number" && typeof longitude === "number" ? { latitude, longitude } : undefined;
}

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const radians = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * radians;
  const dLng = (to.longitude - from.longitude) * radians;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
