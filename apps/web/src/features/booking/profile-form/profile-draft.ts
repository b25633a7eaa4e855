import { BOOKING_FORM_MESSAGES as M } from '@cuepoint/domain/booking/request-rules';
import {
  PROFILE_BOOKING_MESSAGES as PM,
  PROFILE_DEFAULT_DURATION_HOURS,
  PROFILE_DEFAULT_RATES,
  isProfileRate,
  performanceTypeOf,
  profileRequestDescription,
  type TProfileBookingType,
} from '@cuepoint/domain/booking/profile-request-form';
import {
  defaultBookingDate,
  eventInstant,
  isBookingWindowOpen,
  parseEventMoment,
} from '@cuepoint/domain/booking/schedule';
import { BOOKING_REFUSALS } from '@cuepoint/domain/booking/transition-guards';
import type { TBookingRequestBody } from '../booking-api.ts';

/** The DJ page's booking form as it is filled in (spec 3 §3 "Booking request form (DJ profile)"). */
export type ProfileDraft = {
  bookingType: TProfileBookingType;
  date: string;
  time: string;
  duration: number;
  city: string;
  country: string;
  minRate: string;
  maxRate: string;
  message: string;
};

export type ProfileField = 'date' | 'time' | 'city' | 'country' | 'minRate' | 'maxRate';
export type ProfileErrors = Partial<Record<ProfileField | 'form', string>>;

/**
 * Remote, the next Saturday at 21:00 for venues and enthusiasts alike, 2:00, rates 100–300 (spec 3 §9). Spec 3 gives
 * this form no default start, and spec 2 §5's "current time" belongs to the request forms: a start like 20:14 reads
 * as a mistake, so the enthusiast form's round evening start (and its 48-hour lead) serves every audience here.
 */
export function initialProfileDraft(now: Date, timeZone: string): ProfileDraft {
  const start = defaultBookingDate(now, timeZone, 'enthusiast');
  return {
    bookingType: 'remote',
    date: start.date,
    time: start.time,
    duration: PROFILE_DEFAULT_DURATION_HOURS,
    city: '',
    country: '',
    minRate: String(PROFILE_DEFAULT_RATES.min),
    maxRate: String(PROFILE_DEFAULT_RATES.max),
    message: '',
  };
}

const rate = (text: string) => (text.trim() === '' ? NaN : Number(text));

/**
 * Spec 3 §5: date, time and duration required ('Please fill in all required fields'), the place for in person, the
 * start not in the past; the rates on the budget's scale with the minimum not above the maximum (ours).
 */
export function validateProfileDraft(draft: ProfileDraft, now: Date, timeZone: string): ProfileErrors {
  const errors: ProfileErrors = {};
  // The form says 'Please fill in all required fields' once at the top; each empty field says what it needs.
  if (!draft.date) errors.date = M.dateRequired;
  if (!draft.time) errors.time = M.dateRequired;
  if (errors.date || errors.time) return { form: M.requiredFields, ...errors };
  if (draft.bookingType === 'in-person') {
    if (!draft.city.trim()) errors.city = M.onsiteLocation;
    if (!draft.country) errors.country = M.onsiteLocation;
  }
  const moment = parseEventMoment(draft.date, draft.time);
  if (!moment) errors.date = M.dateInvalid;
  else if (eventInstant(moment, timeZone).getTime() < now.getTime()) errors.date = M.inThePast;
  // The server refuses it at the payment step (the same rule): said here, on the date, before any card is asked for.
  else if (!isBookingWindowOpen(eventInstant(moment, timeZone), now)) errors.date = BOOKING_REFUSALS.tooLate;
  const min = rate(draft.minRate);
  const max = rate(draft.maxRate);
  if (!isProfileRate(min)) errors.minRate = PM.rateInvalid;
  if (!isProfileRate(max)) errors.maxRate = PM.rateInvalid;
  if (!errors.minRate && !errors.maxRate && min > max) errors.minRate = PM.rateOrder;
  const form = errors.city ?? errors.country ?? errors.date ?? errors.minRate ?? errors.maxRate;
  return form ? { form, ...errors } : errors;
}

/**
 * The request the DJ page sends (the same call as the other forms): aimed at this DJ, the highest rate as the
 * hourly budget the card secures, and a description saying what was chosen with the message after it.
 */
export function profileRequestBody(
  draft: ProfileDraft,
  options: { djId: number; djName: string; currency: string; timeZone: string },
): TBookingRequestBody {
  const inPerson = draft.bookingType === 'in-person';
  return {
    date: `${draft.date}T${draft.time}`,
    duration: draft.duration,
    performance_type: performanceTypeOf(draft.bookingType),
    city: inPerson ? draft.city.trim() : '',
    country: inPerson ? draft.country : '',
    similar_djs: [],
    example_playlist: '',
    description: profileRequestDescription({
      djName: options.djName,
      type: draft.bookingType,
      minRate: rate(draft.minRate),
      maxRate: rate(draft.maxRate),
      currency: options.currency,
      message: draft.message,
    }),
    hourly_budget: rate(draft.maxRate),
    preferred_genres: [],
    dj_id: options.djId,
    currency: options.currency,
    timezone: options.timeZone,
  };
}
