import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { tracklistFileName } from './download-text.ts';
import { converterInput, openConverter } from './converter-testing.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A PNG's signature and header, then pixels: a picture renamed to playlist.txt. */
const PICTURE = Uint8Array.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0x00,
  0x00,
  0x00,
  0x0d,
  0x49,
  0x48,
  0x44,
  0x52,
  ...Array.from({ length: 240 }, (_, i) => (i * 37) % 256),
]);

describe('Converter files', () => {
  it('refuses a binary file with a .txt name as it refuses a .bin, and shows none of it', async () => {
    openConverter('rekordbox-tracklist-export');
    const drop = (file: File) =>
      fireEvent.drop(converterInput().parentElement!, { dataTransfer: { files: [file], types: ['Files'] } });

    drop(new File([PICTURE], 'set.bin'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'set.bin is not a .txt, .m3u8 or .cue file. Choose the file rekordbox exported.',
    );

    drop(new File([PICTURE], 'playlist.txt'));
    expect(await screen.findByText(/^playlist\.txt is not a \.txt, \.m3u8 or \.cue file/)).toHaveTextContent(
      'playlist.txt is not a .txt, .m3u8 or .cue file. Choose the file rekordbox exported.',
    );
    expect(converterInput()).toHaveValue('');
  });

  it('downloads the converted tracklist as a .txt named for the converter and the day, by keyboard too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 13, 23, 30));
    const saved: Blob[] = [];
    // jsdom has no object URLs; this file's own copies, gone with its environment.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:tracklist'),
      revokeObjectURL: () => {},
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = openConverter('1001tracklists-tracklist-export');
    const download = screen.getByRole('button', { name: 'Download .txt' });
    expect(download).toBeDisabled();

    await user.click(converterInput());
    await user.paste('[00:00] Bicep - Glue [NINJA TUNE]');
    expect(download).toBeEnabled();
    download.focus();
    await user.keyboard('{Enter}');
    expect(names).toEqual(['1001tracklists-tracklist-2026-06-13.txt']);
    expect(await saved[0]!.text()).toBe('Bicep, Glue\t00:00');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('names the file by the reader’s own date', () => {
    expect(tracklistFileName('rekordbox-tracklist-export', new Date(2026, 0, 2, 0, 5))).toBe(
      'rekordbox-tracklist-2026-01-02.txt',
    );
  });
});
