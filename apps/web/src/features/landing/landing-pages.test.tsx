import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { elapse, moveTheClockFromHere } from '../../test/fake-clock.ts';
import { DjsPage } from './djs/djs-page.tsx';
import { VenuesPage } from './venues/venues-page.tsx';
import { EnthusiastsPage } from './enthusiasts/enthusiasts-page.tsx';
import { ProducersPage } from './producers/producers-page.tsx';
import { LabelsPage } from './labels/labels-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAGES: Array<{
  name: string;
  page: ReactElement;
  heading: RegExp;
  cards: number;
  signUp: string;
  secondStep: string;
}> = [
  {
    name: 'DJs',
    page: <DjsPage />,
    heading: /fair pay/,
    cards: 6,
    signUp: 'Sign Up as a DJ',
    secondStep: 'Where are you based?',
  },
  {
    name: 'venues',
    page: <VenuesPage />,
    heading: /stream them in/,
    cards: 6,
    signUp: 'Sign Up as a Venue',
    secondStep: 'Where is your venue?',
  },
  {
    name: 'enthusiasts',
    page: <EnthusiastsPage />,
    heading: /real DJ/,
    cards: 6,
    signUp: 'Sign Up as a Music Enthusiast',
    secondStep: 'Where are you based?',
  },
  {
    name: 'producers',
    page: <ProducersPage />,
    heading: /stems and skills/,
    cards: 6,
    signUp: 'Sign Up as a Producer',
    secondStep: 'What are you looking for?',
  },
  {
    name: 'labels',
    page: <LabelsPage />,
    heading: /back in the booth/,
    cards: 6,
    signUp: 'Sign Up as a Label',
    secondStep: 'About Your Label',
  },
];

/** Turns the demo on and waits for its dashboard, whose code loads on the toggle. */
async function openDemo(label: string) {
  await userEvent.click(screen.getByRole('button', { name: `Demo: View ${label} Dashboard` }));
  await within(screen.getByTestId('demo-dashboard')).findByRole('heading', { level: 1 }, { timeout: 5_000 });
}

/** The writes the page sent: a landing page and its demo send none. */
function writes(calls: ReadonlyArray<{ method: string }>) {
  return calls.filter((call) => call.method !== 'GET');
}

