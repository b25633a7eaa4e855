import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMixcloudPublish, TMixcloudStatus } from '@cuepoint/domain/mixcloud/api';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { djSet, ok } from '../sets/testing/set-fixtures.ts';
import { MixcloudCard } from './mixcloud-card.tsx';
import type { SendUpload } from './mixcloud-api.ts';

afterEach(() => vi.unstubAllGlobals());

const status = (overrides: Partial<TMixcloudStatus> = {}): TMixcloudStatus => ({
  connected: true,
  configured: true,
  platform_available: true,
  username: 'kai-berlin',
  name: 'Kai',
  connected_at: '2026-03-01T20:00:00.000Z',
  token_status: 'ok',
  ...overrides,
});

const publish = (overrides: Partial<TMixcloudPublish> = {}): TMixcloudPublish => ({
  id: 5,
  set_id: 1,
  title: 'Sunrise at Tresor',
  target: 'user',
  status: 'uploading',
  progress: 42,
  error: null,
  attempts: 1,
  tags: ['Techno'],
  sections_count: 20,
  cloudcast_url: null,
  created_at: '2026-03-01T20:00:00.000Z',
  updated_at: '2026-03-01T20:00:00.000Z',
  ...overrides,
});

const mp3Set = djSet({
  media: {
    url: '/uploads/media/a.mp3',
    mime_type: 'audio/mpeg',
    size_bytes: 150 * 1024 ** 2,
    original_name: 'sunrise.mp3',
  },
});

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /mixcloud-status.php': ok(status()),
    'GET /dj/sets': ok([mp3Set]),
    'GET /mixcloud-publishes.php': ok([]),
    ...overrides,
  } as Parameters<typeof fakeApi>[0];
}

const answer = {
  success: true as const,
  data: publish({ status: 'queued', progress: 0 }),
  queued: true,
  published_to: 'user' as const,
  error: null,
};

