import type { Plugin } from 'vite';

/** The module that starts the app in the browser. */
const START = /[\\/]src[\\/]app[\\/]start-app\.tsx$/;
/** The signed-in dashboards' screens: loaded only by the accounts they are for. */
const DASHBOARD = /[\\/]src[\\/]features[\\/][a-z-]*dashboard[\\/]/;

export type PublicModules = {
  plugin: Plugin;
  /** Reached from start-app, statically or through a lazy screen, without entering the dashboards. */
  has(id: string): boolean;
  /** Reached from start-app through static imports alone: what every page's first load runs. */
  firstLoad(id: string): boolean;
};

/**
 * Finds the modules the public pages can load: start-app and everything it reaches, statically or through a lazy
 * screen, without entering the dashboards; and among them the first load, what start-app imports statically. A chunk
 * group can then hold the code the public pages share without taking in modules that only dashboards use, and the
 * shell every page starts with can hold only what starting needs (a dialog that opens on a press loads then), even
 * when they all live side by side in ui/ and lib/. When start-app is not part of the build (the server render),
 * every module counts.
 */
export function publicModules(): PublicModules {
  let reached: Set<string> | null = null;
  let first: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'cuepoint:public-modules',
    apply: 'build',
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => START.test(id));
      if (!start) {
        reached = null;
        first = null;
        return;
      }
      const walk = (lazy: boolean) => {
        const seen = new Set<string>([start]);
        const queue = [start];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          const info = this.getModuleInfo(id);
          const next = [...(info?.importedIds ?? []), ...(lazy ? (info?.dynamicallyImportedIds ?? []) : [])];
          for (const module of next) {
            if (seen.has(module) || DASHBOARD.test(module)) continue;
            seen.add(module);
            queue.push(module);
          }
        }
        return seen;
      };
      reached = walk(true);
      first = walk(false);
    },
  };
  return {
    plugin,
    has: (id) => reached === null || reached.has(id),
    firstLoad: (id) => first === null || first.has(id),
  };
}
