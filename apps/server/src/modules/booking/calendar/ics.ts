import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';

/**
 * iCalendar (RFC 5545) text for bookings, written by ical-generator: CRLF line endings, lines folded at 75 octets,
 * TEXT values escaped, instants in UTC (no VTIMEZONE needed: every calendar app shows them in its own zone).
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

const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** Text a TEXT value may hold: line breaks as "\n", tabs kept, other control characters dropped. */
export function plainText(value: string): string {
  return [...value.replace(/\r\n?/g, '\n')]
    .filter((char) => char === '\n' || char === '\t' || !isControl(char))
    .join('');
}

const STATUS = { CONFIRMED: ICalEventStatus.CONFIRMED, CANCELLED: ICalEventStatus.CANCELLED } as const;

export function buildCalendar(calendar: IcsCalendar): string {
  const feed = ical({
    name: plainText(calendar.name),
    prodId: '//Cuepoint//Bookings//EN',
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of calendar.events) {
    feed.createEvent({
      id: event.uid,
      stamp: calendar.stamp,
      start: event.start,
      end: event.end,
      summary: plainText(event.summary),
      location: plainText(event.location),
      description: plainText(event.description),
      status: STATUS[event.status],
      sequence: event.sequence,
      lastModified: event.lastModified,
      url: event.url ?? null,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one included.
  return `${feed.toString()}\r\n`;
}
