import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundingBox, distanceKm, inBoundingBox, MAX_DISTANCE_KM, roundKm } from './great-circle.ts';

const berlin = { latitude: 52.5244, longitude: 13.4105 };
const munich = { latitude: 48.1374, longitude: 11.5755 };
const sydney = { latitude: -33.8678, longitude: 151.2073 };
const melbourne = { latitude: -37.814, longitude: 144.9633 };

describe('great-circle distance', () => {
  it('matches known pairs to within a kilometre or two', () => {
    expect(distanceKm(berlin, munich)).toBeCloseTo(504, -1);
    expect(Math.abs(distanceKm(berlin, munich) - 504)).toBeLessThan(2);
    expect(Math.abs(distanceKm(sydney, melbourne) - 714)).toBeLessThan(2);
    // London–Paris and New York–Los Angeles
    expect(
      Math.abs(
        distanceKm({ latitude: 51.5085, longitude: -0.1257 }, { latitude: 48.8534, longitude: 2.3488 }) - 344,
      ),
    ).toBeLessThan(2);
    expect(
      Math.abs(
        distanceKm({ latitude: 40.7143, longitude: -74.006 }, { latitude: 34.0522, longitude: -118.2437 }) -
          3936,
      ),
    ).toBeLessThan(5);
  });

  it('is zero for one point, symmetric, and never more than half the circumference', () => {
    expect(distanceKm(berlin, berlin)).toBe(0);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      MAX_DISTANCE_KM,
      6,
    );
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const ab = distanceKm(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(MAX_DISTANCE_KM + 1e-6);
        expect(ab).toBeCloseTo(distanceKm(b, a), 6);
      }),
    );
  });

  it('rounds to one decimal', () => {
    expect(roundKm(27.2110836)).toBe(27.2);
    expect(roundKm(504.86)).toBe(504.9);
    expect(roundKm(0.04)).toBe(0);
  });
});

describe('bounding box', () => {
  it('holds every point within the radius (property)', () => {
    const point = fc.record({
      latitude: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, fc.double({ min: 1, max: 3000, noNaN: true }), (center, other, radius) => {
        if (distanceKm(center, other) <= radius)
          expect(inBoundingBox(other, boundingBox(center, radius))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps out what is far away, splits at the antimeridian and spans every longitude at a pole', () => {
    const box = boundingBox(berlin, 100);
    expect(inBoundingBox(munich, box)).toBe(false);
    expect(inBoundingBox({ latitude: 52.3989, longitude: 13.0657 }, box)).toBe(true); // Potsdam
    const fiji = boundingBox({ latitude: -17.8, longitude: 179.5 }, 200);
    expect(fiji.longitudeRanges).toHaveLength(2);
    expect(inBoundingBox({ latitude: -17.5, longitude: -179.8 }, fiji)).toBe(true);
    expect(boundingBox({ latitude: 89.5, longitude: 0 }, 200).longitudeRanges).toEqual([[-180, 180]]);
  });
});
