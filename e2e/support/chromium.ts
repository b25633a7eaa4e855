import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian's Chromium (or one named by CHROMIUM_PATH); the suite never downloads a browser. */
export function findChromium(): string | undefined {
  const candidates = [
    process.env['CHROMIUM_PATH'],
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    return (
      execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
        encoding: 'utf8',
      }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** Flags for a closed network: without them Chromium keeps dialing out and the machine refuses it. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
