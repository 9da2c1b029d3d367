import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The members' app. `pnpm dev` proxies the API prefix to the reference server (API_ORIGIN,
 * default http://localhost:8787) so app and API share an origin as they do when served.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:8787', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The budgets script reads the manifest to find each route's initial chunks.
    manifest: true,
  },
});
