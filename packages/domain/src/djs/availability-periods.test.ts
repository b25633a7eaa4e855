import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_MESSAGES as M,
  ZAvailabilityPeriodInput,
  parseCalendarDate,
  periodHasEnded,
  periodProblem,
} from './availability-periods.ts';

const firstMessage = (body: unknown) => ZAvailabilityPeriodInput.safeParse(body).error?.issues[0]?.message;
const base = { fromDate: '2026-12-01', toDate: '2026-12-14', country: 'de' };

describe('POST /dj/availability body', () => {
  it('keeps a period with optional city and technical needs; UK is stored as GB', () => {
    expect(ZAvailabilityPeriodInput.parse(base)).toEqual({
      ...base,
      country: 'DE',
      city: null,
      technicalNeeds: null,
      availabilityType: 'in_person',
    });
    expect(
      ZAvailabilityPeriodInput.parse({
        ...base,
        country: 'UK',
        city: ' London ',
        technicalNeeds: 'Two CDJ-3000s\nDJM-V10',
      }),
    ).toMatchObject({ country: 'GB', city: 'London', technicalNeeds: 'Two CDJ-3000s\nDJM-V10' });
    expect(ZAvailabilityPeriodInput.parse({ ...base, city: '', technicalNeeds: null })).toMatchObject({
      city: null,
      technicalNeeds: null,
    });
  });

  it("refuses a missing from date, to date or country with the spec's message", () => {
    expect(firstMessage({ ...base, fromDate: undefined })).toBe(M.required);
    expect(firstMessage({ ...base, toDate: '' })).toBe(M.required);
    expect(firstMessage({ ...base, country: ' ' })).toBe(M.required);
    expect(firstMessage({})).toBe(M.required);
  });

  it('refuses impossible dates, unknown countries, reversed and overlong periods', () => {
    expect(firstMessage({ ...base, fromDate: '2026-02-30' })).toBe(M.invalidDate);
    expect(firstMessage({ ...base, toDate: '14/12/2026' })).toBe(M.invalidDate);
    expect(firstMessage({ ...base, country: 'XX' })).toBe(M.invalidCountry);
    expect(firstMessage({ ...base, fromDate: '2026-12-15' })).toBe(M.toBeforeFrom);
    expect(firstMessage({ ...base, toDate: '2027-12-02' })).toBe(M.tooLong);
    expect(firstMessage({ ...base, city: 'x'.repeat(101) })).toBe('City must be at most 100 characters');
    expect(firstMessage({ ...base, city: 'Ber\u0007lin' })).toBe(
      'City contains characters that are not allowed',
    );
  });

  it('a one-day period is fine; dates compare as calendar dates', () => {
    expect(periodProblem('2026-12-01', '2026-12-01')).toBeNull();
    expect(periodProblem('2028-02-28', '2029-02-27')).toBeNull();
    expect(periodProblem('2028-02-29', '2029-02-28')).toBe(M.tooLong);
    expect(periodProblem('2027-02-28', '2028-02-28')).toBe(M.tooLong);
    expect(periodProblem('2027-03-01', '2028-02-29')).toBeNull();
    expect(parseCalendarDate('2028-02-29')?.toString()).toBe('2028-02-29');
    expect(parseCalendarDate('2027-02-29')).toBeNull();
    expect(periodHasEnded('2026-11-21', '2026-11-22')).toBe(true);
    expect(periodHasEnded('2026-11-22', '2026-11-22')).toBe(false);
  });
});
