import { runScript, startOwnServer, type OwnServer } from './own-server.ts';

/** The account-home spec's own server (a port of its own), so a tour manager account can be put in its database. */
export const ACCOUNT_HOME_PORT = Number(process.env['CUEPOINT_ACCOUNT_HOME_PORT'] ?? 3320);
export const ACCOUNT_HOME_URL = `http://127.0.0.1:${ACCOUNT_HOME_PORT}`;

export type AccountHomeServer = Pick<OwnServer, 'stop'>;

/**
 * The production server on embedded PGlite in a fresh data directory, without demo content, holding one tour manager
 * (email, password, name) added before it starts.
 */
export function startAccountHomeServer(tourManager: {
  email: string;
  password: string;
  name: string;
}): Promise<AccountHomeServer> {
  return startOwnServer({
    name: 'account-home',
    port: ACCOUNT_HOME_PORT,
    prepare: (env) =>
      runScript(
        ['e2e/support/seed-tour-manager.ts', tourManager.email, tourManager.password, tourManager.name],
        env,
      ),
  });
}
