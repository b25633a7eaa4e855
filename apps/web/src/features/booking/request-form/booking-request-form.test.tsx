import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../../accounts/testing/fake-api.ts';
import { EMAIL_NOT_VERIFIED } from '@cuepoint/domain/accounts/messages';
import { BOOKING_REFUSALS } from '@cuepoint/domain/booking/transition-guards';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { bookingRoutes, ok } from '../testing/booking-fixtures.ts';
import { elapse, moveTheClockFromHere } from '../../../test/fake-clock.ts';
import type { TBookingAudience } from '../booking-api.ts';
import { BookingRequestForm } from './booking-request-form.tsx';
import type * as ClientValues from '../../../lib/use-client-values.ts';

vi.mock('../../../lib/use-client-values.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientValues>()),
  useBrowserTimeZone: () => 'Europe/Berlin',
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Wednesday 10 June 2026, 12:34 in Berlin. */
const WEDNESDAY = new Date('2026-06-10T10:34:00Z');
/** Friday 12 June 2026, 20:00 in Berlin: the coming Saturday is under 48 hours away. */
const FRIDAY_EVENING = new Date('2026-06-12T18:00:00Z');

function at(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

function renderForm(
  audience: TBookingAudience,
  options: { djId?: number; routes?: object; place?: { city: string | null; country: string | null } } = {},
) {
  const api = fakeApi({ ...baseRoutes(), ...bookingRoutes(), ...options.routes });
  const onSubmitted = vi.fn();
  const { unmount } = renderAccount(
    <BookingRequestForm
      audience={audience}
      djId={options.djId ?? null}
      currency="EUR"
      onSubmitted={onSubmitted}
      place={options.place}
    />,
  );
  return { api, onSubmitted, unmount, user: userEvent.setup() };
}

const dateField = () => screen.getByLabelText('Event date and time') as HTMLInputElement;
const description = () => screen.getByLabelText('Event description');
const request = () => screen.getByRole('button', { name: 'Request Booking' });

describe('BookingRequestForm defaults', () => {
  it('starts on the next Saturday at the current time for a venue, with 2 hours, remote and 100 per hour', () => {
    at(WEDNESDAY);
    renderForm('venue');
    expect(dateField().value).toBe('2026-06-13T12:34');
    expect(dateField().min).toBe('2026-06-10T12:34');
    expect(screen.getByLabelText('Duration')).toHaveValue('2');
    expect(screen.getByRole('radio', { name: 'Remote (streamed)' })).toBeChecked();
    expect(screen.getByLabelText('Hourly budget')).toHaveValue('100');
    expect(screen.getByText('Your local time (Europe/Berlin)')).toBeInTheDocument();
  });

  it('starts at 21:00 on the enthusiast form', () => {
    at(WEDNESDAY);
    renderForm('enthusiast');
    expect(dateField().value).toBe('2026-06-13T21:00');
  });

  it('starts with the customer’s own city and country, and leaves out a country it does not know', () => {
    at(WEDNESDAY);
    const first = renderForm('venue', { place: { city: 'Berlin', country: 'de' } });
    expect(screen.getByLabelText(/^City/)).toHaveValue('Berlin');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('DE');
    first.unmount();
    renderForm('enthusiast', { place: { city: null, country: 'XX' } });
    expect(screen.getByLabelText(/^City/)).toHaveValue('');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('');
  });

  it('moves the default a week later when the next Saturday is under 48 hours away', () => {
    at(FRIDAY_EVENING);
    renderForm('venue');
    expect(dateField().value).toBe('2026-06-20T20:00');
  });

  it('lists the spec’s durations from 30 minutes to 12 hours', () => {
    renderForm('venue');
    const options = within(screen.getByLabelText('Duration')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '0.5',
      '1',
      '1.5',
      '2',
      '2.5',
      '3',
      '3.5',
      '4',
      '4.5',
      '5',
      '6',
      '8',
      '10',
      '12',
    ]);
    expect(options[0]).toHaveTextContent('30 minutes');
    expect(options[1]).toHaveTextContent('1 hour');
  });
});

describe('BookingRequestForm validation', () => {
  it('asks for the required fields, and opens no payment', async () => {
    const { api, user } = renderForm('venue');
    fireEvent.change(dateField(), { target: { value: '' } });
    await user.click(request());
    // Said once for the form; each empty field says what it needs.
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(1);
    expect(screen.getByText('Please describe the event')).toBeInTheDocument();
    expect(screen.getByText('Please choose the event’s date and time')).toBeInTheDocument();
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /payment-authorize.php')).toHaveLength(0);
  });

  it('tells an account that has not verified its address to verify, and opens no payment', async () => {
    const { api, user } = renderForm('enthusiast', {
      routes: {
        'GET /auth/session': {
          body: { success: true, user: sessionUser({ user_type: 'enthusiast', email_verified: false }) },
        },
      },
    });
    await user.type(description(), 'Birthday party in a loft');
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
    await user.click(request());
    expect(await screen.findByText(EMAIL_NOT_VERIFIED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(EMAIL_NOT_VERIFIED).closest('[role="alert"]')).toHaveFocus());
    expect(screen.queryByText(/Payment authorization failed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /payment-authorize.php')).toHaveLength(0);
  });

  it('goes on to the payment when the address was verified in another tab since the page loaded', async () => {
    let sessions = 0;
    const { api, user } = renderForm('enthusiast', {
      routes: {
        'GET /auth/session': () => {
          sessions += 1;
          const verified = sessions > 1;
          return {
            body: { success: true, user: sessionUser({ user_type: 'enthusiast', email_verified: verified }) },
          };
        },
      },
    });
    await user.type(description(), 'Birthday party in a loft');
    await waitFor(() => expect(sessions).toBe(1));
    await user.click(request());
    expect(
      await screen.findByRole('dialog', { name: 'Secure Your Booking' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_NOT_VERIFIED)).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /payment-authorize.php')).toHaveLength(1));
  });

  it('shows the live hint while the description is short, and each form’s wording on submit', async () => {
    const { user } = renderForm('venue');
    expect(screen.getByText('At least 10 characters.')).toBeInTheDocument();
    await user.type(description(), 'Gig');
    expect(screen.getByText('Description must be at least 10 characters (3/10)')).toBeInTheDocument();
    await user.click(request());
    expect(screen.getAllByText('Description must be at least 10 characters long').length).toBeGreaterThan(0);
    // Not the live count as well: the submit's message says it.
    expect(screen.queryByText(/characters \(\d+\/10\)/)).not.toBeInTheDocument();
    await user.type(description(), ' at the club');
    expect(screen.queryByText(/characters \(\d+\/10\)/)).not.toBeInTheDocument();
  });

  it('uses the enthusiast wording for a short description', async () => {
    const { user } = renderForm('enthusiast');
    await user.type(description(), 'Party');
    await user.click(request());
    expect(
      screen.getAllByText('Event description must be at least 10 characters long').length,
    ).toBeGreaterThan(0);
  });

  it('asks for city and country for an on-site performance', async () => {
    const { api, user } = renderForm('venue');
    await user.type(description(), 'Friday night at our club');
    await user.click(screen.getByRole('radio', { name: 'On-site' }));
    await user.click(request());
    expect(screen.getAllByText('Please specify city and country for on-site performances')).toHaveLength(3);
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^City/), 'Berlin');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'DE');
    await user.click(request());
    expect(await screen.findByRole('dialog', { name: 'Secure Your Booking' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /payment-authorize.php')).toHaveLength(1));
  });

  it('refuses a date in the past and a playlist that is not a web address', async () => {
    at(WEDNESDAY);
    const { user } = renderForm('venue');
    await user.type(description(), 'Friday night at our club');
    fireEvent.change(dateField(), { target: { value: '2026-06-01T20:00' } });
    await user.type(screen.getByLabelText(/^Example playlist/), 'spotify playlist');
    await user.click(request());
    expect(screen.getAllByText('Event date and time cannot be in the past').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Example playlist must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
  });

  it('refuses an event that starts within 23 hours on the date, before any card is asked for', async () => {
    at(WEDNESDAY);
    const { api, user } = renderForm('venue');
    await user.type(description(), 'Friday night at our club');
    const soon = new Date(new Date(WEDNESDAY).getTime() + 20 * 3_600_000);
    const local = new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    fireEvent.change(dateField(), { target: { value: local } });
    await user.click(request());
    expect(screen.getAllByText(BOOKING_REFUSALS.tooLate).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /payment-authorize.php')).toHaveLength(0);
  });

  it('mentions Spotify, Apple Music and Deezer in the playlist’s help', () => {
    renderForm('venue');
    expect(screen.getByText(/Spotify, Apple Music or Deezer/)).toBeInTheDocument();
  });
});

describe('BookingRequestForm similar DJs, genres and budget', () => {
  it('suggests DJs after 2 characters, 5 at most, and refuses a sixth', async () => {
    const { api } = renderForm('venue', {
      routes: {
        'GET /suggestions.php': ({ url }: { url: URL }) =>
          ok(
            url.searchParams.get('q') === 'Ni' ? [{ name: 'Nina Kraviz' }, { name: 'Nicole Moudaber' }] : [],
          ),
      },
    });
    const field = screen.getByRole('combobox', { name: /Similar DJs/ });
    const user = moveTheClockFromHere();
    await user.type(field, 'N');
    await elapse(1000);
    expect(api.callsTo('GET /suggestions.php')).toHaveLength(0);
    await user.type(field, 'i');
    await elapse(299);
    expect(api.callsTo('GET /suggestions.php')).toHaveLength(0);
    await elapse(1);
    const option = await screen.findByRole('option', { name: 'Nina Kraviz' });
    const call = api.callsTo('GET /suggestions.php')[0]!;
    expect(Object.fromEntries(call.query)).toEqual({ q: 'Ni', limit: '5' });
    await user.click(option);
    for (const name of ['Ben Klock', 'Amelie Lens', 'Charlotte de Witte', 'Dixon'])
      await user.type(field, `${name}{Enter}`);
    const chosen = screen.getByRole('list', { name: 'Chosen similar DJs' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(5);
    await user.type(field, 'Solomun{Enter}');
    expect(screen.getByText('You can select a maximum of 5 similar DJs')).toBeInTheDocument();
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(5);
    expect(field).toHaveValue('Solomun');
    await user.click(screen.getByRole('button', { name: 'Remove Dixon' }));
    await user.type(field, '{Enter}');
    expect(within(chosen).getByText('Solomun')).toBeInTheDocument();
  });

  it('suggests 5 genres at most (a DJ profile suggests 8)', async () => {
    const { user } = renderForm('venue');
    await user.type(screen.getByRole('combobox', { name: 'Add a preferred genre' }), 'e');
    const list = await screen.findByRole('listbox', { name: 'Genre suggestions' });
    expect(within(list).getAllByRole('option')).toHaveLength(5);
  });

  it("offers the server's genres, and when that call fails the venue's own list (docs/product/booking-requests.md)", async () => {
    const suggested = async (typed: string) => {
      await user.type(screen.getByRole('combobox', { name: 'Add a preferred genre' }), typed);
      const list = await screen.findByRole('listbox', { name: 'Genre suggestions' });
      return within(list)
        .getAllByRole('option')
        .map((option) => option.textContent);
    };
    let { user, unmount } = renderForm('venue', {
      routes: { 'GET /genres': { status: 500, body: { success: false, error: 'Down' } } },
    });
    expect(await suggested('Jaz')).toEqual(['Jazz']);
    unmount();

    ({ user, unmount } = renderForm('venue', { routes: { 'GET /genres': ok(['Jazz Fusion', 'Techno']) } }));
    expect(await suggested('Jaz')).toEqual(['Jazz Fusion']);
    unmount();

    ({ user } = renderForm('enthusiast', {
      routes: { 'GET /genres': { status: 500, body: { success: false, error: 'Down' } } },
    }));
    expect(await suggested('Afro')).toEqual(['Afro House']);
  });

  it('keeps preferred genres as removable chips', async () => {
    const { user } = renderForm('venue');
    const genres = screen.getByRole('combobox', { name: 'Add a preferred genre' });
    await user.type(genres, 'Techno{Enter}');
    await user.type(genres, 'House{Enter}');
    const chosen = screen.getByRole('list', { name: 'Chosen genres' });
    expect(within(chosen).getByText('Techno')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Techno' }));
    expect(within(chosen).queryByText('Techno')).not.toBeInTheDocument();
    expect(within(chosen).getByText('House')).toBeInTheDocument();
  });

  it('moves the budget from 20 to 500 in steps of 10 and shows duration × budget', async () => {
    const { user } = renderForm('venue');
    const slider = screen.getByLabelText('Hourly budget');
    expect(slider).toHaveAttribute('min', '20');
    expect(slider).toHaveAttribute('max', '500');
    expect(slider).toHaveAttribute('step', '10');
    expect(screen.getByText(/Total budget/)).toHaveTextContent('Total budget: €200 (2 hours × €100)');
    fireEvent.change(slider, { target: { value: '150' } });
    await user.selectOptions(screen.getByLabelText('Duration'), '3');
    expect(screen.getByText(/Total budget/)).toHaveTextContent('Total budget: €450 (3 hours × €150)');
    await user.selectOptions(screen.getByLabelText('Duration'), '0.5');
    expect(screen.getByText(/Total budget/)).toHaveTextContent('Total budget: €75 (30 minutes × €150)');
  });

  it('shows the targeted DJ’s name and picture', async () => {
    renderForm('enthusiast', {
      djId: 12,
      routes: {
        'GET /dj-public-page.php': ok({
          user_id: 12,
          stage_name: 'Nina Wave',
          profile_image_url: '/uploads/nina.webp',
        }),
      },
    });
    const target = await screen.findByTestId('targeted-dj');
    expect(within(target).getByText('Nina Wave')).toBeInTheDocument();
    expect(within(target).getByRole('img', { name: "Nina Wave's profile picture" })).toHaveAttribute(
      'src',
      '/uploads/nina.webp',
    );
  });
});
