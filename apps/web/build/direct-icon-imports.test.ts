// @vitest-environment node
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIconModules, rewriteIconImports } from './direct-icon-imports.ts';

const icons = new Map([
  ['Headphones', '/icons/headphones.mjs'],
  ['HeadphonesIcon', '/icons/headphones.mjs'],
  ['ChevronDown', '/icons/chevron-down.mjs'],
]);

describe('direct icon imports', () => {
  it('imports each icon from its own module, keeping local names and line breaks', () => {
    const code = `import { useState } from 'react';\nimport {\n  Headphones,\n  ChevronDown as Down,\n} from 'lucide-react';\nconst x = 1;\n`;
    const rewritten = rewriteIconImports(code, icons);
    expect(rewritten).toBe(
      `import { useState } from 'react';\nimport Headphones from "/icons/headphones.mjs"; import Down from "/icons/chevron-down.mjs";\n\n\n\nconst x = 1;\n`,
    );
    expect(rewritten.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves other names of the package to its index', () => {
    expect(rewriteIconImports(`import { HeadphonesIcon, LucideProvider } from "lucide-react";`, icons)).toBe(
      `import HeadphonesIcon from "/icons/headphones.mjs"; import { LucideProvider } from "lucide-react";`,
    );
    expect(rewriteIconImports(`import { icons } from 'lucide-react';`, icons)).toBe(
      `import { icons } from "lucide-react";`,
    );
  });

  it('reads every name of an icon from the installed package', () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('lucide-react/package.json'));
    const modules = readIconModules(path.join(dir, 'dist/esm/lucide-react.mjs'));
    const file = modules.get('Headphones');
    expect(file).toMatch(/[\\/]icons[\\/]headphones\.mjs$/);
    expect(modules.get('HeadphonesIcon')).toBe(file);
    expect(modules.get('LucideHeadphones')).toBe(file);
    expect(modules.size).toBeGreaterThan(1000);
  });
});
