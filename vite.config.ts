// Builds the web client (src/web) into dist/web; in development it proxies API calls to the Fastify server.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { API_PREFIXES } from './src/shared/api-prefixes.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Both HTML entries share one head (meta, icon and the theme script that prevents a flash of the wrong theme). */
function sharedHead(): Plugin {
  const headFile = fileURLToPath(new URL('./src/web/page-head.html', import.meta.url));
  return {
    name: 'engram-shared-head',
    transformIndexHtml: (html) => html.replace('<!--page-head-->', readFileSync(headFile, 'utf8').trim()),
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [sharedHead(), react(), tailwindcss()],
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
      // The shared contracts build their zod schemas at the top of each module: marked pure, a page that imports only
      // a limit or a path from a contract leaves the schemas (and zod) out of its chunks.
      treeshake: { manualPureFunctions: ['z', 'textField'] },
      output: {
        codeSplitting: {
          groups: [
            // What every signed-in page runs, in one long-cached file: React, the router and TanStack Query.
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
