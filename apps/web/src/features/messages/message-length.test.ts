import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS } from '@cuepoint/domain/trust/messages';
import { messageLength } from './message-length.ts';

const max = MESSAGE_LIMITS.textMax;

describe('messageLength', () => {
  it('shows no count well under the limit', () => {
    expect(messageLength('a'.repeat(max * 0.9 - 1))).toEqual({
      count: max * 0.9 - 1,
      label: null,
      problem: null,
    });
  });

  it('counts from 90% of the limit, as the server does: surrounding whitespace left out', () => {
    expect(messageLength(`${'a'.repeat(max)}\n\n`)).toEqual({
      count: max,
      label: '2,000 / 2,000 characters',
      problem: null,
    });
  });

  it('says how far over the limit a message is', () => {
    expect(messageLength('a'.repeat(max + 1)).problem).toBe(
      'A message can be at most 2000 characters: shorten it by 1 character.',
    );
  });
});