describe.each(PAGES)('the $name landing page', ({ page, heading, cards, signUp, secondStep }) => {
  it('shows its heading and benefit cards', () => {
    fakeApi(baseRoutes());
    renderAccount(page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByTestId('benefit-card')).toHaveLength(cards);
  });

  it('opens the sign-up wizard preset to its role', async () => {
    const api = fakeApi(baseRoutes());
    renderAccount(page);
    await userEvent.click(screen.getAllByRole('button', { name: signUp })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Join Cuepoint' });
    expect(await within(dialog).findByRole('heading', { name: secondStep })).toBeInTheDocument();
    expect(within(dialog).queryByText('I am a...', { selector: 'h2,h3' })).not.toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });
});

describe.each(PAGES)('the $name landing page for a signed-in account', ({ page, signUp }) => {
  it('offers a way to the account’s own dashboard instead of a second sign-up', async () => {
    const user = sessionUser({ user_type: 'label', email_verified: true });
    const api = fakeApi({
      ...baseRoutes(),
      'GET /auth/session': { body: { success: true, user, data: user } },
    });
    renderAccount(page);
    const links = await screen.findAllByRole('link', { name: 'Go to your dashboard' });
    for (const link of links) expect(link).toHaveAttribute('href', '/label-dashboard');
    expect(screen.queryByRole('button', { name: signUp })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In as Music Enthusiast' })).not.toBeInTheDocument();
    await userEvent.click(links[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/label-dashboard');
    expect(screen.queryByRole('dialog', { name: 'Join Cuepoint' })).not.toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });
});

describe('the DJs page', () => {
  it('shows the pricing examples worked out from the fee rules', () => {
    fakeApi(baseRoutes());
    renderAccount(<DjsPage />);
    const table = screen.getByRole('table', { name: /what a dj receives/i });
    for (const payout of ['€289.00', '$384.10', '£579.30', '£18.12']) expect(table).toHaveTextContent(payout);
  });

  it('shows weekly residencies per night and per month after fees', () => {
    fakeApi(baseRoutes());
    renderAccount(<DjsPage />);
    const [friday] = screen.getAllByTestId('residency-example');
    // 3 h at €120: €360 − €3 platform fee − (€10.44 + €0.30) card fee = €346.26 a night, 4 nights a month.
    expect(friday).toHaveTextContent('€346.26');
    expect(friday).toHaveTextContent('€1,385.04');
    expect(friday).toHaveTextContent('€12.00');
  });
});

describe('the enthusiasts page', () => {
  it('opens the sign-in dialog for a music enthusiast', async () => {
    fakeApi(baseRoutes({ providers: ['google'] }));
    renderAccount(<EnthusiastsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In as Music Enthusiast' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in as a Music Enthusiast' })).toBeInTheDocument();
  });
});

describe('the demo toggle', () => {
  it('swaps the venues page for the demo dashboard and back, writing nothing', async () => {
    const api = fakeApi(baseRoutes());
    renderAccount(<VenuesPage />);
    await openDemo('Venue');
    const banner = await screen.findByTestId('demo-banner');
    expect(banner).toHaveTextContent('sample data');
    expect(within(banner).getByRole('button', { name: 'Sign Up as a Venue' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Recent Booking Updates' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Harbour Lights Club/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /sample data/ })).toHaveFocus();

    await userEvent.click(screen.getByRole('tab', { name: /Booking Status/ }));
    const countered = screen
      .getAllByTestId('demo-offer')
      .find((item) => item.dataset.status === 'negotiating')!;
    await userEvent.click(within(countered).getByRole('button', { name: /^Accept/ }));
    const question = await screen.findByRole('alertdialog', { name: 'Accept this counter offer?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Accept' }));
    expect(countered).toHaveAttribute('data-status', 'accepted');
    expect(countered).toHaveTextContent('Booking confirmed! Contract sent to DJ.');

    await userEvent.click(screen.getByRole('button', { name: 'Demo: Log Out' }));
    expect(screen.getByRole('button', { name: 'Demo: View Venue Dashboard' })).toHaveFocus();
    expect(screen.queryByTestId('demo-banner')).not.toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });

  it('writes every event time on the venue demo’s screen on the same 24-hour clock', async () => {
    fakeApi(baseRoutes());
    renderAccount(<VenuesPage />);
    await openDemo('Venue');
    const updates = await screen.findByRole('list', { name: 'Recent booking updates' });
    const events = screen.getByRole('list', { name: 'Events' });
    const clock = /, \d{2}:\d{2}$/;
    const times = within(updates)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')!.textContent!);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(clock);
    expect(updates).not.toHaveTextContent(/\b(AM|PM|UTC)\b/);
    expect(events).toHaveTextContent(/, 22:00/);
  });

  it('walks the venue demo through the three booking confirmation steps', async () => {
    const api = fakeApi(baseRoutes());
    renderAccount(<VenuesPage />);
    await openDemo('Venue');
    await userEvent.click(await screen.findByRole('tab', { name: /Booking Status/ }));
    await userEvent.click(screen.getByRole('button', { name: /Confirm booking with Nyra/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    expect(within(dialog).getByRole('heading', { name: 'Review' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Contract' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please agree to the contract terms');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I agree to the contract terms' }));
    // The confirmation takes the demo's simulated 3 seconds (docs/product/content.md), showing that it is under way.
    const user = moveTheClockFromHere();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(within(dialog).getByRole('button', { name: /Confirming/ })).toHaveAttribute('aria-busy', 'true');
    await elapse(2_999);
    expect(within(dialog).queryByText('Booking confirmed')).not.toBeInTheDocument();
    await elapse(1);
    expect(within(dialog).getByText('Booking confirmed')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });

  it('shows the DJ and enthusiast demos on sample data', async () => {
    const api = fakeApi(baseRoutes());
    const { unmount } = renderAccount(<DjsPage />);
    await openDemo('DJ');
    expect(await screen.findByRole('heading', { name: 'Your offers' })).toBeInTheDocument();
    expect(screen.getAllByTestId('demo-offer')).toHaveLength(4);
    // The accepted sample offer: 3 h at €200 is €600, less €3 platform fee and €17.70 card fee.
    expect(screen.getByTestId('demo-payout')).toHaveTextContent('€579.30');
    unmount();

    renderAccount(<EnthusiastsPage />);
    await openDemo('Music Enthusiast');
    expect(await screen.findByRole('tab', { name: /DJ Recommendations/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Remote' }));
    expect(
      within(screen.getByRole('list', { name: 'Recommended DJs' })).getAllByRole('heading'),
    ).toHaveLength(2);
    expect(writes(api.calls)).toEqual([]);
  });

  it("shows the producer and label dashboards' own views on their sample data", async () => {
    const api = fakeApi(baseRoutes());
    const { unmount } = renderAccount(<ProducersPage />);
    await openDemo('Producer');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome back, Nightshift Audio/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /Upload/ })[0]!);
    expect(screen.getByText(/part of your own producer dashboard/)).toBeInTheDocument();
    unmount();

    renderAccount(<LabelsPage />);
    await openDemo('Label');
    expect(await screen.findByTestId('label-dashboard')).toHaveTextContent('Nightshift Audio (sample label)');
    expect(writes(api.calls)).toEqual([]);
  });

  it('shows the demo venue open 18:00 to 02:00, to 04:00 on Fridays and Saturdays, closed on Sundays, and edits it here', async () => {
    const api = fakeApi(baseRoutes());
    renderAccount(<VenuesPage />);
    await openDemo('Venue');
    await userEvent.click(await screen.findByRole('tab', { name: /Venue Settings/ }));
    const week = () => screen.getByRole('list', { name: 'Opening hours' });
    const day = (name: string) =>
      within(week())
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith(name))!;
    expect(day('Monday')).toHaveTextContent('18:00 – 02:00');
    expect(day('Friday')).toHaveTextContent('18:00 – 04:00');
    expect(day('Saturday')).toHaveTextContent('18:00 – 04:00');
    expect(day('Sunday')).toHaveTextContent('Closed');

    await userEvent.click(screen.getByRole('button', { name: 'Edit hours' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sunday closed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByRole('button', { name: 'Edit hours' })).toBeInTheDocument();
    expect(day('Sunday')).toHaveTextContent('18:00 – 02:00');
    await userEvent.click(screen.getByRole('tab', { name: /Events/ }));
    await userEvent.click(screen.getByRole('tab', { name: /Venue Settings/ }));
    expect(day('Sunday')).toHaveTextContent('18:00 – 02:00');
    expect(writes(api.calls)).toEqual([]);
  });

  it("adds an event through the venue dashboard's own form, kept on the page", async () => {
    const api = fakeApi(baseRoutes());
    renderAccount(<VenuesPage />);
    await openDemo('Venue');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(within(dialog).getByText('Event title is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Event title'), 'Demo Disco Night');
    await userEvent.type(within(dialog).getByLabelText('Lead DJ'), 'Benji Cruz');
    // The save takes the demo's simulated 1.5 seconds (docs/product/content.md), the form held meanwhile.
    const user = moveTheClockFromHere();
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(within(dialog).getByLabelText('Event title')).toBeDisabled();
    await elapse(1_500);
    const list = await screen.findByRole('list', { name: 'Events' });
    // The list was already there with the demo's events: wait for the new one to render into it.
    const added = (await within(list).findByRole('heading', { name: 'Demo Disco Night' })).closest('li')!;
    expect(added).toHaveTextContent('Benji Cruz');
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(writes(api.calls)).toEqual([]);
  });
});
