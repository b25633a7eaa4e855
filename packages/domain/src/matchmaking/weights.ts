/**
 * Every weight and threshold of the DJ ranking, in one place (decision record 030). A DJ's score is the sum of the
 * signals below, each a fraction from 0 to 1 times its weight; the weights add up to 100, so a score reads as
 * "points out of 100". Hard rules (a request's budget, place and genres) are not weights: they decide who is
 * ranked at all (rank.ts).
 */
export const MATCH_WEIGHTS = {
  /** Share of the wanted genres the DJ plays (the request's, or the customer's taste). */
  genres: 30,
  /** The DJ's place against the event's: in the city or travelling there that day, else nearer is better. */
  place: 18,
  /** The customer's artists: the DJ is one of them, lists them, plays them in tracklists or shares favorites. */
  artists: 15,
  /**
   * The DJ's minimum rate against the budget: within it is full marks, a cheaper rate a little more. A rate in
   * another currency is converted at the reference rates (pricing/exchange-rates.ts).
   */
  budget: 10,
  /** Remote events: the DJ's weekly remote hours cover the event's start in the DJ's own zone. */
  remoteHours: 8,
  /** The DJ plays the way the customer wants (in person, remote for venues or private events, co-streaming). */
  performance: 4,
  /** Track record from bookings: how fast the DJ answers, how often yes, how many bookings completed. */
  responseTime: 4,
  approvalRate: 2,
  completedBookings: 2,
  /**
   * Customers' published reviews: the average star rating pulled towards MATCH_THRESHOLDS.ratingPrior by
   * ratingPriorWeight imaginary reviews, so one 5-star review does not outrank fifty 4.8s.
   */
  rating: 4,
  /** The DJ is inside a featured window (a granted feature request, 30 minutes). */
  featured: 3,
} as const;

export type TMatchSignal = keyof typeof MATCH_WEIGHTS;

export const MATCH_THRESHOLDS = {
  /** Within this distance a DJ based elsewhere still earns place points, falling linearly to nothing. */
  nearbyKm: 300,
  /**
   * The database looks for DJs based in or travelling to cities within this distance (farther ones earn few place
   * points and still come through their genres).
   */
  candidateNearbyKm: 150,
  /** A city within this distance of the event's counts as the same place (suburbs, a city's other spellings). */
  sameCityKm: 25,
  /** Below this share of the budget a rate earns the full "cheaper" bonus (the budget signal's last 20%). */
  budgetValueShare: 0.5,
  /** Above the budget by more than this share a DJ earns no budget points (soft ranking only). */
  overBudgetShare: 0.5,
  /** Median first-answer times for full, most and some response points. */
  fastAnswerHours: 2,
  sameDayAnswerHours: 24,
  slowAnswerHours: 72,
  /** Answered requests before an approval rate counts at full weight (fewer are pulled towards neutral). */
  approvalSample: 5,
  /**
   * The rating every DJ starts from (stars) and how many reviews it weighs: a DJ's rating for the ranking is
   * (prior × weight + sum of stars) / (weight + reviews). Without reviews a DJ stands at the prior.
   */
  ratingPrior: 3.5,
  ratingPriorWeight: 10,
  /** Reviews and rating (after the prior) from which a match says "rated 4.8 from 50 reviews". */
  ratingReasonReviews: 3,
  ratingReasonStars: 4,
  /** Completed bookings that earn full points (log scale below). */
  completedForFull: 20,
  /** A profile without an event date looks at travel periods starting within this many days. */
  upcomingTravelDays: 60,
  /** How many reasons a recommendation shows at most. */
  maxReasons: 4,
} as const;

/**
 * How many DJs the ranking scores per call, at most: the database's sources hand over more, and a first order on the
 * strongest signals (genres, place, named artists, featured, budget: 76 of the 100 points) keeps this many.
 */
export const CANDIDATE_POOL = 60;
export const RECOMMENDATION_LIMIT = 20;
export const RECOMMENDATION_MAX_LIMIT = 50;
