import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES, type TBookingReviews } from '@cuepoint/domain/trust/reviews';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { ok } from '../booking/testing/booking-fixtures.ts';
import { booking } from '../booking/testing/offer-fixtures.ts';
import { BookingReviews } from './booking-reviews.tsx';
import { DjRating } from './dj-rating.tsx';

afterEach(() => vi.unstubAllGlobals());

const empty: TBookingReviews = {
  booking_id: 77,
  window_closes_at: '2099-06-20T00:00:00.000Z',
  published: false,
  can_review: true,
  mine: null,
  theirs: null,
  theirs_written: false,
  can_answer: false,
};
const mine = {
  id: 4,
  booking_id: 77,
  author_side: 'customer' as const,
  author_name: 'Rooftop Club',
  subject_id: 5,
  rating: 4,
  text: 'Great set, a little late',
  created_at: '2099-06-07T10:00:00.000Z',
  published_at: null,
  answer: null,
  answered_at: null,
};

describe('Booking reviews', () => {
  it('wait for completion', () => {
    fakeApi({ ...baseRoutes() } as never);
    renderAccount(<BookingReviews booking={booking({ status: 'confirmed' })} reader="customer" />);
    expect(screen.getByText(`${REVIEW_MESSAGES.notCompleted}.`)).toBeInTheDocument();
  });

  it('take stars and words, checked before sending, and say the review stays blind until the other is in', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'GET /bookings/77/reviews': ok(empty),
      'POST /bookings/77/reviews': ok({ ...empty, can_review: false, mine }),
    } as never);
    renderAccount(<BookingReviews booking={booking({ status: 'completed' })} reader="customer" />);
    const form = await screen.findByRole('form', { name: 'Write your review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(within(form).getByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText('4 stars'));
    await userEvent.type(within(form).getByLabelText('Your review'), 'Great set, a little late');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(api.callsTo('POST /bookings/77/reviews')[0]?.body).toEqual({
      rating: 4,
      text: 'Great set, a little late',
    });
    expect(await screen.findByRole('article', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.awaitingOther)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });
});

describe('Booking reviews when the other party wrote first', () => {
  it('say both are published together when this one is sent, not that it stays hidden until they write theirs', async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /bookings/77/reviews': ok({ ...empty, theirs_written: true }),
    } as never);
    renderAccount(<BookingReviews booking={booking({ status: 'completed' })} reader="customer" />);
    const form = await screen.findByRole('form', { name: 'Write your review' });
    expect(form).toHaveTextContent(
      'Nova Reyes has already written their review: both reviews are published together when you send yours.',
    );
    expect(form).not.toHaveTextContent(/until they have written theirs/);
  });

  it('say the review stays hidden until the other party writes theirs while they have not', async () => {
    fakeApi({ ...baseRoutes(), 'GET /bookings/77/reviews': ok(empty) } as never);
    renderAccount(<BookingReviews booking={booking({ status: 'completed' })} reader="dj" />);
    const form = await screen.findByRole('form', { name: 'Write your review' });
    expect(form).toHaveTextContent(
      /Your review stays hidden from Spreewerk until they have written theirs, or until/,
    );
  });

  it('take the rating’s error away once a rating is chosen', async () => {
    fakeApi({ ...baseRoutes(), 'GET /bookings/77/reviews': ok(empty) } as never);
    renderAccount(<BookingReviews booking={booking({ status: 'completed' })} reader="customer" />);
    const form = await screen.findByRole('form', { name: 'Write your review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(within(form).getByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText('3 stars'));
    expect(within(form).queryByText(REVIEW_MESSAGES.ratingRequired)).not.toBeInTheDocument();
  });
});

describe('A DJ’s rating', () => {
  it('shows the average, the count and the track record', async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /dj-reviews.php': ok({
        dj_id: 5,
        rating: { average: 4.5, count: 2 },
        track_record: {
          response_time: 'within 2 h',
          approval_rate: 80,
          requests_received: 5,
          completed_bookings: 2,
        },
        reviews: [],
      }),
    } as never);
    renderAccount(<DjRating djId={5} />);
    const rating = await screen.findByLabelText('Rating and track record');
    expect(rating).toHaveTextContent('4.5(2 reviews)');
    expect(rating).toHaveTextContent('Answers within 2 h');
    expect(rating).toHaveTextContent('80% of requests answered with a yes');
  });
});
