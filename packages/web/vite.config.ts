import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress';
import { pwa } from './build/pwa';

const apiTarget = process.env.DAYFLOW_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // precompress after pwa: the service worker and the manifest get their .br and .gz copies too.
  plugins: [react(), tailwindcss(), pwa(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the server to announce the planner's chunks in a signed-in page (server web/planner-preloads.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
