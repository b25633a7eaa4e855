import path from 'node:path';

/**
 * One fresh server per run on its own data directory (embedded PGlite, outbox, uploads). The directory is chosen
 * once in the runner process and inherited by the workers through the environment.
 */
export const E2E_PORT = Number(process.env['CUEPOINT_E2E_PORT'] ?? 3210);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

if (!process.env['CUEPOINT_E2E_DATA_DIR']) {
  process.env['CUEPOINT_E2E_DATA_DIR'] = path.resolve(
    import.meta.dirname,
    '..',
    'artifacts',
    `data-${Date.now()}`,
  );
}
export const DATA_DIR = process.env['CUEPOINT_E2E_DATA_DIR'];
export const OUTBOX_DIR = path.join(DATA_DIR, 'outbox');
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screenshots');
