/**
 * Bundle budget: the JavaScript a first visit to `/` downloads before anything lazy (the entry script and the
 * chunks index.html preloads), gzip-compressed, against the 200 KB budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

export function measureInitialJs() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const css = [...html.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const js = files.map((file) => ({ file, gzip: gz(file) }));
  return {
    js,
    jsGzip: js.reduce((sum, f) => sum + f.gzip, 0),
    cssGzip: css.reduce((sum, file) => sum + gz(file), 0),
    budget: BUDGET_BYTES,
  };
}

if (import.meta.main) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error('apps/web/dist is missing: run "npm run build" first.');
    process.exit(1);
  }
  const report = measureInitialJs();
  console.log('Initial JavaScript for / (gzip):');
  for (const f of report.js) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(
    `  total ${(report.jsGzip / 1024).toFixed(1)} KB of ${report.budget / 1024} KB budget (ratio ${(report.jsGzip / report.budget).toFixed(2)})`,
  );
  console.log(`  CSS ${(report.cssGzip / 1024).toFixed(1)} KB gzip`);
  process.exit(report.jsGzip > report.budget ? 1 : 0);
}