describe('MixcloudCard (DJ dashboard)', () => {
  it('tells the DJ Mixcloud is not available when the server has no Mixcloud application, in words for a DJ', async () => {
    fakeApi(
      routes({
        'GET /mixcloud-status.php': ok(
          status({ configured: false, connected: false, platform_available: false }),
        ),
      }),
    );
    renderAccount(<MixcloudCard />);
    expect(
      await screen.findByText('Publishing to Mixcloud is not available on this Cuepoint yet.'),
    ).toBeInTheDocument();
    // The operator's setup (variables, the README) is for the server log, never for a DJ.
    expect(document.body).not.toHaveTextContent(/MIXCLOUD_|README/);
    expect(screen.queryByRole('button', { name: 'Publish to Mixcloud' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing published to Mixcloud yet.')).toBeInTheDocument();
  });

  it('connects with a full-page redirect to mixcloud-start.php with its token', async () => {
    const api = fakeApi(
      routes({
        'GET /mixcloud-status.php': ok(status({ connected: false, username: null, name: null })),
        'POST /mixcloud-start-token.php': ok({
          t: 'abc',
          url: '/api/v14/mixcloud-start.php?t=abc',
          expires_at: '',
        }),
      }),
    );
    const redirect = vi.fn();
    renderAccount(<MixcloudCard redirect={redirect} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Mixcloud' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/v14/mixcloud-start.php?t=abc'));
    expect(api.callsTo('POST /mixcloud-start-token.php')).toHaveLength(1);
    // Not connected: "My Mixcloud account" cannot be chosen, the platform's account can.
    expect(screen.getByRole('radio', { name: 'My Mixcloud account' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Cuepoint’s Mixcloud' })).toBeChecked();
  });

  it('tests the token: testing, then ok with the account, or the spec’s message when Mixcloud refuses it', async () => {
    let valid = true;
    fakeApi(
      routes({
        'GET /mixcloud-token-test.php': () =>
          valid
            ? ok({ ok: true, username: 'kai-berlin', name: 'Kai', message: 'Your Mixcloud token works.' })
            : ok({ ok: false, username: null, name: null, message: 'Token invalid, please reconnect' }),
      }),
    );
    renderAccount(<MixcloudCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Test token' }));
    expect(
      await screen.findByText(/Your Mixcloud token works\. Signed in as Kai \(@kai-berlin\)/),
    ).toBeInTheDocument();
    valid = false;
    await userEvent.click(screen.getByRole('button', { name: 'Test token' }));
    expect(await screen.findByText('Token invalid, please reconnect')).toBeInTheDocument();
  });

  it('asks for an MP3 when the set has none, and sends nothing', async () => {
    fakeApi(routes({ 'GET /dj/sets': ok([djSet()]) }));
    const send = vi.fn<SendUpload>();
    renderAccount(<MixcloudCard send={send} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish to Mixcloud' }));
    expect(await screen.findByText('To publish to Mixcloud, please upload an MP3 file.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: /High-fidelity pro streaming/ })).toBeDisabled();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('publishes the set with its own MP3 and tags, then follows the upload’s progress', async () => {
    let listed: TMixcloudPublish[] = [];
    fakeApi(routes({ 'GET /mixcloud-publishes.php': () => ok(listed) }));
    const send = vi.fn<SendUpload>(async (_request, onProgress) => {
      onProgress({ loaded: 1, total: 1, percent: 100 });
      listed = [publish()];
      return answer;
    });
    renderAccount(<MixcloudCard send={send} />);
    await userEvent.type(await screen.findByLabelText(/Tags/), 'Techno, House');
    await userEvent.click(screen.getByRole('button', { name: 'Publish to Mixcloud' }));
    expect(await screen.findByText(/is queued for My Mixcloud account/)).toBeInTheDocument();
    expect(send.mock.calls[0]![0]).toEqual({
      setId: 1,
      title: 'Sunrise at Tresor',
      target: 'user',
      tags: 'Techno, House',
      mp3: null,
      tracklist: null,
    });
    const bar = await screen.findByRole('progressbar', { name: /Upload of “Sunrise at Tresor” to Mixcloud/ });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
  });

  it('refuses more than 5 tags before sending', async () => {
    fakeApi(routes());
    const send = vi.fn<SendUpload>();
    renderAccount(<MixcloudCard send={send} />);
    await userEvent.type(await screen.findByLabelText(/Tags/), 'a, b, c, d, e, f');
    await userEvent.click(screen.getByRole('button', { name: 'Publish to Mixcloud' }));
    expect(await screen.findByText('Mixcloud takes at most 5 tags.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a failed upload’s reason and tries it again without sending the MP3 a second time', async () => {
    fakeApi(
      routes({
        'GET /mixcloud-publishes.php': ok([
          publish({ status: 'failed', error: 'Token invalid, please reconnect', progress: 0 }),
        ]),
      }),
    );
    const send = vi.fn<SendUpload>(async () => answer);
    renderAccount(<MixcloudCard send={send} />);
    const list = await screen.findByRole('list', { name: 'Your Mixcloud uploads' });
    expect(within(list).getByText('Token invalid, please reconnect')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]![0]).toMatchObject({ setId: 1, target: 'user', mp3: null, tags: 'Techno' });
  });

  it('checks a published upload on Mixcloud: still processing, then its sections', async () => {
    let processing = true;
    fakeApi(
      routes({
        'GET /mixcloud-publishes.php': ok([
          publish({
            status: 'published',
            progress: 100,
            cloudcast_url: 'https://www.mixcloud.com/kai/sunrise/',
          }),
        ]),
        'GET /mixcloud-cloudcast.php': () =>
          ok(
            processing
              ? {
                  processing: true,
                  has_sections: false,
                  sections_count: 0,
                  title: 'Sunrise at Tresor',
                  url: null,
                  message: null,
                }
              : {
                  processing: false,
                  has_sections: true,
                  sections_count: 20,
                  title: 'Sunrise at Tresor',
                  url: 'https://www.mixcloud.com/kai/sunrise/',
                  message: null,
                },
          ),
      }),
    );
    renderAccount(<MixcloudCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Check on Mixcloud' }));
    expect(
      await screen.findByText('Mixcloud is still processing this upload. Try again in a few minutes.'),
    ).toBeInTheDocument();
    processing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Check on Mixcloud' }));
    expect(
      await screen.findByText('“Sunrise at Tresor” is on Mixcloud with 20 sections.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open on Mixcloud/ })).toHaveAttribute(
      'href',
      'https://www.mixcloud.com/kai/sunrise/',
    );
  });

  it('says how the connection ended when Mixcloud sends the DJ back', async () => {
    fakeApi(routes());
    renderAccount(<MixcloudCard />, { url: '/dj-dashboard?mixcloud=denied' });
    expect(
      await screen.findByText('Mixcloud was not connected: the authorization was declined.'),
    ).toBeInTheDocument();
  });
});
