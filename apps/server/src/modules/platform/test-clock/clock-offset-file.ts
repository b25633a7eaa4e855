import fs from 'node:fs/promises';
import path from 'node:path';

/** Where the test clock keeps how far it was moved, so a demo survives a restart: DATA_DIR/test-clock.json. */
export const offsetFile = (dataDir: string) => path.join(dataDir, 'test-clock.json');

/** The saved offset in milliseconds; 0 when the clock was never moved (or the file is unreadable). */
export async function readOffset(dataDir: string): Promise<number> {
  let text: string;
  try {
    text = await fs.readFile(offsetFile(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const offset = (JSON.parse(text) as { offset_ms?: unknown }).offset_ms;
  if (typeof offset !== 'number' || !Number.isFinite(offset) || offset < 0)
    throw new Error(`${offsetFile(dataDir)} holds no valid offset_ms`);
  return offset;
}

/** Saves the offset whole or not at all (a new file renamed over the old one). */
export async function writeOffset(dataDir: string, offsetMs: number): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = offsetFile(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify({ offset_ms: offsetMs })}\n`);
  await fs.rename(temporary, file);
}
