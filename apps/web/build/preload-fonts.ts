import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Preloads the font files the first screen uses (the Latin subsets of the body and heading faces), so text
 * switches to them early; `font-display: swap` from the font packages keeps the fallback text visible meanwhile.
 */
export function preloadFonts(files: RegExp[]): Plugin {
  return {
    name: 'cuepoint:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const bundle = context.bundle ?? {};
        return Object.keys(bundle)
          .filter((file) => files.some((pattern) => pattern.test(file)))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head-prepend',
          }));
      },
    },
  };
}
