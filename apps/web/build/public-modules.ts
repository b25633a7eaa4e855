import type { Plugin } from 'vite';

/** The module that starts the app in the browser. */
const START = /[\\/]src[\\/]app[\\/]start-app\.tsx$/;
/** The signed-in dashboards' screens: loaded only by the accounts they are for. */
const DASHBOARD = /[\\/]src[\\/]features[\\/][a-z-]*dashboard[\\/]/;

/**
 * Finds the modules the public pages can load: start-app and everything it reaches, statically or through a lazy
 * screen, without entering the dashboards. A chunk group can then hold the code the public pages share without
 * taking in modules that only dashboards use, even when they live beside it in ui/ and lib/. When start-app is not
 * part of the build (the server render), every module counts.
 */
export function publicModules(): { plugin: Plugin; has(id: string): boolean } {
  let reached: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'cuepoint:public-modules',
    apply: 'build',
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => START.test(id));
      if (!start) {
        reached = null;
        return;
      }
      const seen = new Set<string>([start]);
      const queue = [start];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        const info = this.getModuleInfo(id);
        for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
          if (seen.has(next) || DASHBOARD.test(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      reached = seen;
    },
  };
  return { plugin, has: (id) => reached === null || reached.has(id) };
}
