// What organisations ask DNS: the TXT records that prove a domain (for the join link and single sign-on alike,
// organization-domains.service.ts), and the addresses of a sign-on provider's host (checked before any request,
// lib/guarded-fetch.ts). Through node:dns, at the servers SSO_DNS_SERVERS names, else the system's.
import { lookup } from 'node:dns/promises';
import { Resolver } from 'node:dns/promises';

/** Codes that mean "no such record", as opposed to a server that could not be asked. */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);
const DNS_TIMEOUT_MS = 3000;

/** DNS could not be asked (a timeout, a refusal): try again later, unlike a name with no record. */
export class DnsUnavailableError extends Error {}

export interface SsoDns {
  /** The TXT strings at `name` (each record's parts joined); none when the name or its records do not exist. */
  readTxt(name: string): Promise<string[]>;
  /** Every IPv4 and IPv6 address of `hostname`. */
  resolveAddresses(hostname: string): Promise<string[]>;
}

const codeOf = (error: unknown) => (error as { code?: string }).code ?? '';

export function createSsoDns(servers: string[] | undefined): SsoDns {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (servers) resolver.setServers(servers);

  async function recordsOr<T>(query: () => Promise<T[]>): Promise<T[]> {
    try {
      return await query();
    } catch (error) {
      if (NO_RECORD.has(codeOf(error))) return [];
      throw new DnsUnavailableError(codeOf(error) || String(error));
    }
  }

  return {
    async readTxt(name) {
      const records = await recordsOr(() => resolver.resolveTxt(name));
      return records.map((parts) => parts.join(''));
    },

    async resolveAddresses(hostname) {
      if (!servers) {
        // The system's resolver, as any other connection from this machine would use (hosts file included).
        try {
          return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
        } catch (error) {
          if (NO_RECORD.has(codeOf(error))) return [];
          throw new DnsUnavailableError(codeOf(error) || String(error));
        }
      }
      const [v4, v6] = await Promise.all([recordsOr(() => resolver.resolve4(hostname)), recordsOr(() => resolver.resolve6(hostname))]);
      return [...v4, ...v6];
    },
  };
}
