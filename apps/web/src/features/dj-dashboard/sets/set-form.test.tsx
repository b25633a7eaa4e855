import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DJ_SET_MESSAGES } from '@cuepoint/domain/djs/set-rules';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { SetForm } from './set-form.tsx';
import { fakeUploader } from './testing/fake-uploader.ts';
import { djSet, ok, STORAGE } from './testing/set-fixtures.ts';
import { renderPart } from './testing/render-part.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MB = 1024 * 1024;

function setup(routes: Parameters<typeof fakeApi>[0] = {}, options: { set?: ReturnType<typeof djSet> } = {}) {
  const saved = vi.fn();
  const fake = fakeUploader();
  const api = fakeApi({
    'GET /dj/storage': ok(STORAGE),
    'POST /dj/sets': ({ body }) => ok(djSet({ ...(body as object), tracks: [] }), 201),
    ...routes,
  });
  renderPart(<SetForm set={options.set} uploader={fake.uploader} onSaved={saved} />);
  return { api, fake, saved, user: userEvent.setup({ applyAccept: false }) };
}

describe('SetForm', () => {
  it('asks a tracklist-only set for its title and tracklist before sending', async () => {
    const { api, user, saved } = setup();
    await user.click(screen.getByRole('radio', { name: 'Tracklist only' }));
    expect(screen.queryByRole('group', { name: 'Where the set plays' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add DJ Set' }));
    expect(screen.getByText(DJ_SET_MESSAGES.tracklistOnlyRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(DJ_SET_MESSAGES.tracklistOnlyRequired);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(api.callsTo('POST /dj/sets')).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Closing notes');
    await user.type(screen.getByLabelText('Tracklist'), 'Bicep - Glue{enter}Four Tet - Baby');
    await user.click(screen.getByRole('button', { name: 'Add DJ Set' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(api.callsTo('POST /dj/sets')[0]?.body).toEqual({
      title: 'Closing notes',
      set_type: 'tracklist',
      description: '',
      is_public: true,
      tracklist: 'Bicep - Glue\nFour Tet - Baby',
    });
    expect(
      await screen.findByText('“Closing notes” added: 0 tracks read from the tracklist.'),
    ).toBeInTheDocument();
  });

  it('asks an audio set for a tracklist and a URL or a file, and sends the tracklist file’s name', async () => {
    const { api, user } = setup();
    await user.type(screen.getByLabelText('Title'), 'Sunrise');
    await user.click(screen.getByRole('button', { name: 'Add DJ Set' }));
    expect(screen.getByText(DJ_SET_MESSAGES.mediaSetRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Set URL')).toHaveAttribute('aria-invalid', 'true');

    const csv = new File(['Artist,Track,StartTime\nBicep,Glue,00:00\n'], 'sunrise.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Upload tracklist file'), csv);
    expect(await screen.findByText('From sunrise.csv')).toBeInTheDocument();
    expect(screen.getByLabelText('Tracklist')).toHaveValue('Artist,Track,StartTime\nBicep,Glue,00:00\n');

    await user.type(screen.getByLabelText('Set URL'), 'soundcloud.com/kai');
    await user.click(screen.getByRole('button', { name: 'Add DJ Set' }));
    expect(screen.getByText(DJ_SET_MESSAGES.urlInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Set URL'));
    await user.type(screen.getByLabelText('Set URL'), 'https://soundcloud.com/kai/sunrise');
    await user.click(screen.getByRole('checkbox', { name: /Public/ }));
    await user.click(screen.getByRole('button', { name: 'Add DJ Set' }));
    await waitFor(() => expect(api.callsTo('POST /dj/sets')).toHaveLength(1));
    expect(api.callsTo('POST /dj/sets')[0]?.body).toEqual({
      title: 'Sunrise',
      set_type: 'audio',
      description: '',
      is_public: false,
      tracklist: 'Artist,Track,StartTime\nBicep,Glue,00:00\n',
      tracklist_filename: 'sunrise.csv',
      external_url: 'https://soundcloud.com/kai/sunrise',
    });
  });

  it('refuses a tracklist or media file of another type with a clear message', async () => {
    const { user, fake } = setup();
    await user.upload(screen.getByLabelText('Upload tracklist file'), new File(['x'], 'list.pdf'));
    expect(screen.getByText(DJ_SET_MESSAGES.tracklistFileInvalid)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Media file' }));
    const picker = screen.getByLabelText('Choose audio file');
    expect(picker).toHaveAttribute('accept', expect.stringContaining('.mp3'));
    await user.upload(picker, new File(['x'], 'mix.mp4', { type: 'video/mp4' }));
    expect(screen.getByText(DJ_SET_MESSAGES.audioFileInvalid)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.getByLabelText('Choose video file')).toHaveAttribute('accept', '.mp4,video/mp4');
    await user.upload(screen.getByLabelText('Choose video file'), new File(['x'], 'clip.mov'));
    expect(screen.getByText(DJ_SET_MESSAGES.videoFileInvalid)).toBeInTheDocument();
    expect(fake.uploads).toHaveLength(0);
  });

  it('shows the upload’s progress, pauses, resumes, waits out a lost connection and saves with the upload', async () => {
    let checks = 0;
    const { api, user, fake, saved } = setup({
      'GET /dj/uploads/up-1': () => {
        checks += 1;
        return ok({
          id: 'up-1',
          status: checks > 1 ? 'complete' : 'uploading',
          error: null,
          size_bytes: 100 * MB,
          offset_bytes: 100 * MB,
          mime_type: 'audio/mpeg',
          original_name: 'sunrise.mp3',
        });
      },
    });
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    await user.type(screen.getByLabelText('Title'), 'Sunrise');
    await user.type(screen.getByLabelText('Tracklist'), 'Bicep - Glue');
    await user.click(screen.getByRole('radio', { name: 'Media file' }));
    await user.upload(screen.getByLabelText('Choose audio file'), new File(['mp3'], 'sunrise.mp3'));
    const upload = fake.last();
    expect(upload.file.name).toBe('sunrise.mp3');
    expect(screen.getByRole('radio', { name: 'Video' })).toBeDisabled();

    act(() => upload.callbacks.onProgress(0, 100 * MB));
    clock = 1000;
    act(() => upload.callbacks.onProgress(30 * MB, 100 * MB));
    const bar = screen.getByRole('progressbar', { name: 'Uploading sunrise.mp3' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    const panel = screen.getByTestId('upload-progress');
    expect(panel).toHaveTextContent('30%');
    expect(panel).toHaveTextContent('30 MB of 100 MB');
    expect(panel).toHaveTextContent('30 MB/s · 3 s left');

    await user.click(within(panel).getByRole('button', { name: 'Pause upload' }));
    expect(upload.paused).toBe(true);
    expect(panel).toHaveTextContent('Paused');
    await user.click(within(panel).getByRole('button', { name: 'Resume upload' }));
    expect(upload.resumed).toBe(1);

    act(() => upload.callbacks.onConnectionLost());
    expect(panel).toHaveTextContent(
      'Connection lost: the upload goes on where it stopped when you are back online',
    );
    act(() => upload.callbacks.onReconnected());
    clock = 2000;
    act(() => upload.callbacks.onProgress(60 * MB, 100 * MB));
    expect(bar).toHaveAttribute('aria-valuenow', '60');

    // Sent before the upload finished: the set is saved once the file is in and checked.
    await user.click(screen.getByRole('button', { name: 'Add DJ Set' }));
    expect(
      screen.getByText('Your set is saved as soon as the upload is finished and checked.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /dj/sets')).toHaveLength(0);

    act(() => upload.callbacks.onProgress(100 * MB, 100 * MB));
    act(() => upload.callbacks.onSuccess('up-1'));
    expect(await screen.findByText('Upload finished: checking the file…')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /dj/sets')).toHaveLength(1), { timeout: 3000 });
    expect(api.callsTo('POST /dj/sets')[0]?.body).toMatchObject({
      title: 'Sunrise',
      set_type: 'audio',
      upload_id: 'up-1',
    });
    expect(api.callsTo('POST /dj/sets')[0]?.body).not.toHaveProperty('external_url');
    await waitFor(() => expect(saved).toHaveBeenCalled());
  });

  it('says "Error uploading DJ set. Please try again." when the set could not be sent after its upload', async () => {
    const { user, fake } = setup({
      'GET /dj/uploads/up-4': ok({
        id: 'up-4',
        status: 'complete',
        error: null,
        size_bytes: 3,
        offset_bytes: 3,
        mime_type: 'audio/mpeg',
        original_name: 'late.mp3',
      }),
      'POST /dj/sets': 'network-error',
    });
    await user.type(screen.getByLabelText('Title'), 'Late night');
    await user.type(screen.getByLabelText('Tracklist'), 'Bicep - Glue');
    await user.click(screen.getByRole('radio', { name: 'Media file' }));
    await user.upload(screen.getByLabelText('Choose audio file'), new File(['mp3'], 'late.mp3'));
    act(() => fake.last().callbacks.onProgress(3, 3));
    act(() => fake.last().callbacks.onSuccess('up-4'));
    await user.click(screen.getByRole('button', { name: 'Add DJ Set' }));
    expect(await screen.findByText(DJ_SET_MESSAGES.uploadUnreachable)).toBeInTheDocument();
    expect(DJ_SET_MESSAGES.uploadUnreachable).toBe('Error uploading DJ set. Please try again.');
  });

  it('shows the server’s rejection of the uploaded content', async () => {
    const rejection = "This file's content is not audio (MP3, WAV, FLAC, M4A, AAC, AIFF) or MP4 video.";
    const { user, fake } = setup({
      'GET /dj/uploads/up-2': ok({
        id: 'up-2',
        status: 'rejected',
        error: rejection,
        size_bytes: 10,
        offset_bytes: 10,
        mime_type: null,
        original_name: 'fake.mp3',
      }),
    });
    await user.click(screen.getByRole('radio', { name: 'Media file' }));
    await user.upload(screen.getByLabelText('Choose audio file'), new File(['MZ'], 'fake.mp3'));
    act(() => fake.last().callbacks.onSuccess('up-2'));
    expect(await screen.findByText(`Failed to upload DJ set: ${rejection}`)).toBeInTheDocument();
    expect(within(screen.getByTestId('upload-progress')).getByRole('alert')).toHaveTextContent(rejection);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('cancels an upload and refuses one larger than the free storage', async () => {
    const { user, fake } = setup({
      'GET /dj/storage': ok({ used_bytes: 10 * 1024 ** 3 - 5, limit_bytes: 10 * 1024 ** 3, free_bytes: 5 }),
    });
    await user.click(screen.getByRole('radio', { name: 'Media file' }));
    await waitFor(() => expect(fake.uploads).toHaveLength(0));
    await user.upload(screen.getByLabelText('Choose audio file'), new File(['123456'], 'big.wav'));
    expect(
      await screen.findByText('This file is larger than your free storage (5 bytes free)'),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose audio file'), new File(['1234'], 'small.wav'));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(fake.last().cancelled).toBe(true);
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
  });

  it('says why adding failed, with the spec’s toast', async () => {
    const { user } = setup({
      'POST /dj/sets': {
        status: 422,
        body: { success: false, error: 'Give either a set URL or a media file, not both' },
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Tracklist only' }));
    await user.type(screen.getByLabelText('Title'), 'Notes');
    await user.type(screen.getByLabelText('Tracklist'), 'A - B');
    await user.click(screen.getByRole('button', { name: 'Add DJ Set' }));
    expect(await screen.findByText('Failed to add DJ set')).toBeInTheDocument();
    expect(screen.getByText('Give either a set URL or a media file, not both')).toBeInTheDocument();
  });

  it('edits a set with its values, keeping the stored tracklist unless it changes', async () => {
    const set = djSet({ id: 9, title: 'Old title' });
    const { api, user } = setup(
      { 'PUT /dj/sets/9': ({ body }) => ok(djSet({ ...set, ...(body as object) })) },
      { set },
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Old title');
    expect(screen.getByLabelText('Set URL')).toHaveValue('https://soundcloud.com/kai/sunrise');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'New title');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT /dj/sets/9')).toHaveLength(1));
    expect(api.callsTo('PUT /dj/sets/9')[0]?.body).toEqual({
      title: 'New title',
      set_type: 'audio',
      description: '',
      is_public: true,
    });
  });
});
