// Renders the landing page to static HTML, once per interface language, so `/` (English) and `/<code>` (`/id`) need no
// React to display: dist/web/landing.html and landing.<code>.html, each with <html lang>, its description in its
// language and <link rel="alternate" hreflang> to every other (the server serves them: src/server/plugins/web.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';

const PLACEHOLDER = '<!--landing-html-->';
const source = 'dist/web/landing.html';

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const { LandingView } = await vite.ssrLoadModule('/app/routes/landing/landing-view.tsx');
  const { i18n, loadCatalogue, currentLocale } = await vite.ssrLoadModule('/i18n/i18n.ts');
  const { PRICE_WORDS_ID } = await vite.ssrLoadModule('/app/routes/landing/landing-prices.ts');
  const { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, landingPathOf } = await vite.ssrLoadModule('@shared/contracts/languages-constants.ts');
  const shell = readFileSync(source, 'utf8');
  if (!shell.includes(PLACEHOLDER)) throw new Error(`${source} has no ${PLACEHOLDER} placeholder.`);
  if (!/<html lang="[a-z-]+">/.test(shell)) throw new Error(`${source} has no <html lang> to set.`);
  // Every language's page names all of them, itself included, and English as the page for any other visitor.
  const alternates = [
    ...INTERFACE_LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${landingPathOf(language)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${landingPathOf(DEFAULT_INTERFACE_LANGUAGE)}" />`,
  ].join('\n    ');
  for (const language of INTERFACE_LANGUAGES) {
    await loadCatalogue(language);
    await i18n.changeLanguage(language);
    // The landing reads the operator's plans once it runs in the browser; rendered here, it shows the words for no
    // plans read yet.
    const landing = createElement(QueryClientProvider, { client: new QueryClient() }, createElement(LandingView));
    // The page's own pricing words, which its script writes the operator's prices with (landing-prices.ts).
    const priceWords = JSON.stringify({ language: currentLocale(), texts: i18n.getResourceBundle(language, 'translation').landing.pricing }).replaceAll('<', '\\u003c');
    const page = shell
      .replace(/<html lang="[a-z-]+">/, `<html lang="${language}">`)
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeAttribute(i18n.t('landing.meta.description'))}$2`)
      .replace('</head>', `  ${alternates}\n  </head>`)
      .replace(PLACEHOLDER, `${renderToStaticMarkup(landing)}\n<script type="application/json" id="${PRICE_WORDS_ID}">${priceWords}</script>`);
    writeFileSync(language === DEFAULT_INTERFACE_LANGUAGE ? source : source.replace(/\.html$/, `.${language}.html`), page);
  }
} finally {
  await vite.close();
}
// The app's API client, which the landing's pricing reads plans through, opens a BroadcastChannel when loaded (tabs
// share session renewals), and that channel keeps Node running: the pages are written, so the script ends here.
process.exit(0);
