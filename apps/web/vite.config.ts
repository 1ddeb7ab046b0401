import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // the dev server's port and its proxy to the API come from `npm run dev` (scripts/dev.mjs)
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // every browser the app supports preloads modules natively; the polyfill would only add bytes
    modulePreload: { polyfill: false },
  },
});
