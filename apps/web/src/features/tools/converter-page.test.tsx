import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPIED_INDICATOR_MS } from '@cuepoint/domain/tracklists/messages';
import { ConverterPage } from './converter-page.tsx';
import { converterInput, openConverter } from './converter-testing.tsx';
import { renderTool } from './render-tool.tsx';

// A variable base keeps Vite from treating the URL as an asset import.
const here = import.meta.url;
const fixture = (path: string) =>
  readFileSync(new URL(`../../../../../packages/domain/src/tracklists/fixtures/${path}`, here));

const output = () => screen.getByRole('textbox', { name: 'Converted tracklist' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ConverterPage', () => {
  it('converts pasted text as it arrives', async () => {
    const user = openConverter('1001tracklists-tracklist-export');
    expect(
      screen.getByRole('heading', { level: 1, name: '1001Tracklists tracklist converter' }),
    ).toBeInTheDocument();
    expect(output()).toHaveAttribute('placeholder', 'Generated output will appear here');
    expect(output()).toHaveValue('');
    expect(screen.getByText('Nothing converted yet.')).toBeInTheDocument();

    await user.click(converterInput());
    await user.paste(
      '[00:00] Bicep - Glue [NINJA TUNE]\n[1:02:03] Daniel Avery, Alessandro Cortini - Sun Dog [MUTE]',
    );
    expect(output()).toHaveValue('Bicep, Glue\t00:00\nDaniel Avery - Alessandro Cortini, Sun Dog\t62:03');
    expect(screen.getByText('2 tracks converted')).toBeInTheDocument();

    await user.type(converterInput(), '\n[[1:10:00] Four Tet - Baby');
    expect(output()).toHaveValue(
      'Bicep, Glue\t00:00\nDaniel Avery - Alessandro Cortini, Sun Dog\t62:03\nFour Tet, Baby\t70:00',
    );
    expect(document.title).toMatch(/^1001Tracklists tracklist converter · Cuepoint/);
  });

  it('converts a long paste once typing pauses', async () => {
    const user = openConverter('virtualdj-tracklist-export');
    const pad = (value: number) => String(value).padStart(2, '0');
    const lines = Array.from(
      { length: 1000 },
      (_, i) => `${pad(Math.floor(i / 60) % 24)}:${pad(i % 60)} : Artist ${i} - Title ${i}`,
    );
    await user.click(converterInput());
    await user.paste(lines.join('\n'));
    expect(await screen.findByText('1000 tracks converted')).toBeInTheDocument();
    expect((output() as HTMLTextAreaElement).value.split('\n').at(-1)).toBe('Artist 999, Title 999\t999:00');
  });

  it('shows the two lines of help and offers no upload for a paste-only format', () => {
    openConverter('1001tracklists-tracklist-export');
    const help = screen.getByRole('region', { name: 'Where to find the export' });
    expect(within(help).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByLabelText(/^Upload/)).not.toBeInTheDocument();
  });

  it('lists every line it could not read, with its number and the reason', async () => {
    const user = openConverter('1001tracklists-tracklist-export');
    await user.click(converterInput());
    await user.paste(fixture('1001tracklists/cue-times.txt').toString('utf8'));
    expect(screen.getByText('7 tracks converted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 lines could not be read' })).toHaveAttribute(
      'href',
      '#skipped-lines',
    );
    const list = screen.getByRole('region', { name: 'Lines that could not be read (3)' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Line 1TracklistDoes not start with a cue time like [12:34] or a track number like 01.',
      'Line 6w/ Burial - Archangel [HYPERDUB]Played together with the track above ("w/"), so it has no start time of its own',
      'Line 10[??:??] Caribou - Sun [CITY SLANG]The cue time is not a valid time (mm:ss or h:mm:ss)',
    ]);
  });

  it('shows the notes of the conversion and warns when nothing converts', async () => {
    const user = openConverter('virtualdj-tracklist-export');
    await user.click(converterInput());
    await user.paste('22:58 : Daft Punk - One More Time\n00:01 : Cassius - 1999');
    const notes = screen.getByRole('region', { name: 'About this conversion' });
    expect(within(notes).getByText(/runs past midnight/)).toBeInTheDocument();

    await user.clear(converterInput());
    await user.paste('hello');
    expect(screen.getByText('0 tracks converted')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No tracks found');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  it('uploads a djay CSV as bytes, shows its name and the detected rows', async () => {
    const user = openConverter('algoriddim-djay-tracklist-export');
    await user.upload(
      screen.getByLabelText('Upload .csv file'),
      new File([fixture('djay/history.csv')], 'history.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('history.csv')).toBeInTheDocument();
    expect(screen.getByText('6 rows detected')).toBeInTheDocument();
    expect(output()).toHaveValue(
      [
        'Rhythim Is Rhythim, Strings of Life\t00:00',
        'Stardust, Music Sounds Better With You\t04:45',
        'Alison Limerick - Frankie Knuckles, Where Love Lives (Come On In)\t11:00',
        'Sound Stylistics, The "Pressure" Dub\t17:05',
        'Unknown Artist, Untitled Edit\t83:00',
        'Beyoncé, Crazy In Love (Club Mix)\t88:00',
      ].join('\n'),
    );
    // The box shows the decoded file, without its byte order mark, ready to edit.
    expect((converterInput() as HTMLTextAreaElement).value.startsWith('Title,Artist,Album,Time')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(converterInput()).toHaveValue('');
    expect(output()).toHaveValue('');
    expect(screen.queryByText('history.csv')).not.toBeInTheDocument();
  });

  it('reads a dropped UTF-16 rekordbox export and refuses a file of the wrong type', async () => {
    openConverter('rekordbox-tracklist-export');
    const dropZone = converterInput().parentElement!;
    const drop = (file: File) =>
      fireEvent.drop(dropZone, { dataTransfer: { files: [file], types: ['Files'] } });

    drop(new File(['not a playlist'], 'set.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'set.xlsx is not a .txt, .m3u8 or .cue file. Choose the file rekordbox exported.',
    );

    drop(new File([fixture('rekordbox/playlist.txt')], 'playlist.txt'));
    expect(await screen.findByText('playlist.txt')).toBeInTheDocument();
    expect(output()).toHaveValue(
      [
        'Occult, At Night (Shakedown Remix)\t00:00',
        'Breach - Ryan Ashley, Play It Cool\t00:00',
        'Unknown Artist, Little Fluffy Clouds\t00:00',
        'Aphex Twin, Xtal\t00:00',
        'Space Station ñ Ω, Dreams of Mu\t00:00',
      ].join('\n'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a dropped rekordbox .cue with its real start times, and offers no estimate for it', async () => {
    openConverter('rekordbox-tracklist-export');
    fireEvent.drop(converterInput().parentElement!, {
      dataTransfer: {
        files: [new File([fixture('rekordbox/recording.cue')], 'recording.cue')],
        types: ['Files'],
      },
    });
    expect(await screen.findByText('recording.cue')).toBeInTheDocument();
    expect(output()).toHaveValue(
      [
        'Rhythim Is Rhythim, Strings of Life\t00:00',
        'Stardust, Music Sounds Better With You\t04:45',
        'Alison Limerick - Frankie Knuckles, Where Love Lives (Come On In)\t11:00',
        'Beyoncé, Crazy In Love (Club Mix)\t62:30',
      ].join('\n'),
    );
    expect(screen.queryByRole('checkbox', { name: /Estimate start times/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Lines that could not be read/ })).not.toBeInTheDocument();
  });

  it('says once why an input is none of the rekordbox exports', async () => {
    const user = openConverter('rekordbox-tracklist-export');
    await user.click(converterInput());
    await user.paste('Strings of Life\nMusic Sounds Better With You\nWhere Love Lives');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No tracks found in this input. This is none of the three rekordbox exports',
    );
    expect(screen.queryByRole('region', { name: /Lines that could not be read/ })).not.toBeInTheDocument();
  });

  it('lets the DJ pick one session of a VirtualDJ history, the latest by default', async () => {
    const user = openConverter('virtualdj-tracklist-export');
    expect(screen.queryByRole('combobox', { name: 'Session to convert' })).not.toBeInTheDocument();
    await user.click(converterInput());
    await user.paste(fixture('virtualdj/two-sessions.txt').toString('utf8'));
    const picker = screen.getByRole('combobox', { name: 'Session to convert' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Session 1: 2025-06-14, 22:00, 4 tracks', 'Session 2: 2025-06-21, 19:05, 3 tracks']);
    expect(picker).toHaveDisplayValue('Session 2: 2025-06-21, 19:05, 3 tracks');
    expect(output()).toHaveValue(
      'Moodymann, Shades Of Jae\t00:00\nTheo Parrish, Falling Up\t06:00\nKerri Chandler, Rain\t15:00',
    );

    await user.selectOptions(picker, 'Session 1: 2025-06-14, 22:00, 4 tracks');
    expect(output()).toHaveValue(
      'Daft Punk, One More Time\t00:00\nStardust, Music Sounds Better With You\t06:00\n' +
        'Modjo, Lady (Hear Me Tonight)\t13:00\nCassius, 1999\t70:00',
    );
    expect(screen.getByText('1 line could not be read')).toBeInTheDocument();
  });

  it('estimates rekordbox start times only when asked, and says so', async () => {
    const user = openConverter('rekordbox-tracklist-export');
    await user.click(converterInput());
    await user.paste('#\tTrack Title\tArtist\tTime\n1\tA\tB\t05:00\n2\tC\tD\t06:30\n3\tE\tF\t04:00');
    expect(output()).toHaveValue('B, A\t00:00\nD, C\t00:00\nF, E\t00:00');
    expect(screen.queryByText('Estimated times')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Estimate start times from track lengths/ }));
    expect(output()).toHaveValue('B, A\t00:00\nD, C\t05:00\nF, E\t11:30');
    expect(screen.getByText('Estimated times')).toBeInTheDocument();
    expect(screen.getByText(/^Estimated start times:/)).toBeInTheDocument();
  });

  it('enables Copy only with output, copies it and shows Copied for 1.5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTool(<ConverterPage />, '/dj-tools/serato-tracklist-export');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();

    await user.click(converterInput());
    await user.paste(fixture('serato/history-24h.csv').toString('utf8'));
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy).toBeEnabled();
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(
      'Joey Beltram, Energy Flash\t00:00\nPlastikman, Spastik (Dubfire Remix)\t06:40\n' +
        'DJ Rolando - Aztec Mystic, Knights Of The Jaguar\t15:45\nThe Aztec Mystic, Jaguar\t21:30',
    );
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(COPIED_INDICATOR_MS - 100));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('falls back to a selection copy when the Clipboard API refuses', async () => {
    const user = openConverter('virtualdj-tracklist-export');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });

    await user.click(converterInput());
    await user.paste('21:00 : Moodymann - Shades Of Jae');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown converter', () => {
    openConverter('traktor-tracklist-export');
    expect(screen.getByRole('heading', { name: "This track isn't in the crate" })).toBeInTheDocument();
  });
});
