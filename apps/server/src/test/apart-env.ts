/**
 * The configuration of a process run apart from the server in a test (the demo seed, the blog import): the test's
 * data directory, the embedded database, quiet logs.
 */
export function apartEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'],
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  };
}
