import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { DjSetsCard } from './dj-sets-card.tsx';
import { fakeUploader } from './testing/fake-uploader.ts';
import { djSet, ok, STORAGE } from './testing/set-fixtures.ts';
import { renderPart } from './testing/render-part.tsx';

afterEach(() => vi.unstubAllGlobals());

const SETS = [
  djSet({
    id: 3,
    title: 'Warehouse tape',
    set_type: 'video',
    external_url: 'https://youtu.be/abcdef123',
    platform: 'youtube',
  }),
  djSet({
    id: 2,
    title: 'Sunrise upload',
    external_url: null,
    platform: 'other',
    is_public: false,
    media: {
      url: '/media/dj-sets/2.mp3',
      mime_type: 'audio/mpeg',
      size_bytes: 1024,
      original_name: 'sunrise.mp3',
    },
  }),
  djSet({ id: 1, title: 'Closing notes', set_type: 'tracklist', external_url: null, platform: 'other' }),
];

function renderCard(sets = SETS) {
  const api = fakeApi({ 'GET /dj/sets': ok(sets), 'GET /dj/storage': ok(STORAGE) });
  renderPart(<DjSetsCard uploader={fakeUploader().uploader} />);
  return api;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Sets' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('DjSetsCard', () => {
  it('shows the storage used of the 10 GB as a meter', async () => {
    renderCard();
    const meter = await screen.findByRole('meter', { name: '2.1 GB of 10 GB used' });
    expect(meter).toHaveAttribute('aria-valuemax', String(10 * 1024 ** 3));
    expect(screen.getByText('7.9 GB free')).toBeInTheDocument();
  });

  it('filters the sets by All, Audio and Video', async () => {
    renderCard();
    const user = userEvent.setup();
    const filters = await screen.findByRole('radiogroup', { name: 'Show sets' });
    expect(within(filters).getByRole('radio', { name: /All/ })).toHaveAttribute('aria-checked', 'true');
    expect(titles()).toEqual(['Warehouse tape', 'Sunrise upload', 'Closing notes']);

    await user.click(within(filters).getByRole('radio', { name: /Audio/ }));
    expect(within(filters).getByRole('radio', { name: /Audio/ })).toHaveAttribute('aria-checked', 'true');
    expect(titles()).toEqual(['Sunrise upload']);

    await user.click(within(filters).getByRole('radio', { name: /Video/ }));
    expect(titles()).toEqual(['Warehouse tape']);
    // Clicking the chosen filter again keeps it.
    await user.click(within(filters).getByRole('radio', { name: /Video/ }));
    expect(titles()).toEqual(['Warehouse tape']);

    await user.click(within(filters).getByRole('radio', { name: /All/ }));
    expect(titles()).toHaveLength(3);
  });

  it('shows each set with its type, visibility, player and tracklist', async () => {
    renderCard();
    const upload = (await screen.findByRole('heading', { name: 'Sunrise upload' })).closest('article')!;
    expect(within(upload).getByText('Private')).toBeInTheDocument();
    expect(within(upload).getByText('Uploaded file')).toBeInTheDocument();
    expect(upload.querySelector('audio')).toHaveAttribute('src', '/media/dj-sets/2.mp3');

    const video = screen.getByRole('heading', { name: 'Warehouse tape' }).closest('article')!;
    expect(within(video).getByText('Public')).toBeInTheDocument();
    expect(within(video).getByTitle('Warehouse tape on YouTube')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdef123',
    );

    const notes = screen.getByRole('heading', { name: 'Closing notes' }).closest('article')!;
    expect(within(notes).getByText('Tracklist only')).toBeInTheDocument();
    const toggle = within(notes).getByRole('button', { name: /Tracklist \(1 track\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(notes).queryByText('Glue')).not.toBeVisible();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(notes).getByText('Glue')).toBeVisible();
  });

  it('invites the first set when there is none', async () => {
    renderCard([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add your first set' }));
    expect(screen.getByRole('heading', { name: 'Add a set' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide the form' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('deletes a set after asking, and says why when it fails', async () => {
    let fail = true;
    let stored = SETS;
    const api = fakeApi({
      'GET /dj/sets': () => ok(stored),
      'GET /dj/storage': ok(STORAGE),
      'DELETE /dj/sets/1': () => {
        if (fail) return { status: 404, body: { success: false, error: 'DJ set not found' } };
        stored = stored.filter((set) => set.id !== 1);
        return ok({ id: 1 });
      },
    });
    renderPart(<DjSetsCard uploader={fakeUploader().uploader} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Closing notes' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Closing notes”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep set' }));
    expect(api.callsTo('DELETE /dj/sets/1')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Delete Closing notes' }));
    await user.click(screen.getByRole('button', { name: 'Delete set' }));
    expect(await screen.findByText('Failed to delete DJ set: DJ set not found')).toBeInTheDocument();

    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Delete Closing notes' }));
    await user.click(screen.getByRole('button', { name: 'Delete set' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Closing notes' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE /dj/sets/1')).toHaveLength(2);
  });
});
