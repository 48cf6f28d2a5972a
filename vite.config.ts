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

/** The web app's small shared modules: lib/ and the top level of components/. */
const SHARED_MODULE = /src[\\/]web[\\/](lib[\\/]|components[\\/][^\\/]+$)/;
/** Shared components that bring Radix with them: they stay with the dialogs and pages that use them. */
const LOADED_WHEN_USED = /(modal|dialog|drawer-panel|dropdown|popover-panel|admin-model-setting)\.tsx$/;
/** Radix and what it brings (floating-ui, scroll locking, focus guards). */
const UI_LIBRARY = /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/;

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
            // The pre-rendered landing page's script reads cookies too: a file of its own, so `/` stays at about 1.5 KB.
            { name: 'cookies', test: /src[\\/]web[\\/]lib[\\/]cookies\.ts$/, priority: 30 },
            // What every page of the app runs, in one long-cached file: React, the router and TanStack Query.
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/, priority: 20 },
            // Icons: one file rather than one per icon.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 15 },
            // Popovers and dialogs: one file, loaded with the first one a page shows or a person opens.
            { name: 'ui', test: UI_LIBRARY, priority: 12 },
            // The small pieces most pages share (the API client, session, server events, toasts, the header's parts, and what
            // they import: zod and the contracts they use), in one file instead of a few dozen.
            { name: 'shared', test: (id) => SHARED_MODULE.test(id) && !LOADED_WHEN_USED.test(id), priority: 10 },
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
