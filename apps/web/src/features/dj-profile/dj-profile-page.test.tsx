import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, type AuthUser } from '../accounts/auth-context.tsx';
import { AuthModalsProvider } from '../accounts/auth-modals.tsx';
import { SessionSeedContext } from '../accounts/session-seed.ts';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { DjProfilePage } from './dj-profile-page.tsx';
import type { TProfilePage } from './dj-profile-api.ts';
import { profileFixture } from './testing/profile-fixture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BASE = profileFixture();
const PROFILE = profileFixture({
  genres: ['Techno', 'Minimal'],
  profile_image_url: '/uploads/images/nova.webp',
  location: { city: 'Berlin', country: 'DE', availability_type: 'touring' },
  website_url: 'https://nova.example',
  social_links: {
    instagram: 'https://www.instagram.com/nova/',
    twitch: '@novalive',
  } as TProfilePage['social_links'],
  sets: [
    ...BASE.sets,
    {
      id: 2,
      title: 'Private Rehearsal',
      slug: 'private-rehearsal',
      set_type: 'audio',
      platform: 'soundcloud',
      external_url: 'https://soundcloud.com/nova/rehearsal',
      embed_html: null,
      is_public: false,
      created_at: '2026-02-01T12:00:00.000Z',
    },
  ],
  availability_periods: [
    {
      id: 9,
      from_date: '2099-03-01',
      to_date: '2099-03-10',
      country: 'PT',
      city: 'Lisbon',
      technical_needs: null,
      availability_type: 'in_person',
    },
  ],
});

