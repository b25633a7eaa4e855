// Tracklist converters: each format converts a generated 10,000-line input; reports the median time,
// lines per second and the ratio to a baseline (splitting the same text into lines) measured in the
// same run. Target: well under 100 ms per format. Run: node bench/tracklists.ts
import { performance } from 'node:perf_hooks';
import { TRACKLIST_FORMATS } from '@cuepoint/domain/tracklists/formats';
import type { TConvertOptions, TTracklistFormatId, TTracklistInput } from '@cuepoint/domain/tracklists/types';

const LINES = 10_000;
const WARMUP_RUNS = 5;
const TIMED_RUNS = 25;
const TARGET_MS = 100;

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (seconds: number) => {
  const s = seconds % 86_400;
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
};
const clock12 = (seconds: number) => {
  const s = seconds % 86_400;
  const hour = Math.floor(s / 3600);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
};
const cue = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
const rows = (count: number, row: (i: number) => string) => Array.from({ length: count }, (_, i) => row(i));

function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

const inputs: Record<TTracklistFormatId, TTracklistInput> = {
  djay: [
    'Title,Artist,Album,Time,Duration,BPM,Key',
    ...rows(
      LINES - 1,
      (i) =>
        `"Track ${i}, Part Two","Artist ${i}, Guest","Album ""${i}""",${clock(72_000 + i * 20)},5:10,124,8A`,
    ),
  ].join('\r\n'),
  '1001tracklists': rows(
    LINES,
    (i) => `[${cue(i * 30)}] Artist ${i} & Friend - Track ${i} (Extended Mix) [LABEL ${i % 40}]`,
  ).join('\n'),
  virtualdj: [
    'VirtualDJ History - 2025/06/14',
    '-'.repeat(30),
    ...rows(
      LINES - 2,
      (i) => `${clock(72_000 + i * 20).slice(0, 5)} : Artist ${i} - Title ${i} (Original Mix)`,
    ),
  ].join('\r\n'),
  serato: [
    '"name","artist","start time","end time","playtime","deck","notes","bpm","key"',
    '"Long Night","","6/13/2025 8:00:00 PM","6/14/2025 2:00:00 AM","06:00:00","","","",""',
    ...rows(
      LINES - 2,
      (i) =>
        `"Track ${i}","Artist ${i}, Guest","${clock12(72_000 + i * 20)}","","00:05:00","${(i % 2) + 1}","","124","Am"`,
    ),
  ].join('\r\n'),
  rekordbox: utf16le(
    [
      '#\tArtwork\tTrack Title\tArtist\tAlbum\tGenre\tBPM\tRating\tTime\tKey\tDate Added',
      ...rows(
        LINES - 1,
        (i) =>
          `${i + 1}\t\tTrack ${i} (Extended Mix)\tArtist ${i}, Guest\tAlbum\tHouse\t124.00\t     \t06:${pad(i % 60)}\t8A\t2025-06-14`,
      ),
    ].join('\r\n') + '\r\n',
  ),
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => unknown): number {
  for (let i = 0; i < WARMUP_RUNS; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const cases: { label: string; id: TTracklistFormatId; options?: TConvertOptions }[] = [
  ...TRACKLIST_FORMATS.map((format) => ({ label: format.id, id: format.id })),
  { label: 'rekordbox (estimate)', id: 'rekordbox', options: { estimateStartTimes: true } },
];

console.log(
  `Tracklist converters: ${LINES.toLocaleString('en')} lines per input, median of ${TIMED_RUNS} runs\n`,
);
console.log('format                  tracks     ms   lines/s    baseline ms  ratio');
let missed = false;
for (const { label, id, options } of cases) {
  const format = TRACKLIST_FORMATS.find((entry) => entry.id === id)!;
  const input = inputs[id];
  const result = format.convert(input, options);
  const ms = time(() => format.convert(input, options));
  // Baseline: what the least a converter must do costs, decoding and splitting the same input into lines.
  const baseline = time(() => {
    const text =
      typeof input === 'string'
        ? input
        : new TextDecoder(id === 'rekordbox' ? 'utf-16le' : 'utf-8').decode(input);
    return text.split(/\r\n|\n/).length;
  });
  if (ms >= TARGET_MS) missed = true;
  console.log(
    `${label.padEnd(22)} ${String(result.tracks.length).padStart(7)} ${ms.toFixed(2).padStart(6)} ${Math.round(
      (LINES / ms) * 1000,
    )
      .toLocaleString('en')
      .padStart(9)} ${baseline.toFixed(2).padStart(13)} ${(ms / baseline).toFixed(1).padStart(6)}x`,
  );
}
console.log(`\nTarget: under ${TARGET_MS} ms per format: ${missed ? 'MISSED' : 'met'}`);
if (missed) process.exitCode = 1;
