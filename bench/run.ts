/** `npm run bench`: every benchmark in turn. Build the web app first (`npm run build`) for the bundle report. */
import { spawnSync } from 'node:child_process';

for (const script of [
  'bundle.ts',
  'tracklists.ts',
  'http.ts',
  'matchmaking.ts',
  'notifications-reliability.ts',
  'memory.ts',
  'lighthouse.ts',
]) {
  console.log(`\n=== ${script} ===`);
  const result = spawnSync(process.execPath, [script, ...process.argv.slice(2)], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exitCode = 1;
}
