import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The smallest web build a server test serves: an index.html with an empty root, plus the files given. */
export async function makeWebDist(files: Record<string, string> = {}): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  const all = {
    'index.html': '<!doctype html><title>Cuepoint</title><div id="root"></div>',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    await fs.mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await fs.writeFile(path.join(dist, name), text);
  }
  return dist;
}
