import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '..');
// The domain package's modules run inside the server too.
const domainDir = path.resolve(import.meta.dirname, '../../../../packages/domain/src');
const LAZY_IMPORT = /import\(\s*['"](\.{1,2}\/[^'"]+\.ts)['"]\s*\)/g;
const STATIC_IMPORT = /^import\s+['"]([^'"]+\.ts)['"];/gm;

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the compile cache warmed by npm run build', () => {
  it('covers every server module loaded lazily, so the started server never loads the type stripper', () => {
    const graphFile = path.join(import.meta.dirname, 'main-graph.ts');
    const warmed = new Set(
      [...fs.readFileSync(graphFile, 'utf8').matchAll(STATIC_IMPORT)].map((match) =>
        path.resolve(import.meta.dirname, match[1]!),
      ),
    );
    const lazy = [...serverSources(srcDir), ...serverSources(domainDir)].flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(LAZY_IMPORT)].map((match) =>
        path.resolve(path.dirname(file), match[1]!),
      ),
    );
    const missing = lazy
      .filter((file) => !file.startsWith(import.meta.dirname) && !warmed.has(file))
      .map((file) => path.relative(srcDir, file));
    expect(lazy.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
