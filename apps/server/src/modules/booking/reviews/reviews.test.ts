import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { bookingEvents } from '../../../db/schema/booking.ts';
import { REVIEW_MESSAGES } from '@cuepoint/domain/trust/reviews';
import { createProducer, createVenue } from '../../../db/seed/factories.ts';
import { bookingKitPerFile, confirmedBooking, customerAndDj } from '../bookings/bookings-test-kit.ts';

const { kit, call } = bookingKitPerFile();

const review = (rating: number, text: string) => ({ rating, text });

describe('reviews after a completed booking', () => {
  it('are double-blind: each party reads the other’s only once both are in; the DJ’s rating and track record are public', async () => {
    const sides = await customerAndDj(kit, 'Rated');
    const { genre, customer, dj } = sides;
    let { customerAuth, djAuth } = sides;
    const { user: stranger } = await createVenue(kit.t.database.db);

    const { user: producer } = await createProducer(kit.t.database.db);

    const bookingId = await confirmedBooking(kit, customerAuth, djAuth, { hoursAhead: 30, genre });
    const url = `/bookings/${bookingId}/reviews`;

    expect(await call('POST', url, customerAuth, review(5, 'Amazing set, the crowd loved it'))).toMatchObject(
      {
        status: 422,
        body: { success: false, error: REVIEW_MESSAGES.notCompleted },
      },
    );
    await kit.advanceHours(33);
    // Sessions idle out while the clock moves: everyone signs in again.
    customerAuth = await kit.bearer(customer.id);
    djAuth = await kit.bearer(dj.id);
    const strangerAuth = await kit.bearer(stranger.id);
    const producerAuth = await kit.bearer(producer.id);
    const completed = await call('GET', `/bookings/${bookingId}`, customerAuth);
    expect(completed.body.data?.status, JSON.stringify(completed.body)).toBe('completed');

    const first = await call('POST', url, customerAuth, review(5, 'Amazing set, the crowd loved it'));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      published: false,
      can_review: false,
      mine: { rating: 5, author_side: 'customer', published_at: null, subject_id: dj.id },
      theirs: null,
      theirs_written: false,
    });
    const djView = await call('GET', url, djAuth);
    expect(djView.body.data).toMatchObject({
      published: false,
      can_review: true,
      theirs: null,
      theirs_written: true,
    });
    expect((await call('GET', `/dj-reviews.php?dj_id=${dj.id}`)).body.data).toMatchObject({
      rating: { average: null, count: 0 },
      reviews: [],
    });
    expect((await call('POST', url, customerAuth, review(4, 'Changing my mind here'))).status).toBe(409);

    const second = await call('POST', url, djAuth, review(4, 'Lovely hosts, great sound system'));
    expect(second.status).toBe(201);
    // Only the first review asks the other party to write theirs; the second says the other had (no such notice).
    const written = await kit.t.database.db
      .select({ payload: bookingEvents.payload })
      .from(bookingEvents)
      .where(eq(bookingEvents.type, 'review.written'))
      .orderBy(asc(bookingEvents.id));
    expect(
      written
        .filter((row) => row.payload['booking_id'] === bookingId)
        .map((row) => row.payload['other_written'] ?? false),
    ).toEqual([false, true]);
    expect(second.body.data).toMatchObject({
      published: true,
      theirs: { rating: 5, author_side: 'customer' },
    });
    const customerView = await call('GET', url, customerAuth);
    expect(customerView.body.data).toMatchObject({
      published: true,
      theirs: { rating: 4, text: 'Lovely hosts, great sound system' },
      can_answer: true,
    });
    const publicView = await call('GET', `/dj-reviews.php?dj_id=${dj.id}`);
    expect(publicView.status).toBe(200);
    expect(publicView.body.data).toMatchObject({
      dj_id: dj.id,
      rating: { average: 5, count: 1 },
      track_record: { approval_rate: 100, response_time: 'within an hour', completed_bookings: 1 },
      reviews: [{ rating: 5, text: 'Amazing set, the crowd loved it', author_side: 'customer' }],
    });

    // The reviewed party answers once; nobody else does.
    const reviewId = first.body.data.mine.id as number;
    expect(
      (await call('POST', `/reviews/${reviewId}/answer`, customerAuth, { text: 'Me again' })).body.error,
    ).toBe(REVIEW_MESSAGES.notYours);
    expect((await call('POST', `/reviews/${reviewId}/answer`, strangerAuth, { text: 'Me too' })).status).toBe(
      403,
    );
    const answered = await call('POST', `/reviews/${reviewId}/answer`, djAuth, {
      text: 'Thank you, come again!',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ answer: 'Thank you, come again!' });
    expect((await call('POST', `/reviews/${reviewId}/answer`, djAuth, { text: 'Twice' })).status).toBe(409);
    expect((await call('POST', `/reviews/${reviewId}/answer`, undefined, { text: 'x' })).status).toBe(401);

    // Anyone signed in reports a published review, once; not their own.
    expect((await call('POST', `/reviews/${reviewId}/report`, undefined, { reason: 'Fake' })).status).toBe(
      401,
    );
    expect(
      (await call('POST', `/reviews/${reviewId}/report`, strangerAuth, { reason: 'Looks fake' })).status,
    ).toBe(201);
    expect(
      (await call('POST', `/reviews/${reviewId}/report`, strangerAuth, { reason: 'Again' })).status,
    ).toBe(409);
    expect(
      (await call('POST', `/reviews/${reviewId}/report`, customerAuth, { reason: 'Mine' })).body.error,
    ).toBe(REVIEW_MESSAGES.ownReview);
    expect((await call('POST', `/reviews/999999/report`, strangerAuth, { reason: 'x' })).status).toBe(404);

    // Who may call the booking's reviews.
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('GET', url, producerAuth)).status).toBe(403);
    expect((await call('GET', url, strangerAuth)).status).toBe(404);
    expect((await call('POST', url, strangerAuth, review(1, 'I was never there'))).status).toBe(404);
    expect((await call('GET', `/dj-reviews.php?dj_id=abc`)).status).toBe(400);
    expect((await call('GET', `/dj-reviews.php?dj_id=${customer.id}`)).status).toBe(404);
  });

  it('are published when the 14 days end with only one written, and no review is taken after that', async () => {
    const sides = await customerAndDj(kit, 'Quiet', 'venue');
    const { genre, customer, dj } = sides;
    let { customerAuth, djAuth } = sides;
    const bookingId = await confirmedBooking(kit, customerAuth, djAuth, {
      hoursAhead: 30,
      genre,
      venue: true,
    });
    await kit.advanceHours(33);
    customerAuth = await kit.bearer(customer.id);
    const url = `/bookings/${bookingId}/reviews`;
    expect((await call('POST', url, customerAuth, review(3, 'Good, but started late'))).status).toBe(201);
    expect((await call('POST', url, customerAuth, review(6, 'Too many stars'))).status).toBe(400);
    expect((await call('GET', `/dj-reviews.php?dj_id=${dj.id}`)).body.data.rating.count).toBe(0);

    await kit.advanceHours(14 * 24);
    djAuth = await kit.bearer(dj.id);
    expect((await call('GET', url, djAuth)).body.data).toMatchObject({
      published: true,
      can_review: false,
      theirs: { rating: 3 },
    });
    expect(await call('POST', url, djAuth, review(5, 'Better late than never'))).toMatchObject({
      status: 422,
      body: { success: false, error: REVIEW_MESSAGES.windowClosed },
    });
    expect((await call('GET', `/dj-reviews.php?dj_id=${dj.id}`)).body.data.rating).toEqual({
      average: 3,
      count: 1,
    });
  });
});
