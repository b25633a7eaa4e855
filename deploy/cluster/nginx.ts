/**
 * nginx in front of the server processes: Debian's package (installed with apt-get when missing and running as
 * root), run in the foreground with deploy/nginx/cuepoint.conf filled in for one port and a list of processes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const template = path.resolve(import.meta.dirname, '../nginx/cuepoint.conf');

export function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The nginx binary; installs Debian's nginx package first when it is missing and this process may. */
export function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error('nginx is not installed: run `sudo apt-get install nginx` (Debian) and start again');
  console.log("nginx is missing: installing Debian's nginx package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  const installed = findNginx();
  if (result.status !== 0 || !installed) throw new Error('apt-get could not install nginx');
  return installed;
}

export type NginxOptions = {
  port: number;
  /** The server processes' ports on 127.0.0.1. */
  appPorts: number[];
  /** Where the filled-in configuration, pid, logs and temporary files go. */
  runDir: string;
};

/** deploy/nginx/cuepoint.conf with its placeholders filled in. */
export function renderNginxConfig(options: NginxOptions): string {
  const servers = options.appPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return fs
    .readFileSync(template, 'utf8')
    .replaceAll('{{RUN_DIR}}', options.runDir)
    .replaceAll('{{PORT}}', String(options.port))
    .replaceAll('{{SERVERS}}', servers);
}

export type Nginx = { process: ChildProcess; configFile: string; stop(): Promise<void> };

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const binary = ensureNginx();
  fs.mkdirSync(options.runDir, { recursive: true });
  // Run as root, nginx's workers drop to an unprivileged user that must still write its temporary files here.
  fs.chmodSync(options.runDir, 0o1777);
  const configFile = path.join(options.runDir, 'nginx.conf');
  fs.writeFileSync(configFile, renderNginxConfig(options));
  const check = spawnSync(binary, ['-t', '-q', '-c', configFile, '-g', 'daemon off;'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child = spawn(binary, ['-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, 300);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nginx exited at start with code ${code} (see ${options.runDir}/error.log)`));
    });
  });
  return {
    process: child,
    configFile,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGQUIT: graceful, open requests finish first.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
