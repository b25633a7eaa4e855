import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACKLIST_FORMAT_LIST, tracklistFormatInfoBySlug } from './format-list.ts';
import { TRACKLIST_FORMATS } from './formats.ts';

describe('TRACKLIST_FORMAT_LIST', () => {
  it('is the metadata the converters are built on, in the same order', () => {
    expect(TRACKLIST_FORMATS.map(({ convert: _convert, ...info }) => info)).toEqual(TRACKLIST_FORMAT_LIST);
  });

  it('describes each converter in one line and says what output it gives', () => {
    for (const format of TRACKLIST_FORMAT_LIST) {
      for (const text of [format.summary, format.output]) {
        expect(text.length, format.id).toBeGreaterThan(20);
        expect(text, format.id).not.toContain('\n');
      }
    }
  });

  it('finds a format by route slug', () => {
    expect(tracklistFormatInfoBySlug('rekordbox-tracklist-export')?.name).toBe('rekordbox');
    expect(tracklistFormatInfoBySlug('traktor-tracklist-export')).toBeUndefined();
  });

  it('imports no conversion code, so the footer can use it without loading the converters', () => {
    const source = readFileSync(new URL('./format-list.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports).toEqual(['./types.ts']);
  });
});
