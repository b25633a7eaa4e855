import { describe, expect, it } from 'vitest';
import { dateRangeWords, listWords, ratePerHourWords, responseTimeWords } from './reasons.ts';

describe('reasons in plain words', () => {
  it('lists, dates, rates and answer times as people write them', () => {
    expect(listWords(['Techno'])).toBe('Techno');
    expect(listWords(['Techno', 'Minimal'])).toBe('Techno and Minimal');
    expect(listWords(['Techno', 'House', 'Minimal'])).toBe('Techno, House and Minimal');
    expect(dateRangeWords('2026-12-12', '2026-12-15')).toBe('12–15 Dec');
    expect(dateRangeWords('2026-12-12', '2026-12-12')).toBe('12 Dec');
    expect(dateRangeWords('2026-12-28', '2027-01-03')).toBe('28 Dec – 3 Jan');
    expect(ratePerHourWords(12000, 'EUR')).toBe('120 €/h');
    expect(ratePerHourWords(9550, 'USD')).toBe('$95.50/h');
    expect(ratePerHourWords(8000, 'GBP')).toBe('£80/h');
    expect(ratePerHourWords(8000, 'CHF')).toBe('80 CHF/h');
    expect(responseTimeWords(45)).toBe('answers within an hour');
    expect(responseTimeWords(90)).toBe('answers within 2 h');
    expect(responseTimeWords(60 * 50)).toBe('answers within 3 days');
  });
});
