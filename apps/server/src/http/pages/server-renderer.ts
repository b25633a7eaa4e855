import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TPaymentsConfig } from '@cuepoint/domain/payments/intents';

/** The signed-in user as the web app knows it (the `/user/profile` answer). */
export type RenderUser = { id: number; email: string; user_type: string; display_name: string };

type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      title: string | undefined;
      description: string | undefined;
      canonical?: string | undefined;
      structuredData?: string | undefined;
      state: string;
    };

/** The web app's server entry (apps/web/src/entry-server.tsx), as built into `dist-ssr/`. */
export type ServerRenderer = {
  renderPage(input: {
    url: string;
    origin: string;
    user: RenderUser | null;
    dataBudgetMs?: number;
    payments?: TPaymentsConfig;
  }): Promise<RenderResult>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
};

/** Where the server build of the web app lives beside its browser build. */
export function serverEntryPath(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');
}

/** Loads the web app's server entry, or undefined when the build has none (then pages are sent as the plain app). */
export async function loadServerRenderer(webDistDir: string): Promise<ServerRenderer | undefined> {
  const entry = serverEntryPath(webDistDir);
  if (!fs.existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}
