import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/].*\.[cm]?[jt]sx?$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Icon names (`Headphones`, `HeadphonesIcon`, `LucideHeadphones`) and the module of each, read from the package's index. */
export function readIconModules(indexFile: string): Map<string, string> {
  const dir = path.dirname(indexFile);
  const modules = new Map<string, string>();
  const source = fs.readFileSync(indexFile, 'utf8');
  for (const [, names = '', file = ''] of source.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g,
  )) {
    for (const name of names.matchAll(/default\s+as\s+([A-Za-z0-9_$]+)/g)) {
      modules.set(name[1]!, path.join(dir, file));
    }
  }
  return modules;
}

/**
 * `import { A, B as C } from 'lucide-react'` → one import of each icon's own module. The bundler tree-shakes the
 * package's index either way, but the module graph then says which screen uses which icon: the header's icons stay in
 * the shell every page starts with and a dashboard's icons stay with the dashboard, instead of every icon the app uses
 * reaching everything through the one index module. Other names (types, the provider) still come from the index. The
 * replacement keeps the statement's line breaks, so source maps stay in place.
 */
export function rewriteIconImports(code: string, icons: ReadonlyMap<string, string>): string {
  return code.replace(ICON_IMPORT, (statement, specifiers: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    for (const specifier of specifiers.split(',').map((part) => part.trim())) {
      if (!specifier) continue;
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim());
      const file = icons.get(imported);
      if (file && !imported.startsWith('type ')) direct.push(`import ${local} from ${JSON.stringify(file)};`);
      else rest.push(specifier);
    }
    if (rest.length) direct.push(`import { ${rest.join(', ')} } from "lucide-react";`);
    const lineBreaks = statement.split('\n').length - 1;
    return direct.join(' ') + '\n'.repeat(lineBreaks);
  });
}

export function directIconImports(): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'cuepoint:direct-icon-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!APP_SOURCE.test(id) || !code.includes('lucide-react')) return null;
      if (!icons) {
        const require = createRequire(import.meta.url);
        const packageDir = path.dirname(require.resolve('lucide-react/package.json'));
        icons = readIconModules(path.join(packageDir, 'dist/esm/lucide-react.mjs'));
      }
      const rewritten = rewriteIconImports(code, icons);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
