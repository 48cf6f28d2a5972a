// Renders the landing page to static HTML inside dist/web/landing.html, so `/` needs no React to display.
import { readFileSync, writeFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';

const PLACEHOLDER = '<!--landing-html-->';
const target = 'dist/web/landing.html';

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const { LandingView } = await vite.ssrLoadModule('/app/routes/landing/landing-view.tsx');
  // The pricing reads the operator's plans with a query: a client of its own, which never fetches while rendering, so
  // the static page shows what is true without the server's answer and the app fills in the prices once it loads.
  const client = new QueryClient();
  const page = readFileSync(target, 'utf8');
  if (!page.includes(PLACEHOLDER)) throw new Error(`${target} has no ${PLACEHOLDER} placeholder.`);
  writeFileSync(target, page.replace(PLACEHOLDER, renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(LandingView)))));
  // Its queries' clean-up timers would keep the process alive for minutes.
  client.clear();
} finally {
  await vite.close();
}
// Something the page's modules start while loading (a timer or a socket of a library) can outlive vite.close(); the
// page is written, so the build goes on.
process.exit(0);
