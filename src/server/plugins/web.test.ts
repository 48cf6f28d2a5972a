import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, registerWeb } from './web.ts';

const dirs: string[] = [];

/** A built web client with the pages given (name → HTML). */
function webDir(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'engram-web-'));
  dirs.push(dir);
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);
  return dir;
}

async function appServing(dir: string) {
  const app = Fastify();
  await app.register(cookie);
  await registerWeb(app, { webDir: dir });
  return app;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('[I18N] the pre-rendered landing page in each language', () => {
  it('serves English at / and Indonesian at /id, and sends a signed-in person on to the app', async () => {
    const app = await appServing(webDir({ 'index.html': 'app', 'landing.html': '<html lang="en">landing', 'landing.id.html': '<html lang="id">beranda' }));
    expect((await app.inject({ url: '/' })).body).toBe('<html lang="en">landing');
    const indonesian = await app.inject({ url: '/id' });
    expect(indonesian.statusCode).toBe(200);
    expect(indonesian.headers['cache-control']).toBe('no-cache');
    expect(indonesian.body).toBe('<html lang="id">beranda');
    const signedIn = await app.inject({ url: '/id', cookies: { email: 'sari@example.com' } });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/showcase');
    await app.close();
  });

  it('gives a language without a page of its own the app, which shows the landing page in it', async () => {
    const app = await appServing(webDir({ 'index.html': 'app', 'landing.html': 'landing' }));
    expect((await app.inject({ url: '/id' })).body).toBe('app');
    await app.close();
  });

  it('allows the inline scripts of every language’s landing page', () => {
    const dir = webDir({ 'index.html': '<script>a()</script>', 'landing.html': '<script>a()</script>', 'landing.id.html': '<script>b()</script>' });
    expect(inlineScriptHashes(dir)).toHaveLength(2);
  });
});

describe('[ACCESS] what the built web client answers for an address it does not have', () => {
  it('gives a client route the app, and a missing script or an unknown API path a 404, never the app', async () => {
    const app = await appServing(webDir({ 'index.html': 'app', 'landing.html': 'landing' }));
    const page = await app.inject({ url: '/no/such/page' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('app');
    const asset = await app.inject({ url: '/assets/no-such-chunk.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toEqual({ message: 'No route for GET /assets/no-such-chunk.js.' });
    const api = await app.inject({ url: '/persona/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route for GET /persona/does-not-exist.' });
    await app.close();
  });
});

describe('[ACCESS] the built web client’s scripts', () => {
  it('serves a script of the build for a year, compressed where the browser accepts it, and nothing under another spelling', async () => {
    const dir = webDir({ 'index.html': 'app', 'landing.html': 'landing' });
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'main-a1b2.js'), 'console.log(1);');
    writeFileSync(join(dir, 'assets', 'main-a1b2.js.br'), 'brotli bytes');
    const app = await appServing(dir);
    const plain = await app.inject({ url: '/assets/main-a1b2.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('console.log(1);');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await app.inject({ url: '/assets/main-a1b2.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
    expect((await app.inject({ method: 'HEAD', url: '/assets/main-a1b2.js' })).statusCode).toBe(200);
    for (const url of ['/assets/MAIN-A1B2.js', '/assets/main-a1b2.js%2F..%2F..%2Findex.html', '/assets/..%2Findex.html']) {
      const refused = await app.inject({ url });
      expect(refused.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(refused.body, url).not.toContain('app');
    }
    await app.close();
  });
});
