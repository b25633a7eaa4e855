import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export type OwnServer = {
  baseUrl: string;
  dataDir: string;
  /** The last lines the server wrote to stderr, for a failure's message. */
  output(): string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
};

/** Runs a node script from the repository root in the server's environment (to prepare its database first). */
export function runScript(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args[0]} ended with exit code ${code}`)),
    );
  });
}

/**
 * A spec's own production server (a port of its own) on embedded PGlite in a fresh data directory, without demo
 * content, with the e2e server's limits; `env` adds to or overrides that environment. `prepare` runs in the same
 * environment before the server starts (to put accounts in its database). Answers once /health/ready does.
 */
export async function startOwnServer(options: {
  /** How failures name it: "the <name> server exited". */
  name: string;
  port: number;
  env?: NodeJS.ProcessEnv;
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void>;
  readyTimeoutMs?: number;
}): Promise<OwnServer> {
  const { name, port } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${baseUrl}/api/v14/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: is a ${name} server of an earlier run still up?`);
  const dataDir = path.join(repoRoot, 'e2e', 'artifacts', `${name}-data-${port}-${Date.now()}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SERVE_WEB: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '5000',
    RATE_LIMIT_WRITE_MAX: '5000',
    AUTH_RATE_LIMIT_MULTIPLIER: '50',
    ALTCHA_MAX_NUMBER: '1000',
    CUEPOINT_SEED: 'none',
    ...options.env,
  };
  await options.prepare?.(env);
  const lines: string[] = [];
  const output = () => lines.join('');
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 100) lines.shift();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A worker torn down mid-test never leaves the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/v14/health/ready`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the ${name} server did not come up:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    dataDir,
    output,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
