import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

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
      if (filePath.endsWith(`${path.sep}sw.js`)) res.header('Service-Worker-Allowed', '/');
    },
  });
  // Pages, the home ("/") included, are answered by the page responder (http/pages) with this template.
  return fs.readFileSync(indexPath, 'utf8');
}
