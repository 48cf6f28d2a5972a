// Outbound HTTP to addresses someone else chose (an organisation's sign-on provider): the host is resolved first and
// every address checked, so a request never reaches a private, loopback, link-local or cloud metadata address; the
// connection then goes to the address that was checked (no second lookup to rebind), with a deadline and a bound on
// the answer's size, and redirects are never followed.
import { BlockList, isIP } from 'node:net';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/** Answers every address a host name resolves to (IPv4 and IPv6). */
export type AddressResolver = (hostname: string) => Promise<string[]>;

/** A request refused before it was sent, or an answer refused while it came; the message says which and why. */
export class OutboundRefusedError extends Error {}

function blockList(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
  return list;
}

// RFC 6890's special-purpose ranges: none of them is a provider on the internet.
const PRIVATE = blockList([
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // shared address space; also a cloud's metadata (100.100.100.200)
  ['169.254.0.0', 16, 'ipv4'], // link-local: the cloud metadata address 169.254.169.254
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'], // NAT64: reaches IPv4 addresses, private ones included
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'], // unique local: a cloud's IPv6 metadata (fd00:ec2::254)
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]);
const LOOPBACK = blockList([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);

/** `::ffff:10.0.0.1` is 10.0.0.1: check the IPv4 address it carries. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Whether `address` is on this machine (127.0.0.0/8, ::1). */
export function isLoopbackAddress(address: string): boolean {
  const plain = unmapped(address);
  return LOOPBACK.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
}

/** Whether `address` is one no outside request may reach: private, link-local, metadata, multicast, reserved or loopback. */
export function isNonPublicAddress(address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  return PRIVATE.check(plain, family) || LOOPBACK.check(plain, family);
}

export interface GuardedFetchOptions {
  /** Loopback addresses (and http:// to them) are allowed: an operator trying a provider on this machine. */
  allowLoopback: boolean;
  resolve: AddressResolver;
  timeoutMs: number;
  maxResponseBytes: number;
}

type FetchInit = { method?: string; headers?: Record<string, string> | Headers; body?: unknown; signal?: AbortSignal | null };

function bodyOf(body: unknown): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(new Uint8Array(body));
  throw new OutboundRefusedError('a request body of this kind cannot be sent.');
}

/**
 * The address to connect to for `url`, after the checks: an IP literal as written, else the first address the host
 * resolves to, all of them checked (a host with one private address among public ones is refused).
 */
async function checkedAddress(url: URL, options: GuardedFetchOptions): Promise<string> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRefusedError(`${url.protocol} is not a web address.`);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(hostname) ? [hostname] : await options.resolve(hostname);
  if (addresses.length === 0) throw new OutboundRefusedError(`${hostname} has no address.`);
  for (const address of addresses) {
    if (isLoopbackAddress(address) ? !options.allowLoopback : isNonPublicAddress(address)) {
      throw new OutboundRefusedError(`${hostname} is at ${address}, a private, loopback or link-local address, which is never contacted.`);
    }
  }
  if (url.protocol === 'http:' && !addresses.every(isLoopbackAddress)) throw new OutboundRefusedError(`${url.origin} is not https.`);
  return addresses[0]!;
}

/** A `fetch` (as openid-client calls it) that only reaches public addresses; see the file's head. */
export function createGuardedFetch(options: GuardedFetchOptions) {
  return async function guardedFetch(input: string | URL, init: FetchInit = {}): Promise<Response> {
    const url = new URL(String(input));
    const address = await checkedAddress(url, options);
    const family = isIP(address);
    // The socket connects to the address checked above, whatever a second lookup would say now.
    const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (error: null, list: { address: string; family: number }[]) => void)(null, [{ address, family }]);
      else callback(null, address, family);
    };
    const headers = init.headers instanceof Headers ? Object.fromEntries(init.headers) : { ...init.headers };
    const body = bodyOf(init.body);
    if (body) headers['content-length'] = String(body.length);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => fail(new OutboundRefusedError(`${url.host} did not answer within ${options.timeoutMs / 1000} s.`)), options.timeoutMs);
      const onAbort = () => fail(new OutboundRefusedError(`the request to ${url.host} was cancelled.`));
      init.signal?.addEventListener('abort', onAbort, { once: true });
      const sent = send(url, { method: init.method ?? 'GET', headers, lookup, ...(url.protocol === 'https:' ? { servername: isIP(url.hostname) ? undefined : url.hostname } : {}) });
      function fail(error: Error) {
        clearTimeout(timer);
        init.signal?.removeEventListener('abort', onAbort);
        sent.destroy();
        reject(error);
      }
      sent.on('error', (error) => fail(error));
      sent.on('response', (answer: IncomingMessage) => {
        const declared = Number(answer.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxResponseBytes) {
          fail(new OutboundRefusedError(`${url.host} answered more than ${options.maxResponseBytes} bytes.`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxResponseBytes) fail(new OutboundRefusedError(`${url.host} answered more than ${options.maxResponseBytes} bytes.`));
          else chunks.push(chunk);
        });
        answer.on('error', (error) => fail(error));
        answer.on('end', () => {
          clearTimeout(timer);
          init.signal?.removeEventListener('abort', onAbort);
          const status = answer.statusCode ?? 502;
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value === undefined) continue;
            for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
          }
          const hasBody = status !== 204 && status !== 304 && (init.method ?? 'GET') !== 'HEAD';
          resolve(new Response(hasBody ? Buffer.concat(chunks) : null, { status, statusText: answer.statusMessage ?? '', headers: responseHeaders }));
        });
      });
      if (body) sent.write(body);
      sent.end();
    });
  };
}
