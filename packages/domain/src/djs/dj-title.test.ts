import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { djTitle } from './dj-title.ts';

describe('djTitle', () => {
  it('puts DJ before a name without it', () => {
    expect(djTitle('Nova Walker')).toBe('DJ Nova Walker');
    expect(djTitle('Djembe Joe')).toBe('DJ Djembe Joe');
  });

  it('keeps a stage name that already starts with DJ', () => {
    expectMapping(djTitle, {
      'DJ Nova Walker': 'DJ Nova Walker',
      'dj nova': 'dj nova',
      'DJ-Kid': 'DJ-Kid',
      DJ: 'DJ',
    });
  });
});
