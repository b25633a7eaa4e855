import { distanceKm } from '../catalog/great-circle.ts';
import { placeKey } from '../catalog/place-names.ts';
import { convertMinor } from '../pricing/exchange-rates.ts';
import { WEEKDAYS, type TWeeklySlot } from '../djs/weekly-slot.ts';
import {
  dateRangeWords,
  kmWords,
  listWords,
  placeWords,
  ratePerHourWords,
  responseTimeWords,
} from './reasons.ts';
import type { TMatchCandidate, TMatchNeed, TMatchPlace, TTravel } from './types.ts';
import { MATCH_THRESHOLDS as T } from './weights.ts';

/**
 * The ranking's signals, each a fraction from 0 to 1 with the plain words that explain it (null when it should not
 * be said). Pure: the need and the candidate hold everything, including "now".
 */
export type TFraction = { value: number; reason: string | null };

const none: TFraction = { value: 0, reason: null };
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Names compared whatever their case, accents, spacing or punctuation ("Ben  Klock" = "ben klock"). */
export const nameKey = (name: string) => placeKey(name);

function uniqueKeys(names: readonly string[]): Set<string> {
  return new Set(names.map(nameKey).filter((key) => key !== ''));
}

export function matchedGenres(need: TMatchNeed, dj: TMatchCandidate): string[] {
  const wanted = uniqueKeys(need.genres);
  const seen = new Set<string>();
  return dj.genres.filter((genre) => {
    const key = nameKey(genre);
    if (!wanted.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Share of the wanted genres the DJ plays; three in common is full marks, whatever the customer listed. */
export function genreFraction(need: TMatchNeed, dj: TMatchCandidate): TFraction {
  const wanted = uniqueKeys(need.genres).size;
  const matched = matchedGenres(need, dj);
  if (wanted === 0 || matched.length === 0) return none;
  const played = listWords(matched.slice(0, 3));
  const reason =
    need.source === 'request'
      ? `plays ${played} like you asked`
      : need.source === 'dj'
        ? `also plays ${played}`
        : `plays ${played}, which you like`;
  return { value: clamp(matched.length / Math.min(wanted, 3)), reason };
}

function samePlace(a: TMatchPlace, b: TMatchPlace): boolean {
  if (a.country && b.country && a.country.toUpperCase() !== b.country.toUpperCase()) return false;
  const keyA = nameKey(a.city ?? '');
  if (keyA !== '' && keyA === nameKey(b.city ?? '')) return true;
  return a.point !== null && b.point !== null && distanceKm(a.point, b.point) <= T.sameCityKm;
}

function kmBetween(a: TMatchPlace, b: TMatchPlace): number | null {
  return a.point && b.point ? distanceKm(a.point, b.point) : null;
}

/** A travel period that matters for the need: covering the event's date, overlapping the window, or any given. */
export function travelCounts(need: TMatchNeed, travel: TTravel): boolean {
  if (need.eventDate) return travel.fromDate <= need.eventDate && travel.toDate >= need.eventDate;
  if (need.window) return travel.fromDate <= need.window.to && travel.toDate >= need.window.from;
  return true;
}

export type TPlaceFit = TFraction & { distanceKm: number | null; fits: boolean };

const noPlace: TPlaceFit = { value: 0, reason: null, distanceKm: null, fits: false };

/**
 * Where the DJ plays the event from. In the city that day (based there, or a travel period there) is full marks
 * and `fits`; a travel period naming only the country fits at 70%; a DJ nearby earns less the farther away
 * (nothing past MATCH_THRESHOLDS.nearbyKm). Remote events leave place to the remote hours.
 */
export function placeFit(need: TMatchNeed, dj: TMatchCandidate): TPlaceFit {
  const where = need.place;
  if (need.mode === 'remote' || !where || !dj.acceptsInPerson) return noPlace;
  const country = where.country?.toUpperCase() ?? null;
  const travels = dj.travels.filter((travel) => travelCounts(need, travel));
  let best: TPlaceFit = noPlace;
  const offer = (fit: TPlaceFit) => {
    if (fit.value > best.value || (fit.value === best.value && fit.fits && !best.fits)) best = fit;
  };
  for (const travel of travels) {
    const sameCountry = !country || travel.country?.toUpperCase() === country;
    const when = dateRangeWords(travel.fromDate, travel.toDate);
    if (sameCountry && (!where.city || samePlace(where, travel))) {
      offer({
        value: 1,
        reason: `in ${placeWords(where.city ?? travel.city, country ?? travel.country)} ${when}`,
        distanceKm: 0,
        fits: true,
      });
    } else if (sameCountry && !travel.city) {
      offer({
        value: 0.7,
        reason: `in ${placeWords(null, travel.country)} ${when}`,
        distanceKm: null,
        fits: true,
      });
    } else {
      const km = kmBetween(where, travel);
      if (km !== null && km <= T.nearbyKm)
        offer({
          value: 0.8 * (1 - km / T.nearbyKm),
          reason: `in ${placeWords(travel.city, travel.country)} ${when}, ${kmWords(km)} away`,
          distanceKm: km,
          fits: false,
        });
    }
  }
  // Travelling elsewhere on the event's day, the DJ is not at home.
  const away = need.eventDate !== null && travels.length > 0;
  if (dj.home && !away) {
    const home = dj.home;
    if (where.city && samePlace(where, home)) {
      offer({
        value: 1,
        reason: `based in ${placeWords(home.city, home.country)}`,
        distanceKm: 0,
        fits: true,
      });
    } else {
      const km = kmBetween(where, home);
      if (km !== null && km <= T.nearbyKm)
        offer({
          value: 0.8 * (1 - km / T.nearbyKm),
          reason: `based in ${placeWords(home.city, home.country)}, ${kmWords(km)} away`,
          distanceKm: km,
          fits: false,
        });
    }
  }
  if (best === noPlace) {
    const km = dj.home ? kmBetween(where, dj.home) : null;
    return { ...noPlace, distanceKm: km };
  }
  return best;
}

/** The DJ plays remote sets for this kind of customer. */
export function playsRemoteFor(need: TMatchNeed, dj: TMatchCandidate): boolean {
  return need.customerRole === 'venue' ? dj.acceptsRemoteVenues : dj.acceptsRemotePrivate;
}

const WEEKDAY_PLURAL: Record<TWeeklySlot['dayOfWeek'], string> = {
  monday: 'Mondays',
  tuesday: 'Tuesdays',
  wednesday: 'Wednesdays',
  thursday: 'Thursdays',
  friday: 'Fridays',
  saturday: 'Saturdays',
  sunday: 'Sundays',
};

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The weekday (ISO 1–7) and "HH:MM" of an instant on a zone's wall clock (one cached formatter per zone). */
export function wallClock(instant: Date, timeZone: string): { isoDay: number; time: string } | null {
  let format = wallClocks.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return null;
    }
    wallClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const isoDay = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return isoDay === 0 ? null : { isoDay, time: `${part('hour')}:${part('minute')}` };
}

/**
 * Whether a weekly slot is running at an instant, on the DJ's own wall clock: the slot's day from its start, or the
 * next day before its end when it crosses midnight. (Around a daylight-saving change the wall clock decides, as
 * the DJ reads it.)
 */
export function slotCovers(slot: TWeeklySlot, instant: Date): boolean {
  const clock = wallClock(instant, slot.timezone);
  if (!clock) return false;
  const day = WEEKDAYS.indexOf(slot.dayOfWeek) + 1;
  const crosses = slot.endTime <= slot.startTime;
  if (clock.isoDay === day && clock.time >= slot.startTime && (crosses || clock.time < slot.endTime))
    return true;
  return crosses && clock.isoDay === (day % 7) + 1 && clock.time < slot.endTime;
}

/** Remote events: a weekly remote hour of the DJ's, on their own wall clock, is running when the event starts. */
export function remoteHoursFraction(need: TMatchNeed, dj: TMatchCandidate): TFraction {
  if (need.mode !== 'remote' || !need.eventAt || !playsRemoteFor(need, dj)) return none;
  if (dj.remoteHours.length === 0) return { value: 0.4, reason: null };
  for (const slot of dj.remoteHours) {
    if (slotCovers(slot, need.eventAt))
      return {
        value: 1,
        reason: `streams ${WEEKDAY_PLURAL[slot.dayOfWeek]} ${slot.startTime}–${slot.endTime} their time, when your event starts`,
      };
  }
  return { value: 0.1, reason: null };
}

/** The DJ performs the way the customer wants; for a profile, playing both ways is best. */
export function performanceFraction(need: TMatchNeed, dj: TMatchCandidate): TFraction {
  const remote = playsRemoteFor(need, dj);
  const coStream = need.coStreaming && dj.acceptsCoStreaming;
  const reason = coStream ? 'co-streams to other venues' : null;
  if (need.mode === 'onsite')
    return { value: dj.acceptsInPerson ? (coStream || !need.coStreaming ? 1 : 0.7) : 0, reason };
  if (need.mode === 'remote')
    return { value: remote ? (coStream || !need.coStreaming ? 1 : 0.7) : 0, reason };
  const ways = Number(dj.acceptsInPerson) + Number(remote);
  return { value: ways === 2 ? 1 : ways === 1 ? 0.6 : 0, reason };
}

/**
 * The DJ's minimum rate in the budget's currency (converted at the reference rates when it is another), with its words:
 * "120 €/h", or "£90/h (about 105 €/h)"; null when the currencies cannot be compared.
 */
export function rateInBudgetCurrency(
  need: TMatchNeed,
  dj: TMatchCandidate,
): { minor: number; words: string } | null {
  if (!need.budget) return null;
  const own = ratePerHourWords(dj.hourlyRateMinMinor, dj.currency);
  const minor = convertMinor(dj.hourlyRateMinMinor, dj.currency, need.budget.currency);
  if (minor === null) return null;
  const same = dj.currency.trim().toUpperCase() === need.budget.currency.trim().toUpperCase();
  return { minor, words: same ? own : `${own} (about ${ratePerHourWords(minor, need.budget.currency)})` };
}

/** The DJ's minimum rate against the budget: within it 80%, up to full marks for half the budget or less. */
export function budgetFraction(need: TMatchNeed, dj: TMatchCandidate): TFraction {
  if (!need.budget || need.budget.maxMinor <= 0) return none;
  const rate = rateInBudgetCurrency(need, dj);
  if (!rate) return none;
  if (need.source === 'dj') {
    // Similar DJs: a rate close to the DJ's (the budget's maximum is that rate).
    const gap = Math.abs(rate.minor - need.budget.maxMinor) / need.budget.maxMinor;
    return { value: clamp(1 - gap), reason: gap <= 0.25 ? `a similar rate, ${rate.words}` : null };
  }
  const share = rate.minor / need.budget.maxMinor;
  if (share <= 1) {
    const value = 0.8 + 0.2 * clamp((1 - share) / (1 - T.budgetValueShare));
    return { value, reason: `${rate.words}, within your budget` };
  }
  return { value: 0.5 * clamp(1 - (share - 1) / T.overBudgetShare), reason: null };
}

export type TArtistFit = TFraction & { similarTo: string[] };

/**
 * The customer's artists: the DJ is one of them (full marks), lists them as influences (80%), plays them in their
 * tracklists (70%) or follows them too (50%); each further artist in common adds 10%.
 */
export function artistFit(need: TMatchNeed, dj: TMatchCandidate): TArtistFit {
  const wanted = new Map(need.artists.map((name) => [nameKey(name), name.trim()] as const));
  wanted.delete('');
  if (wanted.size === 0) return { ...none, similarTo: [] };
  const pick = (names: readonly string[]) => {
    const found = new Map<string, string>();
    for (const name of names) {
      const key = nameKey(name);
      const known = wanted.get(key);
      if (known !== undefined && !found.has(key)) found.set(key, known);
    }
    return [...found.values()];
  };
  const isOne = wanted.has(nameKey(dj.stageName));
  const listed = pick(dj.listedArtists);
  const played = pick(dj.tracklistArtists);
  const shared = pick(dj.sharedFavorites);
  const all = [...new Set([...listed, ...played, ...shared].map(nameKey))];
  const similarTo = [...new Set([...listed, ...played, ...shared])].slice(0, 3);
  const own =
    need.source === 'request'
      ? 'one of the DJs you named'
      : need.source === 'dj'
        ? 'named as an influence'
        : 'one of the artists you follow';
  const kinds: Array<[number, string | null, number]> = [
    [isOne ? 1 : 0, own, 0],
    [listed.length ? 0.8 : 0, `lists ${listWords(listed.slice(0, 2))} among their influences`, listed.length],
    [played.length ? 0.7 : 0, `plays ${listWords(played.slice(0, 2))} in their sets`, played.length],
    [shared.length ? 0.5 : 0, `also follows ${listWords(shared.slice(0, 2))}`, shared.length],
  ];
  const [value, reason] = kinds.reduce((best, kind) => (kind[0] > best[0] ? kind : best));
  if (value === 0) return { ...none, similarTo: [] };
  const extra = Math.max(0, all.length - 1) * 0.1;
  return { value: clamp(value + extra), reason, similarTo };
}

export function featuredFraction(need: TMatchNeed, dj: TMatchCandidate): TFraction {
  const now = need.now.getTime();
  const live =
    dj.featuredUntil !== null &&
    dj.featuredUntil.getTime() > now &&
    (dj.featuredFrom === null || dj.featuredFrom.getTime() <= now);
  return live ? { value: 1, reason: 'featured now' } : none;
}

export function responseFraction(dj: TMatchCandidate): TFraction {
  const minutes = dj.track?.medianResponseMinutes ?? null;
  if (minutes === null) return none;
  const hours = minutes / 60;
  const value =
    hours <= T.fastAnswerHours
      ? 1
      : hours <= T.sameDayAnswerHours
        ? 0.6
        : hours <= T.slowAnswerHours
          ? 0.3
          : 0.1;
  return { value, reason: hours <= T.sameDayAnswerHours ? responseTimeWords(minutes) : null };
}

/** Yes answers over all answers, pulled towards one half while there are fewer than MATCH_THRESHOLDS.approvalSample. */
export function approvalFraction(dj: TMatchCandidate): TFraction {
  const track = dj.track;
  if (!track || track.answered === 0) return { value: 0.5, reason: null };
  const prior = Math.max(0, T.approvalSample - track.answered);
  const value = (track.approved + prior * 0.5) / (track.answered + prior);
  const says = track.answered >= 3 && track.approved / track.answered >= 0.7;
  return { value, reason: says ? `said yes to ${track.approved} of ${track.answered} requests` : null };
}

export function completedFraction(dj: TMatchCandidate): TFraction {
  const count = dj.track?.completedBookings ?? 0;
  if (count <= 0) return none;
  return {
    value: clamp(Math.log1p(count) / Math.log1p(T.completedForFull)),
    reason: count === 1 ? '1 booking completed' : `${count} bookings completed`,
  };
}

/**
 * Customers' published reviews with a prior: the average pulled towards MATCH_THRESHOLDS.ratingPrior by
 * ratingPriorWeight imaginary reviews, 1 star nothing and 5 stars full marks. A DJ without reviews stands at the
 * prior; one 5-star review lifts a DJ a little, fifty 4.8s a lot. Said once there are a few good reviews.
 */
export function ratingFraction(dj: TMatchCandidate): TFraction {
  const count = dj.rating && dj.rating.count > 0 ? dj.rating.count : 0;
  const average = count > 0 ? dj.rating!.average : 0;
  const stars = (T.ratingPrior * T.ratingPriorWeight + average * count) / (T.ratingPriorWeight + count);
  const says = count >= T.ratingReasonReviews && stars >= T.ratingReasonStars;
  const reviews = count === 1 ? '1 review' : `${count} reviews`;
  return {
    value: clamp((stars - 1) / 4),
    reason: says ? `rated ${average.toFixed(1)} from ${reviews}` : null,
  };
}
