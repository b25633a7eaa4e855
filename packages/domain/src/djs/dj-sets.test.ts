import { describe, expect, it } from 'vitest';
import { ZDjSetCreate, ZDjSetSimpleCreate, ZDjSetUpdate } from './dj-sets.ts';
import { DJ_SET_MESSAGES } from './set-rules.ts';
import { SET_EDIT_MESSAGES } from './set-edit-rules.ts';

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('set bodies', () => {
  it('reads a new set, blanks as absent', () => {
    const parsed = ZDjSetCreate.parse({
      title: '  Sunrise  ',
      set_type: 'audio',
      external_url: ' ',
      tracklist: 'A - B',
      upload_id: '',
      is_public: 'false',
    });
    expect(parsed).toMatchObject({ title: 'Sunrise', external_url: null, upload_id: null, is_public: false });
  });

  it('refuses a bad type, a URL that is not a web address and unsafe text', () => {
    expect(errorOf(ZDjSetCreate.safeParse({ title: 'x', set_type: 'podcast' }))).toBe(
      SET_EDIT_MESSAGES.setTypeInvalid,
    );
    expect(errorOf(ZDjSetCreate.safeParse({ title: 'x' }))).toBe(SET_EDIT_MESSAGES.setTypeInvalid);
    expect(errorOf(ZDjSetUpdate.safeParse({ external_url: 'javascript:alert(1)' }))).toBe(
      DJ_SET_MESSAGES.urlInvalid,
    );
    expect(errorOf(ZDjSetUpdate.safeParse({ title: 'a\u0000b' }))).toBe(
      'Title contains characters that are not allowed',
    );
    expect(errorOf(ZDjSetUpdate.safeParse({ title: 'x'.repeat(201) }))).toBe(
      'Title must be at most 200 characters',
    );
    expect(ZDjSetUpdate.safeParse({ tracklist: 'A\t-\tB\r\nC - D' }).success).toBe(true);
  });

  it('reads the simple upload with audio as the default type', () => {
    expect(
      ZDjSetSimpleCreate.parse({ title: 'x', external_url: 'https://youtu.be/abc', platform: 'youtube' }),
    ).toMatchObject({ set_type: 'audio', platform: 'youtube' });
  });
});
