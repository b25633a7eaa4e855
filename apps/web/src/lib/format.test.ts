import { describe, expect, it } from 'vitest';
import { formatRateFrom, formatReaderInstant } from './format.ts';

const TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

describe('formatReaderInstant', () => {
  it('renders UTC, named, on the server and while hydrating, whatever the zone the code runs in', () => {
    expect(formatReaderInstant('2026-11-24T19:18:00.000Z', TIME, false)).toBe('Nov 24, 7:18 PM UTC');
    expect(formatReaderInstant('2026-11-24T23:30:00.000Z', { month: 'short', day: 'numeric' }, false)).toBe(
      'Nov 24',
    );
  });

  it("renders the reader's zone once hydrated", () => {
    const iso = '2026-11-24T19:18:00.000Z';
    expect(formatReaderInstant(iso, TIME, true)).toBe(
      new Intl.DateTimeFormat('en-US', TIME).format(new Date(iso)),
    );
  });

  it('leaves what is not an instant as it is', () => {
    expect(formatReaderInstant('soon', TIME, true)).toBe('soon');
  });
});

describe('formatRateFrom', () => {
  it('words a starting rate as "From €50 / hour", the amount after "From"', () => {
    expect(formatRateFrom(50, 'EUR')).toBe('From €50 / hour');
    expect(formatRateFrom(80.5, 'USD')).toBe('From $80.50 / hour');
  });
});
