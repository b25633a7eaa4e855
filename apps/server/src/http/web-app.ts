import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Security headers that govern a document (what it may load, frame or use) and mean nothing on a script, style
 * sheet, font, image or manifest. Files go out without them (pages and the service worker keep them): a phone's
 * first load fetches a dozen files, and the headers were larger than many of them. `X-Content-Type-Options:
 * nosniff` and the resource policy stay.
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
 * Hashed assets are kept for a year; the service worker is always revalidated so an update reaches every browser
 * at once; the other public files (favicon, manifest, blog images) are reused for a day, so the icon the page and
 * its manifest both name is fetched once.
 */
function cacheControlFor(immutable: boolean, worker: boolean): string {
  if (immutable) return 'public, max-age=31536000, immutable';
  if (worker) return 'no-cache';
  return 'public, max-age=86400';
}

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
    // Hashed names never change content, and the other files revalidate by ETag.
    lastModified: false,
    setHeaders: (res, servedPath) => {
      const filePath = servedPath.replace(/\.(br|gz)$/, '');
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      const worker = filePath.endsWith(`${path.sep}sw.js`);
      res.header('Cache-Control', cacheControlFor(immutable, worker));
      // The service worker runs under its own response's CSP; every other file is not a document.
      if (!worker) {
        for (const name of DOCUMENT_ONLY_HEADERS) {
          res.removeHeader(name);
          res.raw.removeHeader(name);
        }
      }
      if (worker) res.header('Service-Worker-Allowed', '/');
    },
  });
  // Pages, the home ("/") included, are answered by the page responder (http/pages) with this template.
  return fs.readFileSync(indexPath, 'utf8');
}
