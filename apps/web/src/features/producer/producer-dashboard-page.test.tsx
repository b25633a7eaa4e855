import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACK_REMOVAL_MESSAGES } from '@cuepoint/domain/producers/track-removal';
import { TRACK_UPLOAD_MESSAGES } from '@cuepoint/domain/producers/track-upload';
import { ZIP_MESSAGES } from '@cuepoint/domain/producers/zip-rules';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { DEMO_PRODUCER_PROFILE, DEMO_PRODUCER_TRACKS } from './demo-data.ts';
import { ProducerDashboardPage } from './producer-dashboard-page.tsx';
import type { TrackFileUploader } from './track-uploader.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => ({ body: { success: true, data } });
const profile = { ...DEMO_PRODUCER_PROFILE, user_id: 7, producer_name: 'Low Tide', training_hourly_rate: 0 };
const { user_id: _id, stats, ...profileFields } = profile;
const sessionOf = (userType: string) => sessionUser({ user_type: userType, display_name: 'Low Tide' });
/** GET /user/profile as the server answers a producer: the profile fields in data, the session user in user. */
const userProfile = (fields = profileFields) => ({
  body: { success: true, data: fields, user: sessionOf('producer') },
});

function producerRoutes(userType = 'producer') {
  const user = sessionOf(userType);
  return {
    ...baseRoutes(),
    'GET /auth/session': { body: { success: true, user, data: user } },
    'GET /user/profile': userProfile(),
    'GET /producer/stats': ok(stats),
    'GET /producer/tracks': ok([]),
  };
}

/** An uploader that reports half, then the whole file, then accepts it, unless its name says "bad". */
const fakeUploader: TrackFileUploader = async (file, kind, callbacks) => {
  callbacks.onProgress(file.size / 2, file.size);
  queueMicrotask(() => {
    if (file.name.startsWith('bad')) callbacks.onError(ZIP_MESSAGES.stemCount(3));
    else callbacks.onSuccess(`${'a'.repeat(32)}.${kind === 'main_track' ? 'wav' : 'zip'}`);
  });
  return { cancel: async () => undefined };
};

const renderPage = () =>
  renderAccount(<ProducerDashboardPage uploader={fakeUploader} />, { url: '/producer-dashboard' });
const location = () => screen.getByTestId('location').textContent;

