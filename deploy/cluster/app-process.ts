/** One Cuepoint server process of a cluster: started like `npm start` (production, same V8 flags), stopped with SIGTERM. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** What `npm start` sets beyond the code: config.node_options and config.malloc_arena_max of apps/server/package.json. */
function startConfig(): { nodeOptions: string[]; mallocArenaMax: string | undefined } {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
    config?: { node_options?: string; malloc_arena_max?: string };
  };
  return {
    nodeOptions: (manifest.config?.node_options ?? '').split(/\s+/).filter(Boolean),
    mallocArenaMax: manifest.config?.malloc_arena_max,
  };
}

export type AppProcess = {
  name: string;
  port: number;
  child: ChildProcess;
  /** The last lines it printed, for a failure report. */
  output: string[];
  exited: Promise<number | null>;
};

export function spawnAppProcess(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  /** Lines go to this process's stdout with the name in front; otherwise kept for failure reports only. */
  echo?: boolean;
}): AppProcess {
  const config = startConfig();
  const child = spawn(process.execPath, [...config.nodeOptions, 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...(config.mallocArenaMax ? { MALLOC_ARENA_MAX: config.mallocArenaMax } : {}),
      ...process.env,
      NODE_COMPILE_CACHE: path.join(root, 'node_modules/.cache/cuepoint-server'),
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      output.push(line);
      if (output.length > 200) output.shift();
      if (options.echo) console.log(`[${options.name}] ${line}`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name: options.name, port: options.port, child, output, exited };
}

/** Waits until the process answers readiness; throws with its output when it exits or takes too long. */
export async function waitUntilReady(app: AppProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const url = `http://127.0.0.1:${app.port}/api/v14/health/ready`;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null)
      throw new Error(`${app.name} exited with code ${app.child.exitCode}:\n${app.output.join('\n')}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${app.name} was not ready within ${timeoutMs / 1000} s:\n${app.output.join('\n')}`);
}

/** SIGTERM (graceful shutdown), then SIGKILL after `graceMs`; answers the exit code. */
export async function stopAppProcess(app: AppProcess, graceMs = 20_000): Promise<number | null> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return app.child.exitCode;
  app.child.kill('SIGTERM');
  const timer = setTimeout(() => app.child.kill('SIGKILL'), graceMs);
  const code = await app.exited;
  clearTimeout(timer);
  return code;
}
