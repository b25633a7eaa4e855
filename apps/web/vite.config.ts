import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { preloadFonts } from './build/preload-fonts.ts';
import { precompress } from './build/precompress.ts';
import { scriptsAfterContent } from './build/scripts-after-content.ts';
import { publicModules } from './build/public-modules.ts';
import { directIconImports } from './build/direct-icon-imports.ts';

const apiTarget = process.env.CUEPOINT_API_URL ?? 'http://localhost:3000';

const publicCode = publicModules();
const SHELL = /apps[\\/]web[\\/]src[\\/](ui|lib|app[\\/](?!start-app))/;
const ICONS = /node_modules[\\/]lucide-react[\\/]/;

/**
 * What every page loads comes in a few chunks instead of dozens of 1–2 KB ones (each small file costs a request
 * and its headers on a phone's first load): React and the router, and the app shell (with the few icons it draws).
 * Screens, dialogs (and the dialog library), forms and zod load with what needs them; so do the icons of the public
 * screens, together in one chunk.
 */
const FIRST_LOAD_CHUNKS = [
  // Vite's module preload helper stays alone, so the tiny entry that waits for the first paint imports nothing else.
  { name: 'preload-helper', test: /preload-helper|rolldown:runtime|rolldown-runtime/, priority: 40 },
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
    priority: 30,
  },
  // The icons public screens use beyond the shell's (the shell takes its own with it), in one chunk rather than a
  // request per icon; a dashboard's own icons load with the dashboard.
  {
    name: 'icons',
    test: (id: string) => ICONS.test(id) && publicCode.has(id) && !publicCode.firstLoad(id),
    priority: 20,
  },
  // The app shell every page starts with: the ui, lib and app modules start-app imports statically. Shared pieces
  // that only some screens or a dialog use (forms, the dialog library) load with those, not on every first visit.
  {
    name: 'shell',
    test: (id: string) => SHELL.test(id) && publicCode.firstLoad(id),
    priority: 10,
  },
  // Small pieces several public pages share (post cards, the newsletter form's parts, fee lines, the set player)
  // in one chunk instead of a request each.
  {
    name: 'public-shared',
    test: /features[\\/](blog[\\/](post-card|format)|content[\\/](use-captcha|honeypot-field|form-error|captcha-field)|home[\\/](latest-sets-player|set-embed|use-latest-sets)|pages[\\/]fee-text)\.tsx?$|domain[\\/]src[\\/](content[\\/](blog-catalog|captcha-question|honeypot|newsletter-messages)|pricing[\\/]fees|djs[\\/](embeds|set-platforms))\.ts$/,
    priority: 5,
  },
];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts([
      /inter-latin-wght-normal-[\w-]+\.woff2$/,
      /space-grotesk-latin-wght-normal-[\w-]+\.woff2$/,
    ]),
    scriptsAfterContent(),
    directIconImports(),
    publicCode.plugin,
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: apiTarget,
        // The dev server's pages are the app's own: their writes reach the API as from its origin, which refuses a
        // cookie-carrying write from any other (apps/server/src/http/same-origin.ts).
        configure: (proxy) =>
          proxy.on('proxyReq', (request, incoming) => {
            const origin = incoming.headers.origin;
            if (origin && URL.canParse(origin) && new URL(origin).host === incoming.headers.host)
              request.setHeader('origin', new URL(apiTarget).origin);
          }),
      },
    },
  },
  // Maps stay beside the build for debugging but are not referenced, and the server never serves them.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_CHUNKS } } },
  },
  // The server render bundles the few icons it uses instead of loading every icon of the package at boot
  // (about 20 MB of the server's resident memory).
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//, 'react-router', /^@tanstack\//] },
});
