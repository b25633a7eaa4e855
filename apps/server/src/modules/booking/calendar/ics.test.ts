import { describe, expect, it } from 'vitest';
import { buildCalendar, plainText, type IcsEvent } from './ics.ts';

const event = (patch: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'booking-12@cuepoint',
  start: new Date('2027-06-12T20:00:00.000Z'),
  end: new Date('2027-06-12T23:00:00.000Z'),
  summary: 'DJ set for Club Komma',
  location: 'Berlin, Germany',
  description: 'Opening night',
  status: 'CONFIRMED',
  sequence: 0,
  lastModified: new Date('2026-11-20T10:00:00.000Z'),
  url: 'https://cuepoint.example/bookings/12',
  ...patch,
});

const build = (events: IcsEvent[]) =>
  buildCalendar({ name: 'Cuepoint bookings', stamp: new Date('2026-11-22T12:00:00.000Z'), events });

/** The content lines, unfolded. */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('iCalendar text', () => {
  it('writes a calendar of events with their UIDs and UTC instants, every line ended by CRLF', () => {
    const text = build([event(), event({ uid: 'booking-13@cuepoint', status: 'CANCELLED', sequence: 1 })]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(text);
    expect(lines).toContain('PRODID:-//Cuepoint//Bookings//EN');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('X-WR-CALNAME:Cuepoint bookings');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:booking-12@cuepoint',
        'UID:booking-13@cuepoint',
        'DTSTAMP:20261122T120000Z',
        'DTSTART:20270612T200000Z',
        'DTEND:20270612T230000Z',
        'LAST-MODIFIED:20261120T100000Z',
        'STATUS:CONFIRMED',
        'STATUS:CANCELLED',
        'SEQUENCE:1',
        'TRANSP:OPAQUE',
      ]),
    );
    expect(lines.some((line) => /^URL[;:].*https:\/\/cuepoint\.example\/bookings\/12$/.test(line))).toBe(
      true,
    );
  });

  it('escapes TEXT values: backslash, semicolon, comma, line breaks', () => {
    const lines = unfolded(build([event({ summary: 'a,b;c\\d\r\ne\nf' })]));
    expect(lines).toContain('SUMMARY:a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('drops control characters other than line breaks and tabs', () => {
    expect(plainText('a\u0007b\u0000c\td\u007f\r\ne')).toBe('abc\td\ne');
    expect(unfolded(build([event({ location: 'Club\u0007 Komma' })]))).toContain('LOCATION:Club Komma');
  });

  it('folds at 75 octets without splitting a character', () => {
    const description = 'ü🎧x'.repeat(40);
    const text = build([event({ description })]);
    const physical = text.slice(0, -2).split('\r\n');
    for (const line of physical) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(unfolded(text)).toContain(`DESCRIPTION:${description}`);
  });

  it('writes an empty calendar when there are no events', () => {
    const lines = unfolded(build([]));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).not.toContain('BEGIN:VEVENT');
  });
});
