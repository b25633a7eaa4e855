import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProfileSet } from './dj-profile-api.ts';
import { SetsCarousel } from './sets-carousel.tsx';

afterEach(() => vi.unstubAllGlobals());

function set(id: number, title: string, overrides: Partial<TProfileSet> = {}): TProfileSet {
  return {
    id,
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    set_type: 'audio',
    platform: 'mixcloud',
    external_url: `https://www.mixcloud.com/nova/${id}/`,
    embed_html: null,
    is_public: true,
    created_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

const THREE = [set(1, 'Warehouse Sessions'), set(2, 'Sunday Afterhours'), set(3, 'Sunrise Journey')];

const slide = () => screen.getByRole('group', { name: /of 3:/ });

describe('SetsCarousel', () => {
  it('wraps around in both directions', async () => {
    const u = userEvent.setup();
    render(<SetsCarousel sets={THREE} djName="Nova Reyes" />);
    expect(slide()).toHaveAccessibleName('1 of 3: Warehouse Sessions');
    await u.click(screen.getByRole('button', { name: 'Previous set' }));
    expect(slide()).toHaveAccessibleName('3 of 3: Sunrise Journey');
    await u.click(screen.getByRole('button', { name: 'Next set' }));
    expect(slide()).toHaveAccessibleName('1 of 3: Warehouse Sessions');
    await u.click(screen.getByRole('button', { name: 'Next set' }));
    await u.click(screen.getByRole('button', { name: 'Next set' }));
    await u.click(screen.getByRole('button', { name: 'Next set' }));
    expect(slide()).toHaveAccessibleName('1 of 3: Warehouse Sessions');
  });

  it('moves with the keyboard: Enter on the buttons, the arrow keys, Home and End', async () => {
    const u = userEvent.setup();
    render(<SetsCarousel sets={THREE} djName="Nova Reyes" />);
    const next = screen.getByRole('button', { name: 'Next set' });
    next.focus();
    await u.keyboard('{Enter}');
    expect(slide()).toHaveAccessibleName('2 of 3: Sunday Afterhours');
    await u.keyboard('{ArrowRight}');
    expect(slide()).toHaveAccessibleName('3 of 3: Sunrise Journey');
    await u.keyboard('{ArrowRight}');
    expect(slide()).toHaveAccessibleName('1 of 3: Warehouse Sessions');
    await u.keyboard('{ArrowLeft}');
    expect(slide()).toHaveAccessibleName('3 of 3: Sunrise Journey');
    await u.keyboard('{Home}');
    expect(slide()).toHaveAccessibleName('1 of 3: Warehouse Sessions');
    await u.keyboard('{End}');
    expect(slide()).toHaveAccessibleName('3 of 3: Sunrise Journey');
    expect(next).toHaveFocus();
  });

  it('picks a set from the list and marks it as the current one', async () => {
    const u = userEvent.setup();
    render(<SetsCarousel sets={THREE} djName="Nova Reyes" />);
    const list = screen.getByRole('list', { name: 'All sets by Nova Reyes' });
    await u.click(list.querySelectorAll('button')[1]!);
    expect(slide()).toHaveAccessibleName('2 of 3: Sunday Afterhours');
    expect(list.querySelectorAll('button')[1]).toHaveAttribute('aria-current', 'true');
  });

  it('starts playing by itself only after the reader moved it', async () => {
    const u = userEvent.setup();
    render(<SetsCarousel sets={THREE} djName="Nova Reyes" />);
    const first = await screen.findByTitle('Warehouse Sessions by Nova Reyes on Mixcloud');
    expect(first.getAttribute('src')).not.toContain('autoplay=1');
    await u.click(screen.getByRole('button', { name: 'Next set' }));
    const moved = screen.getByTitle('Sunday Afterhours by Nova Reyes on Mixcloud');
    expect(moved.getAttribute('src')).not.toContain('autoplay=1');
    await waitFor(
      () =>
        expect(
          screen.getByTitle('Sunday Afterhours by Nova Reyes on Mixcloud').getAttribute('src'),
        ).toContain('autoplay=1'),
      { timeout: 2000 },
    );
  });

  it('loads a player only when the reader nears it', async () => {
    let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<SetsCarousel sets={THREE} djName="Nova Reyes" />);
    expect(screen.getByText('Loading the player…')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(await screen.findByTitle('Warehouse Sessions by Nova Reyes on Mixcloud')).toBeInTheDocument();
  });

  it("plays uploaded files in the page's own audio and video, and shows a tracklist-only set's tracks", async () => {
    const u = userEvent.setup();
    const tracks = [
      { artist: 'Floorplan', title: 'Never Grow Old', start: '00:00' },
      { artist: 'DJ Koze', title: 'Pick Up', start: '05:30' },
    ];
    render(
      <SetsCarousel
        djName="Nova Reyes"
        sets={[
          set(1, 'Studio Mix', {
            media: {
              url: '/uploads/media/studio.mp3',
              mime_type: 'audio/mpeg',
              size_bytes: 52_428_800,
              original_name: 'studio-mix.mp3',
            },
            tracks,
          }),
          set(2, 'Live Video', {
            set_type: 'video',
            media: {
              url: '/uploads/media/live.mp4',
              mime_type: 'video/mp4',
              size_bytes: 104_857_600,
              original_name: 'live-video.mp4',
            },
          }),
          set(3, 'Crate Notes', { set_type: 'tracklist', external_url: null, tracks }),
        ]}
      />,
    );
    const audio = await screen.findByLabelText('Studio Mix by Nova Reyes');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', '/uploads/media/studio.mp3');
    expect(screen.getByText('Tracklist (2 tracks)')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Next set' }));
    expect(screen.getByLabelText('Live Video by Nova Reyes').tagName).toBe('VIDEO');
    await u.click(screen.getByRole('button', { name: 'Next set' }));
    expect(slide()).toHaveTextContent('Floorplan – Never Grow Old');
    expect(slide()).toHaveTextContent('Tracklist only');
    expect(document.querySelector('iframe, audio, video')).toBeNull();
  });

  it('says so when there is no public set', () => {
    render(<SetsCarousel sets={[]} djName="Nova Reyes" />);
    expect(screen.getByText('No public sets yet')).toBeInTheDocument();
  });
});
