import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMixcloudSecrets, mixcloudSecrets } from './secrets.ts';

describe('Mixcloud tokens at rest', () => {
  const secrets = mixcloudSecrets('k'.repeat(32));

  it('encrypts a token so that only its owner’s row opens it, and never as plain text', () => {
    const sealed = secrets.encrypt(7, 'mixcloud-access-token');
    expect(sealed).not.toContain('mixcloud-access-token');
    expect(secrets.encrypt(7, 'mixcloud-access-token')).not.toBe(sealed);
    expect(secrets.decrypt(7, sealed)).toBe('mixcloud-access-token');
    expect(secrets.decrypt(8, sealed)).toBeNull();
    expect(mixcloudSecrets('x'.repeat(32)).decrypt(7, sealed)).toBeNull();
    expect(secrets.decrypt(7, `${sealed.slice(0, -2)}AA`)).toBeNull();
  });

  it('signs links so that a changed payload or another key does not pass', () => {
    const signed = secrets.sign('start:7:1700000000');
    expect(secrets.verify(signed)).toBe('start:7:1700000000');
    expect(
      secrets.verify(signed.replace(/^[^.]+/, Buffer.from('start:8:1700000000').toString('base64url'))),
    ).toBeNull();
    expect(mixcloudSecrets('x'.repeat(32)).verify(signed)).toBeNull();
  });

  it('keeps a generated key under DATA_DIR when none is configured, the same after a restart', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-mixcloud-'));
    try {
      const sealed = (await loadMixcloudSecrets({ dataDir, configured: undefined })()).encrypt(1, 'tok');
      const again = await loadMixcloudSecrets({ dataDir, configured: undefined })();
      expect(again.decrypt(1, sealed)).toBe('tok');
      const stat = await fs.stat(path.join(dataDir, 'secrets', 'mixcloud-tokens.key'));
      expect(stat.mode & 0o777).toBe(0o600);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
