import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { preloadFonts } from './build/preload-fonts.ts';
import { precompress } from './build/precompress.ts';
import { scriptsAfterContent } from './build/scripts-after-content.ts';
import { publicModules } from './build/public-modules.ts';

const apiTarget = process.env.CUEPOINT_API_URL ?? 'http://localhost:3000';

const publicCode = publicModules();
const SHELL = /apps[\\/]web[\\/]src[\\/](ui|lib|app[\\/](?!start-app))/;

/**
 * What every page loads comes in a few chunks instead of dozens of 1–2 KB ones (each small file costs a request
 * and its headers on a phone's first load): React and the router, the icons, and the app's own shared UI code.
 * Screens, dialogs, forms and zod still load with what needs them.
 */
const FIRST_LOAD_CHUNKS = [
  // Vite's module preload helper stays alone, so the tiny entry that waits for the first paint imports nothing else.
  { name: 'preload-helper', test: /preload-helper|rolldown:runtime|rolldown-runtime/, priority: 40 },
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
    priority: 30,
  },
  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 20 },
  // ui and lib modules that only the dashboards use stay with them instead of loading on every public page.
  {
    name: 'shell',
    test: (id: string) => SHELL.test(id) && publicCode.has(id),
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
    publicCode.plugin,
    precompress(),
  ],
  server: { port: 5173, proxy: { '/api': apiTarget } },
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
