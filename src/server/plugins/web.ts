// Serves the built web client: hashed assets cached for a year, HTML never cached, client routes
// fall back to the single-page app, and unknown API paths answer JSON 404.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../shared/api-prefixes.ts';
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, landingPathOf } from '../../shared/contracts/languages-constants.ts';
import { COOKIE_NAMES } from '../../shared/contracts/users-constants.ts';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The pre-rendered landing page of each language (scripts/prerender-landing.mjs): landing.html, landing.id.html… */
function landingFileOf(language: string): string {
  return language === DEFAULT_INTERFACE_LANGUAGE ? 'landing.html' : `landing.${language}.html`;
}

/** CSP hashes of the inline scripts in the built HTML (the theme script that prevents a flash of the wrong theme). */
export function inlineScriptHashes(webDir: string): string[] {
  const hashes = new Set<string>();
  for (const page of ['index.html', ...INTERFACE_LANGUAGES.map(landingFileOf)]) {
    const file = join(webDir, page);
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      hashes.add(`'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
    }
  }
  return [...hashes];
}

export async function registerWeb(app: FastifyInstance, options: { webDir: string }): Promise<void> {
  const root = resolve(options.webDir);
  const hasBuild = existsSync(join(root, 'index.html'));
  const landingPage = existsSync(join(root, 'landing.html')) ? 'landing.html' : 'index.html';

  const sendHtml = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(file, root);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // One wildcard route, not one per built file: listing and routing the build's files at start took half a
      // second. A path with no file falls through to the not-found handler below.
      wildcard: true,
      // The build writes .br and .gz beside each asset (scripts/compress-web.mjs), served in its place.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    // The hashed scripts and styles by name, listed once at start. The wildcard route above lists every folder of the
    // path asked for on each request, to refuse a name spelt differently from the file's (a case-insensitive disk): two
    // listings of some 670 names for every script a page loads, 7 % of the pages server's CPU profile while the browser
    // tests' accessibility spec ran (its three servers 10.9 → 10.4 and 10.0 → 9.3 CPU-seconds, two pairs side by side
    // on a busy machine). Served only when the name is one of the build's, they need no such check.
    const assetsDir = join(root, 'assets');
    const assetNames = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
    app.get('/assets/:name', { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!assetNames.has(name)) return reply.callNotFound();
      return reply.sendFile(`assets/${name}`);
    });

    // The landing page is static HTML, at / in English and at /<code> in each other language (/id); a signed-in
    // person goes straight to the app, as the client guard would. Without a page of its own a language's address
    // gets the app, which shows the landing page in that language.
    for (const language of INTERFACE_LANGUAGES) {
      const file = landingFileOf(language);
      const page = language === DEFAULT_INTERFACE_LANGUAGE ? landingPage : existsSync(join(root, file)) ? file : 'index.html';
      app.get(landingPathOf(language), { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
        if (request.cookies[COOKIE_NAMES.email]) return reply.redirect('/showcase', 302);
        return sendHtml(reply, page);
      });
    }
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing script or image must fail loudly, not come back as the app's HTML.
    const isAssetPath = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !isAssetPath;
    if (hasBuild && isPageRequest) return sendHtml(reply, 'index.html');
    const message = `No route for ${request.method} ${path}.`;
    return reply.code(404).send(request.url.startsWith('/users') ? { success: false, message } : { message });
  });
}
