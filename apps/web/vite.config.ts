import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/dev': apiTarget,
      '/checkout': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // every browser the app supports preloads modules natively; the polyfill would only add bytes
    modulePreload: { polyfill: false },
  },
});
