import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('falls back to the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.outboxDir).toMatch(/data\/outbox$/);
    expect(config.CUEPOINT_SEED).toBe('demo');
  });

  it('resolves a relative DATA_DIR from where npm was run', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/cuepoint' }).dataDir).toBe('/srv/cuepoint/data');
    expect(loadConfig({ DATA_DIR: '/var/lib/cuepoint', INIT_CWD: '/srv/cuepoint' }).dataDir).toBe(
      '/var/lib/cuepoint',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ CUEPOINT_SEED: 'lots' }, 'CUEPOINT_SEED'],
  ])('stops on %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
