/** Distances on the Earth's surface (a sphere of the mean radius), for "near me" searches. No zod, no data. */

export type TPoint = { latitude: number; longitude: number };

/** The mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Half the circumference: no two places are farther apart. */
export const MAX_DISTANCE_KM = Math.PI * EARTH_RADIUS_KM;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/** The great-circle distance between two points in km (haversine formula; good to 0.5% against the ellipsoid). */
export function distanceKm(a: TPoint, b: TPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as answers show it: km with one decimal. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/**
 * The latitude/longitude box around every point within `radiusKm` of `center`, as cheap column comparisons for a
 * database to pre-select with before exact distances are computed. Longitudes are one range, or two when the box
 * crosses the antimeridian; a box reaching a pole spans every longitude.
 */
export type TBoundingBox = {
  minLatitude: number;
  maxLatitude: number;
  longitudeRanges: Array<[number, number]>;
};

export function boundingBox(center: TPoint, radiusKm: number): TBoundingBox {
  const angular = Math.max(0, radiusKm) / EARTH_RADIUS_KM;
  const minLatitude = center.latitude - degrees(angular);
  const maxLatitude = center.latitude + degrees(angular);
  if (minLatitude <= -90 || maxLatitude >= 90 || angular >= Math.PI / 2) {
    return {
      minLatitude: Math.max(-90, minLatitude),
      maxLatitude: Math.min(90, maxLatitude),
      longitudeRanges: [[-180, 180]],
    };
  }
  // The widest longitude span is at the latitude where the circle touches its meridians (not at the centre).
  const dLon = degrees(Math.asin(Math.min(1, Math.sin(angular) / Math.cos(radians(center.latitude)))));
  const west = center.longitude - dLon;
  const east = center.longitude + dLon;
  const longitudeRanges: Array<[number, number]> =
    dLon >= 180
      ? [[-180, 180]]
      : west < -180
        ? [
            [west + 360, 180],
            [-180, east],
          ]
        : east > 180
          ? [
              [west, 180],
              [-180, east - 360],
            ]
          : [[west, east]];
  return { minLatitude, maxLatitude, longitudeRanges };
}

export function inBoundingBox(point: TPoint, box: TBoundingBox): boolean {
  return (
    point.latitude >= box.minLatitude &&
    point.latitude <= box.maxLatitude &&
    box.longitudeRanges.some(([west, east]) => point.longitude >= west && point.longitude <= east)
  );
}
