// The outbound guard against a real HTTP server on 127.0.0.1: loopback refused unless allowed, private, link-local and
// metadata addresses refused whether written or resolved (before any connection), the checked address is the one
// connected to, redirects returned rather than followed, and answers bounded in size and time.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch, isNonPublicAddress, OutboundRefusedError, type AddressResolver } from './guarded-fetch.ts';

let server: Server;
let port: number;
const seen: { method: string; url: string; body: string; host: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', body, host: request.headers.host });
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (request.url === '/large') {
        response.writeHead(200, { 'content-type': 'application/json' });
        // Sent in pieces without a length, so only counting the bytes can stop it.
        for (let index = 0; index < 40; index += 1) response.write('x'.repeat(1024));
        response.end();
      } else if (request.url === '/slow') {
        setTimeout(() => response.end('late'), 2000);
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A resolver that answers from a table and records what it was asked. */
function resolverOf(table: Record<string, string[]>): AddressResolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = (async (hostname: string) => {
    asked.push(hostname);
    return table[hostname] ?? [];
  }) as AddressResolver & { asked: string[] };
  resolve.asked = asked;
  return resolve;
}

const guard = (allowLoopback: boolean, resolve: AddressResolver = resolverOf({}), limits: { timeoutMs?: number; maxResponseBytes?: number } = {}) =>
  createGuardedFetch({ allowLoopback, resolve, timeoutMs: limits.timeoutMs ?? 5000, maxResponseBytes: limits.maxResponseBytes ?? 16 * 1024 });

describe('createGuardedFetch', () => {
  it('classes the addresses no outside request may reach', () => {
    for (const address of ['10.1.2.3', '172.20.0.1', '192.168.0.10', '169.254.169.254', '100.100.100.200', '127.0.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00:ec2::254', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '224.0.0.1']) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isNonPublicAddress(address), address).toBe(false);
  });

  it('refuses loopback, written or resolved, unless the operator allowed it', async () => {
    const fetch = guard(false, resolverOf({ 'localhost.idp.test': ['127.0.0.1'] }));
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow(/127\.0\.0\.1.*never contacted/);
    await expect(fetch(`https://[::1]:${port}/`)).rejects.toThrow(OutboundRefusedError);
    await expect(fetch(`https://localhost.idp.test:${port}/`)).rejects.toThrow(/never contacted/);
    expect(seen).toHaveLength(0);

    const allowed = guard(true);
    const answer = await allowed(`http://127.0.0.1:${port}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'authorization_code' }) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/token', body: 'grant_type=authorization_code' });
  });

  it('refuses private, link-local and metadata addresses before connecting, and names with any such address', async () => {
    const resolve = resolverOf({ 'idp.internal.test': ['10.0.0.7'], 'mixed.idp.test': ['93.184.216.34', '169.254.169.254'], 'nowhere.idp.test': [] });
    const fetch = guard(true, resolve);
    for (const url of ['https://169.254.169.254/latest/meta-data/', 'https://10.0.0.8/', 'https://[fd00:ec2::254]/', 'https://[::ffff:10.0.0.1]/', 'https://idp.internal.test/', 'https://mixed.idp.test/']) {
      await expect(fetch(url), url).rejects.toThrow(OutboundRefusedError);
    }
    await expect(fetch('https://nowhere.idp.test/')).rejects.toThrow(/has no address/);
    await expect(fetch('ftp://idp.test/')).rejects.toThrow(/not a web address/);
    // http:// only ever to loopback, even where the operator allowed loopback.
    await expect(guard(true, resolverOf({ 'public.idp.test': ['93.184.216.34'] }))('http://public.idp.test/')).rejects.toThrow(/is not https/);
    expect(resolve.asked).toEqual(['idp.internal.test', 'mixed.idp.test', 'nowhere.idp.test']);
  });

  it('connects to the address it checked, sending the name the URL gave', async () => {
    const fetch = guard(true, resolverOf({ 'idp.loopback.test': ['127.0.0.1'] }));
    const answer = await fetch(`http://idp.loopback.test:${port}/.well-known/openid-configuration`);
    expect(answer.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ url: '/.well-known/openid-configuration', host: `idp.loopback.test:${port}` });
  });

  it('answers a redirect as it is, without following it', async () => {
    const answer = await guard(true)(`http://127.0.0.1:${port}/redirect`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('http://169.254.169.254/latest/meta-data/');
  });

  it('stops an answer past its size and a server past its time', async () => {
    await expect(guard(true, undefined, { maxResponseBytes: 8 * 1024 })(`http://127.0.0.1:${port}/large`)).rejects.toThrow(/more than 8192 bytes/);
    expect((await guard(true, undefined, { maxResponseBytes: 64 * 1024 })(`http://127.0.0.1:${port}/large`)).status).toBe(200);
    await expect(guard(true, undefined, { timeoutMs: 200 })(`http://127.0.0.1:${port}/slow`)).rejects.toThrow(/did not answer within/);
  });
});
