/**
 * The production server and the resources a bench must not leave behind (the server, Chromium, temporary
 * directories): stopped on success, failure and Ctrl-C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
// ---------------------------------------------------------------------------------------------------------------
// Resources that must not outlive the run: the server, Chromium and their temporary directories.

export const cleanups: Array<() => Promise<void> | void> = [];
export let cleaningUp: Promise<void> | undefined;

export function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('cleanup:', error);
      }
    }
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and Chromium`);
    void cleanup().finally(() => process.exit(130));
  });
}

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------------------------------------------------------------------------------------------------------------
// Build and server

export function ensureBuild() {
  const built =
    fs.existsSync(path.join(webDist, 'index.html')) &&
    fs.existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'));
  if (fs.existsSync(webDist) && built) return;
  console.log('apps/web/dist is missing or incomplete: building the web app (npm run build)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@cuepoint/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitFor(url: string, server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

export type Server = { origin: string; process: ChildProcess; output: string[] };

export async function startServer(port?: number): Promise<Server> {
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = tempDir('cuepoint-lighthouse-data-');
  const output: string[] = [];
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      CUEPOINT_SEED: 'demo',
      LOG_LEVEL: 'warn',
      // Every run comes from this one address; the page speed is measured here, not the per-address limit.
      RATE_LIMIT_MAX: '100000000',
      DATABASE_URL: '',
      SERVE_WEB: 'true',
    },
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  cleanups.push(() => stopProcess(server));
  try {
    await waitFor(`${origin}/api/v14/health`, server);
  } catch (error) {
    console.error(output.join(''));
    throw error;
  }
  return { origin, process: server, output };
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
