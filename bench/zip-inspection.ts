// Stems ZIP inspection (decision record 038): a 4-stem ZIP of real-sized stems on local disk is inspected in place
// (directory, then every entry inflated as a stream and discarded) and a zip bomb with a lying directory is refused;
// reports the time, the inflated throughput and the heap growth. Run: node bench/zip-inspection.ts [MB per stem]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLocalFileStore } from '../apps/server/src/adapters/files/local-file-store.ts';
import { storedSource } from '../apps/server/src/modules/music/producer/byte-source.ts';
import { inspectZip } from '../apps/server/src/modules/music/producer/zip-inspection.ts';
import {
  buildZip,
  declareUncompressedSize,
  wavBytes,
} from '../apps/server/src/modules/music/producer/zip-testing.ts';

const STEM_MB = Number(process.argv[2] ?? 40);
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-zip-bench-'));
const files = createLocalFileStore(dir);

async function time(label: string, key: string, bytes: Buffer, kind: 'stems_zip' | 'elements_zip') {
  await files.put(key, bytes, 'application/zip');
  const heap = process.memoryUsage().heapUsed;
  const started = performance.now();
  let outcome: string;
  try {
    const { entries } = await inspectZip(kind, storedSource(files, key, bytes.length));
    outcome = `accepted (${entries.length} entries)`;
  } catch (error) {
    outcome = `refused: ${(error as Error).message}`;
  }
  const ms = performance.now() - started;
  const grown = (process.memoryUsage().heapUsed - heap) / 1024 / 1024;
  console.log(`${label}: ${ms.toFixed(0)} ms, ${outcome}, heap +${grown.toFixed(1)} MB`);
  return ms;
}

try {
  const stems = await buildZip(
    ['kick', 'bass', 'harmony', 'vocal'].map((stem, index) => ({
      name: `stems/${stem}.wav`,
      bytes: wavBytes(STEM_MB * 1024 * 1024, index + 1),
    })),
  );
  const inflatedMb = 4 * STEM_MB;
  const ms = await time(
    `4 stems of ${STEM_MB} MB (zip ${(stems.length / 1024 / 1024).toFixed(0)} MB)`,
    'b/stems.zip',
    stems,
    'stems_zip',
  );
  console.log(`  ${(inflatedMb / (ms / 1000)).toFixed(0)} MB/s inflated`);
  const silence = Buffer.concat([wavBytes(0), Buffer.alloc(512 * 1024 * 1024)]);
  const bomb = declareUncompressedSize(await buildZip([{ name: 'vocal.wav', bytes: silence }]), 4096);
  await time(
    `bomb: 512 MB of silence declared as 4 KB (zip ${(bomb.length / 1024).toFixed(0)} KB)`,
    'b/bomb.zip',
    bomb,
    'elements_zip',
  );
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
