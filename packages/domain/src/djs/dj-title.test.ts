import { describe, expect, it } from 'vitest';
import { djTitle } from './dj-title.ts';

describe('djTitle', () => {
  it('puts DJ before a name without it', () => {
    expect(djTitle('Nova Walker')).toBe('DJ Nova Walker');
    expect(djTitle('Djembe Joe')).toBe('DJ Djembe Joe');
  });

  it('keeps a stage name that already starts with DJ', () => {
    expect(djTitle('DJ Nova Walker')).toBe('DJ Nova Walker');
    expect(djTitle('dj nova')).toBe('dj nova');
    expect(djTitle('DJ-Kid')).toBe('DJ-Kid');
    expect(djTitle('DJ')).toBe('DJ');
  });
});
