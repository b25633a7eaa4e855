// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { publicModules } from './public-modules.ts';

type Graph = Record<string, { imports?: string[]; lazy?: string[] }>;

/** Runs the plugin's buildEnd over a module graph, as the bundler would at the end of the build. */
function reach(graph: Graph) {
  const modules = publicModules();
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      graph[id]
        ? { importedIds: graph[id].imports ?? [], dynamicallyImportedIds: graph[id].lazy ?? [] }
        : null,
  };
  const hook = modules.plugin.buildEnd as unknown as (this: typeof context) => void;
  hook.call(context);
  return modules;
}

const src = (file: string) => `/repo/apps/web/src/${file}`;

describe('publicModules', () => {
  const graph: Graph = {
    [src('main.tsx')]: { lazy: [src('app/start-app.tsx')] },
    [src('app/start-app.tsx')]: { imports: [src('ui/button.tsx'), src('features/home/routes.tsx')] },
    [src('features/home/routes.tsx')]: {
      lazy: [src('features/home/home-page.tsx')],
      imports: [src('features/venue-dashboard/routes.tsx')],
    },
    [src('features/home/home-page.tsx')]: { imports: [src('ui/field.tsx')] },
    [src('features/venue-dashboard/routes.tsx')]: { lazy: [src('features/venue-dashboard/page.tsx')] },
    [src('features/venue-dashboard/page.tsx')]: { imports: [src('ui/tabs.tsx'), src('ui/field.tsx')] },
    [src('ui/tabs.tsx')]: {},
    [src('ui/field.tsx')]: {},
    [src('ui/button.tsx')]: {},
  };

  it('holds what start-app reaches, statically or through public lazy screens', () => {
    const modules = reach(graph);
    expect(modules.has(src('ui/button.tsx'))).toBe(true);
    expect(modules.has(src('features/home/home-page.tsx'))).toBe(true);
    expect(modules.has(src('ui/field.tsx'))).toBe(true);
  });

  it('leaves out what only a dashboard reaches', () => {
    const modules = reach(graph);
    expect(modules.has(src('features/venue-dashboard/page.tsx'))).toBe(false);
    expect(modules.has(src('ui/tabs.tsx'))).toBe(false);
  });

  it('tells the first load (static imports of start-app) from what lazy screens reach', () => {
    const modules = reach(graph);
    expect(modules.firstLoad(src('ui/button.tsx'))).toBe(true);
    expect(modules.firstLoad(src('features/home/routes.tsx'))).toBe(true);
    expect(modules.firstLoad(src('features/home/home-page.tsx'))).toBe(false);
    expect(modules.firstLoad(src('ui/field.tsx'))).toBe(false);
    expect(modules.firstLoad(src('ui/tabs.tsx'))).toBe(false);
  });

  it('counts every module when start-app is not built (the server render)', () => {
    const modules = reach({ [src('entry-server.tsx')]: { imports: [src('ui/tabs.tsx')] } });
    expect(modules.has(src('ui/tabs.tsx'))).toBe(true);
    expect(modules.firstLoad(src('ui/tabs.tsx'))).toBe(true);
  });
});
