import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Security headers that govern a document (what it may load, frame or use) and mean nothing on a script, style
 * sheet or font. Hashed assets go out without them: a phone's first load fetches a dozen of these files, and the
 * headers were larger than many of them. `X-Content-Type-Options: nosniff` and the resource policy stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built SPA, precompressed: hashed assets cached for a year, everything else revalidated.
 * Returns the index.html text: the template of every page (see http/pages).
 * A missing file under /assets/ stays a 404, so a stale chunk fails loudly instead of parsing HTML as script.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<string> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new Error(`The web app is not built: ${indexPath} is missing. Run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // The build writes .br and .gz beside every compressible file above 1 KB (apps/web/build/precompress.ts);
    // the one the browser accepts is sent, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, servedPath) => {
      const filePath = servedPath.replace(/\.(br|gz)$/, '');
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (immutable) {
        for (const name of DOCUMENT_ONLY_HEADERS) {
          res.removeHeader(name);
          res.raw.removeHeader(name);
        }
      }
      if (filePath.endsWith(`${path.sep}sw.js`)) res.header('Service-Worker-Allowed', '/');
    },
  });
  // Pages, the home ("/") included, are answered by the page responder (http/pages) with this template.
  return fs.readFileSync(indexPath, 'utf8');
}
