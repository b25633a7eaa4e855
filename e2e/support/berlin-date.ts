/** A day ahead on Berlin's calendar (from now, or from the test clock's now), as the date picker writes it. */
export function berlinDate(daysAhead: number, from: Date = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(from.getTime() + daysAhead * 86_400_000),
  );
}
