// Builds the web client (src/web) into dist/web; in development it proxies API calls to the Fastify server.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { API_PREFIXES } from './src/shared/api-prefixes.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // landing.html is the shell of the pre-rendered landing page, which loads landing-entry.ts instead of the SPA.
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./src/web/landing.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 3000,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
