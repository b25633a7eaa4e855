import type { Plugin } from 'vite';

/**
 * Pages arrive rendered, so the app's scripts only make them interactive: they load at low priority, after what
 * the first screen shows (the document, its fonts and images), instead of competing with it on a slow network.
 */
export function scriptsAfterContent(): Plugin {
  return {
    name: 'cuepoint:scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(
            /<script type="module"(?![^>]*fetchpriority)/g,
            '<script type="module" fetchpriority="low"',
          )
          .replace(
            /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
            '<link rel="modulepreload" fetchpriority="low"',
          ),
    },
  };
}
