import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';
import { convertRekordbox } from './rekordbox.ts';

const playlist = readFileSync(new URL('./fixtures/rekordbox/playlist.txt', import.meta.url));

describe('convertRekordbox', () => {
  it('reads the UTF-16LE tab-delimited export and starts every track at 00:00', () => {
    const result = convertRekordbox(playlist);
    expect(result.lines).toEqual([
      'Occult, At Night (Shakedown Remix)\t00:00',
      'Breach - Ryan Ashley, Play It Cool\t00:00',
      'Unknown Artist, Little Fluffy Clouds\t00:00',
      'Aphex Twin, Xtal\t00:00',
      'Space Station ñ Ω, Dreams of Mu\t00:00',
    ]);
    expect(result.startTimes).toBe('none');
    expect(result.estimated).toBe(false);
    expect(result.rowsDetected).toBe(5);
    expect(result.skipped).toEqual([]);
    expect(result.notes).toContain('rekordbox exports have no start times, so every track starts at 00:00.');
  });

  it('estimates start times from the Time column when asked, and says so', () => {
    const result = convertRekordbox(playlist, { estimateStartTimes: true });
    expect(result.lines.map((line) => line.split('\t')[1])).toEqual([
      '00:00',
      '06:49',
      '12:20',
      '16:48',
      '21:39',
    ]);
    expect(result.startTimes).toBe('durations');
    expect(result.estimated).toBe(true);
    expect(result.notes[0]).toMatch(/^Estimated start times/);
  });

  it('gives the same result for the text pasted from the file', () => {
    expect(convertRekordbox(decodeText(playlist))).toEqual(convertRekordbox(playlist));
  });

  it('reports rows that are not tab-delimited and input without a header row', () => {
    const result = convertRekordbox('#\tTrack Title\tArtist\n1\tXtal\tAphex Twin\nsomething else\n2\t\t\n');
    expect(result.lines).toEqual(['Aphex Twin, Xtal\t00:00']);
    expect(result.skipped).toEqual([
      { line: 3, text: 'something else', reason: 'Not tab-delimited like the header row' },
      { line: 4, text: '2', reason: 'No artist or title on this row' },
    ]);
    const headless = convertRekordbox('1\tXtal\tAphex Twin');
    expect(headless.tracks).toEqual([]);
    expect(headless.skipped[0]!.reason).toMatch(/header/);
  });

  it('keeps 00:00 and notes it when asked to estimate without a Time column', () => {
    const result = convertRekordbox(
      '#\tTrack Title\tArtist\n1\tXtal\tAphex Twin\n2\tAgeispolis\tAphex Twin',
      {
        estimateStartTimes: true,
      },
    );
    expect(result.lines).toEqual(['Aphex Twin, Xtal\t00:00', 'Aphex Twin, Ageispolis\t00:00']);
    expect(result.estimated).toBe(false);
    expect(result.notes).toEqual([
      'There is no Time column to estimate from, so every track starts at 00:00.',
    ]);
  });

  it('converts a 256-track playlist', () => {
    const rows = Array.from(
      { length: 256 },
      (_, i) => `${i + 1}\t\tTitle ${i}\tArtist ${i}, Feat ${i}\t\t\t124.00\t     \t05:00\t8A\t2025-01-01`,
    );
    const text = [
      '#\tArtwork\tTrack Title\tArtist\tAlbum\tGenre\tBPM\tRating\tTime\tKey\tDate Added',
      ...rows,
    ].join('\r\n');
    const result = convertRekordbox(text, { estimateStartTimes: true });
    expect(result.tracks).toHaveLength(256);
    expect(result.lines[255]).toBe('Artist 255 - Feat 255, Title 255\t1275:00');
  });
});
