import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

type Options = { level: string; stream?: unknown };

describe('loggerOptions', () => {
  it('writes JSON lines at info when nobody watches a terminal', async () => {
    const options = (await loggerOptions({ LOG_LEVEL: undefined }, { terminal: false })) as Options;
    expect(options.level).toBe('info');
    expect(options.stream).toBeUndefined();
  });

  it('on a terminal: pretty lines, warnings and errors only', async () => {
    const options = (await loggerOptions({ LOG_LEVEL: undefined }, { terminal: true })) as Options;
    expect(options.level).toBe('warn');
    expect(options.stream).toBeDefined();
  });

  it('LOG_LEVEL rules either way', async () => {
    expect(((await loggerOptions({ LOG_LEVEL: 'debug' }, { terminal: true })) as Options).level).toBe(
      'debug',
    );
    expect(((await loggerOptions({ LOG_LEVEL: 'error' }, { terminal: false })) as Options).level).toBe(
      'error',
    );
    expect(await loggerOptions({ LOG_LEVEL: 'silent' }, { terminal: true })).toBe(false);
  });
});