const NOT_FOUND = {
  status: 404,
  body: { success: false, error: 'The requested DJ profile does not exist.' },
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The page under its two routes, with the real session and dialogs; `user` is the session the server saw. */
function renderPage(url: string, user: AuthUser | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <>
      <DjProfilePage />
      <LocationProbe />
    </>
  );
  // The dialogs live inside the router, as in the app shell: sign-up navigates when it is done.
  const shell = (
    <AuthProvider>
      <AuthModalsProvider>
        <Outlet />
      </AuthModalsProvider>
    </AuthProvider>
  );
  const router = createMemoryRouter(
    [
      {
        element: shell,
        children: [
          { path: '/dj/:id', element: page },
          { path: '/:slug', element: page },
          { path: '*', element: <LocationProbe /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={client}>
      <SessionSeedContext.Provider value={{ user }}>
        <RouterProvider router={router} />
      </SessionSeedContext.Provider>
    </QueryClientProvider>,
  );
}

function answering(profile: TProfilePage = PROFILE) {
  return fakeApi({
    ...baseRoutes(),
    'GET /dj-public-page.php': ({ url }) =>
      url.searchParams.get('slug') === profile.slug || url.searchParams.get('id') === String(profile.user_id)
        ? { body: { success: true, data: profile } }
        : NOT_FOUND,
  });
}

const user = (type: AuthUser['user_type'], id = 70): AuthUser => ({
  id,
  email: `${type}@example.com`,
  user_type: type,
  display_name: type,
});

describe('DjProfilePage', () => {
  it('shows the name, demo label, location, genres, bio, links, dates and only the public sets', async () => {
    const api = answering();
    renderPage('/nova-reyes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeInTheDocument();
    expect(api.callsTo('GET /dj-public-page.php')[0]!.query.get('slug')).toBe('nova-reyes');
    expect(screen.getByText('Demo profile')).toBeInTheDocument();
    expect(screen.getByText('Berlin, Germany')).toBeInTheDocument();
    expect(screen.getByText('Touring')).toBeInTheDocument();
    expect(screen.getByText('From $80 / hour')).toBeInTheDocument();
    const genres = screen.getByRole('list', { name: 'Genres' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Techno', 'Minimal']);
    expect(screen.getByRole('img', { name: "Nova Reyes's profile picture" })).toHaveAttribute(
      'src',
      '/uploads/images/nova.webp',
    );
    const bio = screen.getByText(/Berlin techno selector\./);
    expect(bio.textContent).toBe('Berlin techno selector.\nWeekly streamed residency.');
    expect(bio).toHaveClass('whitespace-pre-line');
    expect(screen.getByLabelText('Profile link')).toHaveValue(`${window.location.origin}/nova-reyes`);
    expect(screen.getByText('Nova Reyes Live Set')).toBeInTheDocument();
    expect(screen.getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(screen.getByText(/Mar 1, 2099 – Mar 10, 2099/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 1: Warehouse Sessions' })).toBeInTheDocument();
    expect(screen.queryByText('Private Rehearsal')).not.toBeInTheDocument();
    expect(document.title).toBe('Nova Reyes · Cuepoint');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/nova-reyes`,
    );
  });

  it('links each social profile by its URL, or by its username with the @ stripped', async () => {
    answering();
    renderPage('/nova-reyes');
    await screen.findByRole('heading', { level: 1 });
    const links = within(screen.getByRole('region', { name: 'Links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      ['Instagram (opens in a new tab)', 'https://www.instagram.com/nova/'],
      ['Twitch (opens in a new tab)', 'https://www.twitch.tv/novalive'],
      ['Website (opens in a new tab)', 'https://nova.example'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('finds the DJ by id on /dj/{id}', async () => {
    const api = answering();
    renderPage('/dj/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeInTheDocument();
    expect(api.callsTo('GET /dj-public-page.php')[0]!.query.get('id')).toBe('5');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/nova-reyes`,
    );
  });

  it("shows 'DJ Not Found' and the page's words for an unknown slug or id, with a way back to /venues", async () => {
    answering();
    renderPage('/contcat');
    expect(await screen.findByRole('heading', { level: 1, name: 'DJ Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The DJ you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to venues' })).toHaveAttribute('href', '/venues');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('DJ Not Found · Cuepoint');
  });

  it("shows the server's own words when it says why", async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /dj-public-page.php': { status: 404, body: { success: false, error: 'This DJ left Cuepoint.' } },
    });
    renderPage('/dj/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'DJ Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This DJ left Cuepoint.')).toBeInTheDocument();
  });

  it('shows the plain 404 page for an app segment or a malformed id, without asking the server', async () => {
    const api = answering();
    renderPage('/newsletter');
    expect(
      screen.getByRole('heading', { level: 1, name: "This track isn't in the crate" }),
    ).toBeInTheDocument();
    renderPage('/dj/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'DJ Not Found' })).toBeInTheDocument();
    expect(api.callsTo('GET /dj-public-page.php')).toHaveLength(0);
  });

  it('offers to try again when the server could not answer', async () => {
    const u = userEvent.setup();
    let calls = 0;
    fakeApi({
      ...baseRoutes(),
      'GET /dj-public-page.php': () =>
        (calls += 1) === 1
          ? { status: 503, body: { success: false, error: 'Service unavailable' } }
          : { body: { success: true, data: PROFILE } },
    });
    renderPage('/nova-reyes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeInTheDocument();
  });

  describe('Book this DJ', () => {
    it('opens sign-up for a visitor', async () => {
      const u = userEvent.setup();
      answering();
      renderPage('/nova-reyes');
      await u.click(await screen.findByRole('button', { name: 'Book this DJ' }));
      expect(
        await screen.findByRole('dialog', { name: 'Join Cuepoint' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/nova-reyes');
    });

    it('opens the booking request form for a venue, in person allowed when the DJ plays in person', async () => {
      const u = userEvent.setup();
      answering();
      renderPage('/dj/5', user('venue'));
      await u.click(await screen.findByRole('button', { name: 'Book this DJ' }));
      const dialog = await screen.findByRole('dialog', { name: 'Book Nova Reyes' }, { timeout: 10_000 });
      expect(within(dialog).getByRole('radio', { name: 'Remote (streamed)' })).toBeChecked();
      // The one booking request form of the dashboards (issue #28), aimed at this DJ.
      expect(await within(dialog).findByRole('radio', { name: 'On-site' })).toBeEnabled();
      expect(within(dialog).getByLabelText('Duration')).toHaveValue('2');
      expect(screen.getByTestId('location')).toHaveTextContent('/dj/5');
    });

    it('disables in person for an enthusiast when the DJ does not play in person', async () => {
      const u = userEvent.setup();
      answering({ ...PROFILE, accepts_in_person: false });
      renderPage('/dj/5', user('enthusiast'));
      await u.click(await screen.findByRole('button', { name: 'Book this DJ' }));
      const dialog = await screen.findByRole('dialog', { name: 'Book Nova Reyes' }, { timeout: 10_000 });
      const inPerson = await within(dialog).findByRole('radio', { name: 'On-site' });
      expect(inPerson).toBeDisabled();
      expect(inPerson).toHaveAccessibleDescription(
        'This DJ is not currently available for in-person bookings.',
      );
    });

    it('tells any other signed-in user who may book, and opens sign-up', async () => {
      const u = userEvent.setup();
      answering();
      renderPage('/nova-reyes', user('producer'));
      const button = await screen.findByRole('button', { name: 'Book this DJ' });
      expect(button).toHaveAccessibleDescription(
        'You must be signed in as a venue or music enthusiast to book this DJ.',
      );
      const hint = screen.getByRole('tooltip');
      button.focus();
      await u.keyboard('{Escape}');
      expect(hint).not.toBeVisible();
      await u.tab();
      expect(hint).toBeVisible();
      await u.click(button);
      expect(
        await screen.findByRole('dialog', { name: 'Join Cuepoint' }, { timeout: 5000 }),
      ).toBeInTheDocument();
    });

    it('offers the DJ an edit link on their own page instead', async () => {
      answering();
      renderPage('/nova-reyes', user('dj', 5));
      expect(await screen.findByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
        'href',
        '/dj-dashboard',
      );
      expect(screen.queryByRole('button', { name: 'Book this DJ' })).not.toBeInTheDocument();
    });
  });

  it('copies the profile link and says so', async () => {
    const u = userEvent.setup();
    const writeText = vi.fn(async () => {});
    answering();
    renderPage('/nova-reyes');
    await screen.findByRole('heading', { level: 1 });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await u.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/nova-reyes`);
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
  });

  it('says what is missing on a bare profile', async () => {
    answering({
      ...PROFILE,
      bio: '',
      genres: [],
      social_links: {},
      website_url: null,
      sets: [],
      availability_periods: [],
      upcoming_event: null,
      is_demo: false,
      profile_image_url: null,
    });
    renderPage('/nova-reyes');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Demo profile')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Nova Reyes's initials" })).toHaveTextContent('NR');
    expect(screen.getByText('Nova Reyes has not written a bio yet.')).toBeInTheDocument();
    expect(screen.getByText('Nova Reyes has not shared any links yet.')).toBeInTheDocument();
    expect(screen.getByText('Nova Reyes has no set announced yet.')).toBeInTheDocument();
    expect(screen.getByText('Nova Reyes has no travel dates announced right now.')).toBeInTheDocument();
    expect(screen.getByText('No public sets yet')).toBeInTheDocument();
  });
});