describe('ProducerDashboardPage', () => {
  it('sends a visitor to /producers and another account type home', async () => {
    const visitor = fakeApi(baseRoutes());
    const first = renderPage();
    await vi.waitFor(() => expect(location()).toBe('/producers'));
    expect(visitor.callsTo('GET /user/profile')).toHaveLength(0);
    expect(visitor.callsTo('GET /producer/stats')).toHaveLength(0);
    first.unmount();
    fakeApi(producerRoutes('dj'));
    renderPage();
    await vi.waitFor(() => expect(location()).toBe('/'));
  });

  it('says why the dashboard could not load, and loads again on Try again', async () => {
    let fail = true;
    fakeApi({
      ...producerRoutes(),
      'GET /user/profile': () =>
        fail ? { status: 500, body: { success: false, error: 'Something went wrong' } } : userProfile(),
    });
    renderPage();
    expect(
      await screen.findByText(/Your dashboard could not be loaded: Something went wrong/),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Low Tide' })).toBeInTheDocument();
  });

  it('shows a taken remix handle at its field', async () => {
    fakeApi({
      ...producerRoutes(),
      'PUT /producer/profile': {
        status: 409,
        body: { success: false, error: 'This remix handle is already taken. Please choose another one.' },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await userEvent.type(within(dialog).getByLabelText(/Remix handle/), 'taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    expect(await within(dialog).findByText(/already taken/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Remix handle/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the dashboard from the server and saves Edit Profile to it', async () => {
    const api = fakeApi({
      ...producerRoutes(),
      'PUT /producer/profile': ({ body }) =>
        ok({ ...profile, ...(body as object), training_hourly_rate: 40 }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Low Tide' })).toBeInTheDocument();
    // The profile comes from the spec's GET /user/profile, the five cards from GET /producer/stats.
    expect(api.callsTo('GET /user/profile')).toHaveLength(1);
    expect(api.callsTo('GET /producer/stats')).toHaveLength(1);
    expect(screen.queryByTestId('daw-training')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const handle = within(dialog).getByLabelText(/Remix handle/);
    await userEvent.clear(handle);
    await userEvent.type(handle, '-bad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    expect(await within(dialog).findByText(/Cannot start or end with hyphens/)).toBeInTheDocument();
    expect(api.callsTo('PUT /producer/profile')).toHaveLength(0);
    await userEvent.clear(handle);
    await userEvent.type(handle, 'low-tide');
    expect(within(dialog).getByText('Your remix URL: remix.me/low-tide')).toBeInTheDocument();
    const rate = within(dialog).getByLabelText('Training rate per hour');
    await userEvent.clear(rate);
    await userEvent.type(rate, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /producer/profile')[0]?.body).toMatchObject({
      remix_handle: 'low-tide',
      training_hourly_rate: '40',
    });
    expect(screen.getByText('remix.me/low-tide')).toBeInTheDocument();
    expect(screen.getByTestId('daw-training')).toBeInTheDocument();
  });

  it('uploads a track with progress per file, shows a refused ZIP in its slot, and lists the track', async () => {
    let saved = false;
    const api = fakeApi({
      ...producerRoutes(),
      'GET /producer/tracks': () => ok(saved ? [DEMO_PRODUCER_TRACKS[1]] : []),
      'POST /producer/tracks': () => {
        saved = true;
        return { status: 201, body: { success: true, data: DEMO_PRODUCER_TRACKS[1] } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload First Track' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Track' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Track' }));
    expect(within(dialog).getByText(TRACK_UPLOAD_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(TRACK_UPLOAD_MESSAGES.mainTrackRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Warehouse Dawn');
    await userEvent.selectOptions(within(dialog).getByLabelText('Genre'), 'Techno');
    const wav = new File(['RIFF'], 'dawn.wav', { type: 'audio/wav' });
    await userEvent.upload(within(dialog).getByLabelText('Main track: choose file'), wav);
    expect(await within(dialog).findByText(/dawn.wav \(1 KB\) uploaded and checked/)).toBeInTheDocument();
    const stems = within(dialog).getByLabelText('4-stem ZIP: choose file');
    await userEvent.upload(stems, new File(['PK'], 'bad-stems.zip', { type: 'application/zip' }));
    expect(await within(dialog).findByText(ZIP_MESSAGES.stemCount(3))).toBeInTheDocument();
    await userEvent.upload(stems, new File(['PK'], 'stems.zip', { type: 'application/zip' }));
    expect(await within(dialog).findByText(/stems.zip \(1 KB\) uploaded and checked/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Track' }));
    expect(within(dialog).getByText(TRACK_UPLOAD_MESSAGES.priceRequired('stems_zip'))).toBeInTheDocument();
    expect(within(dialog).getByText(TRACK_UPLOAD_MESSAGES.rightsRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getAllByLabelText(/Price/)[0]!, '5');
    await userEvent.click(within(dialog).getByLabelText(/I confirm I own all rights/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Track' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /producer/tracks')).toHaveLength(1);
    const library = await screen.findByTestId('track-library');
    expect(await within(library).findByText('Warehouse Dawn (sample)')).toBeInTheDocument();
  });

  it('removes a track after asking, and reads the library and its counts again', async () => {
    const mistake = { ...DEMO_PRODUCER_TRACKS[0]!, id: 11, title: 'Wrong Upload' };
    const keeper = { ...DEMO_PRODUCER_TRACKS[1]!, id: 12, title: 'Keeper' };
    let removed = false;
    const api = fakeApi({
      ...producerRoutes(),
      'GET /producer/stats': () => ok({ ...stats, tracks_uploaded: removed ? 1 : 2 }),
      'GET /producer/tracks': () => ok(removed ? [keeper] : [mistake, keeper]),
      'DELETE /producer/tracks/11': () => {
        removed = true;
        return ok({ id: 11 });
      },
    });
    renderPage();
    const library = await screen.findByTestId('track-library');
    expect(screen.getByTestId('stat-tracks_uploaded')).toHaveTextContent('2');

    // Keep track: nothing is sent.
    await userEvent.click(within(library).getByRole('button', { name: 'Remove “Wrong Upload”' }));
    let question = await screen.findByRole('alertdialog', { name: 'Remove “Wrong Upload”?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep track' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /producer/tracks/11')).toHaveLength(0);

    await userEvent.click(within(library).getByRole('button', { name: 'Remove “Wrong Upload”' }));
    question = await screen.findByRole('alertdialog', { name: 'Remove “Wrong Upload”?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Remove track' }));
    await vi.waitFor(() => expect(within(library).queryByText('Wrong Upload')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /producer/tracks/11')).toHaveLength(1);
    expect(within(library).getByText('Keeper')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('stat-tracks_uploaded')).toHaveTextContent('1'));
    expect(await screen.findByText('“Wrong Upload” was removed from your Track Library')).toBeInTheDocument();
  });

  it('says why a track could not be removed and keeps it listed', async () => {
    const sold = { ...DEMO_PRODUCER_TRACKS[0]!, id: 11, title: 'Sold One' };
    fakeApi({
      ...producerRoutes(),
      'GET /producer/tracks': ok([sold]),
      'DELETE /producer/tracks/11': {
        status: 409,
        body: { success: false, error: TRACK_REMOVAL_MESSAGES.sold },
      },
    });
    renderPage();
    const library = await screen.findByTestId('track-library');
    await userEvent.click(within(library).getByRole('button', { name: 'Remove “Sold One”' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove “Sold One”?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Remove track' }));
    expect(
      await screen.findByText(`“Sold One” could not be removed: ${TRACK_REMOVAL_MESSAGES.sold}`),
    ).toBeInTheDocument();
    expect(within(library).getByText('Sold One')).toBeInTheDocument();
  });

  it('uploading shows a progress bar per file', async () => {
    fakeApi(producerRoutes());
    const slow: TrackFileUploader = async (file, _kind, callbacks) => {
      callbacks.onProgress(file.size / 4, file.size);
      return { cancel: async () => undefined };
    };
    renderAccount(<ProducerDashboardPage uploader={slow} />, { url: '/producer-dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload First Track' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Track' });
    await userEvent.upload(
      within(dialog).getByLabelText('Main track: choose file'),
      new File(['RIFF0000WAVE'], 'dawn.wav'),
    );
    expect(within(dialog).getByRole('progressbar', { name: 'Main track upload' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    // A browser's picker may still hand over another type ("All files"): the slot refuses it.
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(dialog).getByLabelText('Project file: choose file'), new File(['x'], 'song.exe'));
    expect(within(dialog).getByText(TRACK_UPLOAD_MESSAGES.wrongType('project_file'))).toBeInTheDocument();
  });
});
