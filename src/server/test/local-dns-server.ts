// A tiny authoritative DNS server on 127.0.0.1 (UDP, a random port) for the single sign-on tests: TXT, A and AAAA
// records each test chooses, NXDOMAIN for any other name. The app asks it through node:dns as it would ask any server
// (SSO_DNS_SERVERS=127.0.0.1:<port>), so domain proofs and providers' addresses are tested end to end.
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

const TYPE_A = 1;
const TYPE_TXT = 16;
const TYPE_AAAA = 28;

export interface LocalDnsRecords {
  txt?: string[];
  a?: string[];
  aaaa?: string[];
}

export interface LocalDnsServer {
  /** `127.0.0.1:<port>`, as SSO_DNS_SERVERS takes it. */
  server: string;
  /** Sets (replaces) the records of `name`; undefined removes the name. */
  set(name: string, records: LocalDnsRecords | undefined): void;
  close(): Promise<void>;
}

/** The question's name and where the question ends (labels, then type and class). */
function readQuestion(query: Buffer): { name: string; type: number; end: number } | undefined {
  let at = 12;
  const labels: string[] = [];
  while (at < query.length) {
    const length = query[at]!;
    if (length === 0) break;
    if (length > 63) return undefined; // compression never appears in a question
    labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  if (at + 5 > query.length) return undefined;
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

function ipv6Bytes(address: string): Buffer {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = Buffer.alloc(16);
  groups.forEach((group, index) => bytes.writeUInt16BE(parseInt(group || '0', 16), index * 2));
  return bytes;
}

function rdataOf(type: number, records: LocalDnsRecords): Buffer[] {
  if (type === TYPE_TXT) {
    // A TXT string is at most 255 bytes; longer values are split into several, as zone files do.
    return (records.txt ?? []).map((text) => {
      const bytes = Buffer.from(text);
      const parts: Buffer[] = [];
      for (let at = 0; at < bytes.length || parts.length === 0; at += 255) {
        const part = bytes.subarray(at, at + 255);
        parts.push(Buffer.concat([Buffer.from([part.length]), part]));
      }
      return Buffer.concat(parts);
    });
  }
  if (type === TYPE_A) return (records.a ?? []).map((address) => Buffer.from(address.split('.').map(Number)));
  if (type === TYPE_AAAA) return (records.aaaa ?? []).map(ipv6Bytes);
  return [];
}

/** Listens on `port` (a free one when 0: the route tests; a fixed one for the browser tests' server, playwright.config.ts). */
export async function startLocalDnsServer(port = 0): Promise<LocalDnsServer> {
  const zone = new Map<string, LocalDnsRecords>();
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    if (query.length < 12) return;
    const question = readQuestion(query);
    if (!question) return;
    const records = zone.get(question.name);
    const answers = records ? rdataOf(question.type, records) : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // A response (QR), authoritative (AA), the query's "recursion desired", recursion available; NXDOMAIN when unknown.
    header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (records ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const answerBytes = answers.map((rdata) => {
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the question's name
      fixed.writeUInt16BE(question.type, 2);
      fixed.writeUInt16BE(1, 4);
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([fixed, rdata]);
    });
    socket.send(Buffer.concat([header, query.subarray(12, question.end), ...answerBytes]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    set(name, records) {
      if (records) zone.set(name.toLowerCase(), records);
      else zone.delete(name.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
