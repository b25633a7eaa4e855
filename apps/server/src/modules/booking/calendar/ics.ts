/**
 * iCalendar (RFC 5545) text for bookings: CRLF line endings, lines folded at 75 octets without splitting a
 * character, TEXT values escaped, instants in UTC.
 */

export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  status: 'CONFIRMED' | 'CANCELLED';
  /** Increases with each change a calendar must take over (a cancellation). */
  sequence: number;
  lastModified: Date;
  url?: string;
};

export type IcsCalendar = { name: string; stamp: Date; events: IcsEvent[] };

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** 20261122T120000Z */
export function icsInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('')
    .filter((char) => char === '\n' || char === '\t' || !isControl(char))
    .join('')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets, continuation lines starting with one space. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // The leading space of a continuation line counts.
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: IcsEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsInstant(stamp)}`,
    `DTSTART:${icsInstant(event.start)}`,
    `DTEND:${icsInstant(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    `LAST-MODIFIED:${icsInstant(event.lastModified)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

export function buildCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cuepoint//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
