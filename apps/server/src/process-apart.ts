import { spawn } from 'node:child_process';

export type ApartOptions = {
  /** The process's arguments after its entry file. */
  args?: readonly string[];
  /** Its environment (its configuration); the server's own by default. */
  env?: NodeJS.ProcessEnv;
  /** 'inherit' shows its output with the server's; 'capture' answers its standard output. */
  output: 'inherit' | 'capture';
  /** Names the process in the error its failure rejects with ("the demo seed process ended with exit code 1"). */
  name: string;
};

/**
 * Runs a TypeScript entry of the server in a process of its own and waits for it to end: work that loads libraries
 * or fills allocator pools only once (the demo seed, the blog's Markdown import) leaves none of that memory in the
 * server (decision record 021). Resolves with its standard output when captured; rejects when it fails.
 */
export function runApart(entry: string, options: ApartOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...(options.args ?? [])], {
      env: options.env ?? process.env,
      stdio: ['ignore', options.output === 'capture' ? 'pipe' : 'inherit', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(new Error(`the ${options.name} process ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}
