import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOUNCED_SET_MESSAGES } from '@cuepoint/domain/djs/announced-set-rules';
import { MAX_GENRES_MESSAGE } from '@cuepoint/domain/catalog/genre-list';
import type { TDjEvent } from '@cuepoint/domain/djs/announced-sets';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { ok } from '../sets/testing/set-fixtures.ts';
import { renderPart } from '../sets/testing/render-part.tsx';
import { AnnouncedSetsCard } from './announced-sets-card.tsx';

const zone = process.env['TZ'];
beforeEach(() => {
  process.env['TZ'] = 'Europe/Berlin';
});
afterEach(() => {
  vi.unstubAllGlobals();
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});

/** 2026-11-22 13:00:30 in Berlin (UTC+1). */
const NOW = new Date('2026-11-22T12:00:30Z');
const now = () => NOW;
const GENRES = ['Techno', 'House', 'Deep House', 'Tech House', 'Trance', 'Drum & Bass'];

function event(overrides: Partial<TDjEvent> = {}): TDjEvent {
  return {
    id: 5,
    title: 'Kai Live Set',
    description: '',
    start_time: '2026-11-23T12:00:00.000Z',
    duration_minutes: 60,
    event_type: 'dj_set',
    is_co_streaming_available: true,
    genres: ['Techno'],
    notes: '',
    status: 'active',
    created_at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

function setup(
  options: { events?: TDjEvent[]; remote?: boolean; routes?: Parameters<typeof fakeApi>[0] } = {},
) {
  let events = options.events ?? [];
  const api = fakeApi({
    'GET /genres': ok(GENRES),
    'GET /events/dj': () => ok({ events }),
    'POST /events': ({ body }) => {
      const created = event({ id: 6, ...(body as object) });
      events = [...events, created];
      return ok(created, 201);
    },
    'DELETE /events/dj/5': () => {
      events = events.filter((item) => item.id !== 5);
      return ok({ id: 5 });
    },
    ...options.routes,
  });
  renderPart(
    <AnnouncedSetsCard
      profile={{ stage_name: 'Kai', accepts_remote_venues: options.remote ?? true }}
      now={now}
    />,
  );
  return { api, user: userEvent.setup() };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Announce Next DJ Set' }));
  return screen.getByRole('dialog', { name: 'Announce Next DJ Set' });
}

async function addGenre(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.type(within(dialog).getByRole('combobox', { name: 'Genres' }), `${name}{enter}`);
}

describe('Announce Next DJ Set', () => {
  it('opens with the spec defaults: the stage name’s live set, 24 hours ahead on the viewer’s clock, 60 minutes', async () => {
    const { user } = setup();
    const dialog = await openModal(user);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Kai Live Set');
    expect(within(dialog).getByLabelText('Start date and time')).toHaveValue('2026-11-23T13:00');
    expect(within(dialog).getByLabelText('Start date and time')).toHaveAttribute('min', '2026-11-22T13:00');
    const duration = within(dialog).getByLabelText('Duration');
    expect(duration).toHaveValue('60');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['30', '45', '60', '90', '120', '150', '180', '240']);
    expect(within(dialog).getByRole('checkbox', { name: /Co-streaming available/ })).toBeChecked();
  });

  it('shows the spec messages before sending: a start, not in the past, and a genre', async () => {
    const { api, user } = setup();
    const dialog = await openModal(user);
    await user.clear(within(dialog).getByLabelText('Start date and time'));
    await user.click(within(dialog).getByRole('button', { name: 'Announce Set' }));
    expect(within(dialog).getByLabelText('Start date and time')).toHaveAccessibleDescription(
      expect.stringContaining(ANNOUNCED_SET_MESSAGES.startRequired),
    );
    expect(within(dialog).getByText(ANNOUNCED_SET_MESSAGES.genresRequired)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Start date and time')).toHaveFocus());

    await user.type(within(dialog).getByLabelText('Start date and time'), '2026-11-22T12:59');
    await user.click(within(dialog).getByRole('button', { name: 'Announce Set' }));
    expect(within(dialog).getByText(ANNOUNCED_SET_MESSAGES.startInPast)).toBeInTheDocument();
    expect(api.callsTo('POST /events')).toHaveLength(0);
  });

  it('takes at most 4 genres and sends the start with the viewer’s offset', async () => {
    const { api, user } = setup();
    const dialog = await openModal(user);
    for (const genre of ['Techno', 'House', 'Deep House', 'Trance']) await addGenre(user, dialog, genre);
    await addGenre(user, dialog, 'Tech House');
    expect(within(dialog).getByText(MAX_GENRES_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Trance' }));

    await user.clear(within(dialog).getByLabelText('Start date and time'));
    await user.type(within(dialog).getByLabelText('Start date and time'), '2026-12-31T23:30');
    await user.selectOptions(within(dialog).getByLabelText('Duration'), '90');
    await user.type(within(dialog).getByLabelText(/^Notes/), 'Two decks and a camera');
    await user.click(within(dialog).getByRole('checkbox', { name: /Co-streaming available/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Announce Set' }));

    await waitFor(() => expect(api.callsTo('POST /events')).toHaveLength(1));
    expect(api.callsTo('POST /events')[0]?.body).toEqual({
      title: 'Kai Live Set',
      description: '',
      start_time: '2026-12-31T23:30:00+01:00',
      duration_minutes: 90,
      event_type: 'dj_set',
      is_co_streaming_available: false,
      genres: ['Techno', 'House', 'Deep House'],
      notes: 'Two decks and a camera',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Kai Live Set' })).toBeInTheDocument();
  });

  it('says the announcement failed, with the server’s reason in the form', async () => {
    const { user } = setup({
      routes: {
        'POST /events': { status: 422, body: { success: false, error: ANNOUNCED_SET_MESSAGES.tooMany } },
      },
    });
    const dialog = await openModal(user);
    await addGenre(user, dialog, 'Techno');
    await user.click(within(dialog).getByRole('button', { name: 'Announce Set' }));
    expect(await screen.findByText('Failed to announce DJ set')).toBeInTheDocument();
    expect(within(dialog).getByText(ANNOUNCED_SET_MESSAGES.tooMany)).toBeInTheDocument();
  });
});

describe('AnnouncedSetsCard', () => {
  it('is offered only to a DJ who accepts remote venues', async () => {
    setup({ remote: false });
    await waitFor(() => expect(screen.queryByTestId('announced-sets-card')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Announce Next DJ Set' })).not.toBeInTheDocument();
  });

  it('lists the announced sets as Active in the viewer’s zone and deletes one after asking', async () => {
    const { api, user } = setup({
      events: [event({ genres: ['Techno', 'House'], notes: 'Bring headphones' })],
    });
    const item = (await screen.findByRole('heading', { name: 'Kai Live Set' })).closest('article')!;
    expect(within(item).getByText('Active')).toBeInTheDocument();
    expect(within(item).getByText('1 hour')).toBeInTheDocument();
    expect(within(item).getByText(/Nov 23, 2026/)).toHaveTextContent(/1:00\s?PM/);
    expect(within(item).getByText('Bring headphones')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Delete Kai Live Set' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /events/dj/5')).toHaveLength(1));
    expect(await screen.findByText(/No announced sets yet/)).toBeInTheDocument();
  });
});
