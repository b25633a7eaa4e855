import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { preloadFonts } from './build/preload-fonts.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.CUEPOINT_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts([
      /inter-latin-wght-normal-[\w-]+\.woff2$/,
      /space-grotesk-latin-wght-normal-[\w-]+\.woff2$/,
    ]),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/api': apiTarget } },
  // Maps stay beside the build for debugging but are not referenced, and the server never serves them.
  build: { outDir: 'dist', sourcemap: 'hidden', target: 'es2022' },
});
