import { describe, expect, it } from 'vitest';
import { DJ_SET_MESSAGES } from '@cuepoint/domain/djs/set-rules';
import { initialSetForm, savedSetMessage, setFormBody, setFormProblem } from './set-form-state.ts';
import { djSet } from './testing/set-fixtures.ts';

const filled = { ...initialSetForm(), title: 'Night', tracklist: 'A - B' };

describe('set form', () => {
  it('shows the spec messages before sending', () => {
    expect(setFormProblem({ ...filled, setType: 'tracklist', tracklist: '' }, false)).toBe(
      DJ_SET_MESSAGES.tracklistOnlyRequired,
    );
    expect(setFormProblem(filled, false)).toBe(DJ_SET_MESSAGES.mediaSetRequired);
    expect(setFormProblem({ ...filled, source: 'file' }, true)).toBeNull();
    // A chosen file does not count while the form is set to a URL.
    expect(setFormProblem({ ...filled, source: 'url' }, true)).toBe(DJ_SET_MESSAGES.mediaSetRequired);
    expect(setFormProblem({ ...filled, externalUrl: 'soundcloud.com/x' }, false)).toBe(
      DJ_SET_MESSAGES.urlInvalid,
    );
    expect(setFormProblem({ ...filled, externalUrl: 'https://soundcloud.com/x' }, false)).toBeNull();
  });

  it('sends a new set with its tracklist file name and its upload', () => {
    expect(
      setFormBody(
        { ...filled, source: 'file', tracklistFilename: 'night.csv', description: ' Warm ' },
        { uploadId: 'up1', editing: undefined },
      ),
    ).toEqual({
      title: 'Night',
      set_type: 'audio',
      description: 'Warm',
      is_public: true,
      tracklist: 'A - B',
      tracklist_filename: 'night.csv',
      upload_id: 'up1',
    });
    expect(
      setFormBody(
        { ...filled, setType: 'tracklist', externalUrl: 'https://x.y' },
        { uploadId: null, editing: undefined },
      ),
    ).toEqual({
      title: 'Night',
      set_type: 'tracklist',
      description: '',
      is_public: true,
      tracklist: 'A - B',
    });
  });

  it('sends an edit without the unchanged tracklist, and null for what the set no longer has', () => {
    const set = djSet();
    const unchanged = setFormBody(initialSetForm(set), { uploadId: null, editing: set });
    expect(unchanged).not.toHaveProperty('tracklist');
    expect(unchanged).not.toHaveProperty('external_url');
    expect(unchanged).not.toHaveProperty('upload_id');

    const toFile = setFormBody({ ...initialSetForm(set), source: 'file' }, { uploadId: 'up2', editing: set });
    expect(toFile).toMatchObject({ external_url: null, upload_id: 'up2' });

    const uploaded = djSet({
      external_url: null,
      media: { url: '/m', mime_type: 'audio/mpeg', size_bytes: 9, original_name: 'a.mp3' },
    });
    const toUrl = setFormBody(
      { ...initialSetForm(uploaded), source: 'url', externalUrl: 'https://mixcloud.com/kai/a/' },
      { uploadId: null, editing: uploaded },
    );
    expect(toUrl).toMatchObject({ external_url: 'https://mixcloud.com/kai/a/', upload_id: null });

    const toTracklist = setFormBody(
      { ...initialSetForm(set), setType: 'tracklist' },
      { uploadId: null, editing: set },
    );
    expect(toTracklist).toMatchObject({ set_type: 'tracklist', external_url: null });
  });

  it('tells how many tracks the server read', () => {
    expect(savedSetMessage(djSet({ title: 'Night', tracks: [] }), false)).toBe(
      '“Night” added: 0 tracks read from the tracklist.',
    );
    expect(savedSetMessage(djSet({ title: 'Night' }), true)).toBe(
      '“Night” saved: 1 track read from the tracklist.',
    );
  });
});
