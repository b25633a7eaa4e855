import { E2E_PORT } from './env.ts';

/** The local fake Mixcloud (apps/server/src/modules/djs/mixcloud/fake-mixcloud.ts), next to the app's port. */
export const MIXCLOUD_PORT = Number(process.env['CUEPOINT_E2E_MIXCLOUD_PORT'] ?? E2E_PORT + 3);
export const MIXCLOUD_URL = `http://127.0.0.1:${MIXCLOUD_PORT}`;

/** The app under test connects to the fake as its Mixcloud (site and API). */
export const MIXCLOUD_SERVER_ENV = {
  MIXCLOUD_CLIENT_ID: 'cuepoint-e2e',
  MIXCLOUD_CLIENT_SECRET: 'cuepoint-e2e-secret',
  MIXCLOUD_API_URL: MIXCLOUD_URL,
  MIXCLOUD_WWW_URL: MIXCLOUD_URL,
};

/** Steers the fake: take it down, revoke every token, keep new shows processing for some lookups. */
export async function steerMixcloud(change: {
  down?: boolean;
  revokeAll?: boolean;
  processingLookups?: number;
  nextUser?: { username: string; name: string };
}) {
  const response = await fetch(`${MIXCLOUD_URL}/__fake/control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`fake Mixcloud answered ${response.status}`);
}

export type FakeMixcloudUpload = {
  user: { username: string; name: string };
  key: string;
  fields: Record<string, string>;
  sections: Array<{ artist?: string; song?: string; start_time?: number }>;
  tags: string[];
  mp3: { filename: string; size: number };
};

/** What the fake received. */
export async function mixcloudUploads(): Promise<FakeMixcloudUpload[]> {
  const response = await fetch(`${MIXCLOUD_URL}/__fake/state`);
  return ((await response.json()) as { uploads: FakeMixcloudUpload[] }).uploads;
}
