// Renders the landing page to static HTML inside dist/web/landing.html, so `/` needs no React to display.
import { readFileSync, writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';

const PLACEHOLDER = '<!--landing-html-->';
const target = 'dist/web/landing.html';

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const { LandingView } = await vite.ssrLoadModule('/app/routes/landing/landing-view.tsx');
  const page = readFileSync(target, 'utf8');
  if (!page.includes(PLACEHOLDER)) throw new Error(`${target} has no ${PLACEHOLDER} placeholder.`);
  writeFileSync(target, page.replace(PLACEHOLDER, renderToStaticMarkup(createElement(LandingView))));
} finally {
  await vite.close();
}
