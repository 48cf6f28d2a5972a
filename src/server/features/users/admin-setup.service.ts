// Becoming the first administrator: while no account is an admin, each server start prints a one-time setup code
// (README "Administrators"); a signed-in account claims it once. Arriving first, or registering an ADMIN_EMAILS address
// on a server that cannot prove it, makes nobody an admin.
import { createHash, randomBytes } from 'node:crypto';
import {
  ADMIN_SETUP_CLAIMED_MESSAGE,
  ADMIN_SETUP_CODE_TTL_HOURS,
  ADMIN_SETUP_TRIES_PER_WINDOW,
  ADMIN_SETUP_WINDOW_MINUTES,
  type AdminSetupStatus,
  type ClaimAdminSetupInput,
} from '../../../shared/contracts/admin-setup.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { localAddress } from '../../cli/operator-command.ts';
import { createLimitsRepository } from '../../db/limits.repository.ts';
import { badRequest, conflict, forbidden, tooManyRequests } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { describeWait } from './account-context.ts';
import { createAdminSetupRepository } from './admin-setup.repository.ts';
import { createUsersRepository } from './users.repository.ts';

/** 20 random bytes: 160 bits, so guessing a code within the tries allowed is pointless. */
const CODE_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const HAS_ADMIN = 'This Engram already has an administrator. Ask them to make you one on the Users page.';
const WRONG_CODE = `This setup code is not valid. Enter the code the server printed when it last started (it works once, within ${ADMIN_SETUP_CODE_TTL_HOURS} hours).`;
const NOT_NAMED = "Only the addresses the server names as its administrators' (ADMIN_EMAILS) may become the first administrator. Sign in with one of them.";

/** The code as the server prints it: base32 in groups of four, e.g. ABCD-EFGH-…. */
function formatCode(bytes: Buffer): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  const characters = bits.match(/.{1,5}/g)!.map((group) => BASE32[Number.parseInt(group.padEnd(5, '0'), 2)]);
  return characters.join('').match(/.{1,4}/g)!.join('-');
}

/** What is stored and compared: a SHA-256 of the code without its dashes, spaces or case. */
export function hashSetupCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}

export function createAdminSetupService({ config, database, roles }: Pick<FeatureDeps, 'config' | 'database' | 'roles'>) {
  const repository = createAdminSetupRepository(database.db);
  const users = createUsersRepository(database.db);
  const limits = createLimitsRepository(database.db);
  const windowMs = ADMIN_SETUP_WINDOW_MINUTES * 60_000;

  /** Counts a try against the account and the address (in PostgreSQL, shared by every instance), or throws 429. */
  async function takeTry(userId: string, address: string): Promise<void> {
    const now = new Date();
    const counts = [await limits.hit(`admin-setup:account:${userId}`, windowMs, now), await limits.hit(`admin-setup:address:${address}`, windowMs, now)];
    const exceeded = counts.filter((count) => count.count > ADMIN_SETUP_TRIES_PER_WINDOW);
    if (exceeded.length === 0) return;
    const retryAfterSeconds = Math.max(...exceeded.map((count) => (count.windowEndsAt.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(`Too many setup codes tried. Try again in ${describeWait(Math.ceil(retryAfterSeconds))}.`, retryAfterSeconds);
  }

  return {
    async status(): Promise<AdminSetupStatus> {
      return {
        hasAdmin: await repository.hasAdmin(await roles.adminEmailsInForce()),
        isLimitedToNamedAddresses: config.adminEmails.length > 0,
        sendsEmail: await roles.sendsEmail(),
      };
    },

    /** Makes the caller the first admin with a setup code: 409 with an admin, 403 outside ADMIN_EMAILS when it is set, 400 for a wrong code. */
    async claim(caller: AccessClaims, input: ClaimAdminSetupInput, address: string): Promise<string> {
      const adminEmails = await roles.adminEmailsInForce();
      if (await repository.hasAdmin(adminEmails)) throw conflict(HAS_ADMIN);
      // The account's address now, not the one its access token was issued with.
      const email = (await users.findUserById(caller.userId))?.email ?? '';
      if (config.adminEmails.length > 0 && !config.adminEmails.includes(email.toLowerCase())) throw forbidden(NOT_NAMED);
      await takeTry(caller.userId, address);
      const outcome = await repository.claim(hashSetupCode(input.code), caller.userId, adminEmails);
      if (outcome === 'has-admin') throw conflict(HAS_ADMIN);
      if (outcome === 'unknown-code') throw badRequest(WRONG_CODE);
      return ADMIN_SETUP_CLAIMED_MESSAGE;
    },

    /**
     * At start, while no account is an admin: a new code (each instance its own, all good until one is claimed) and the
     * line that tells the operator where to enter it. Undefined with an admin.
     */
    async issueCode(now = new Date()): Promise<string | undefined> {
      if (await repository.hasAdmin(await roles.adminEmailsInForce())) return undefined;
      const code = formatCode(randomBytes(CODE_BYTES));
      await repository.insertCode(hashSetupCode(code), new Date(now.getTime() + ADMIN_SETUP_CODE_TTL_HOURS * 3_600_000), now);
      const page = `${config.publicUrl ?? localAddress(config.host, config.port)}/admin`;
      const who = config.adminEmails.length > 0 ? ' with an address in ADMIN_EMAILS' : '';
      return (
        `No administrator yet. Sign in${who}, open ${page} and enter this setup code (it works once, within ${ADMIN_SETUP_CODE_TTL_HOURS} hours): ${code}` +
        ' — or run: npm run users -- promote <your e-mail>'
      );
    },
  };
}

export type AdminSetupService = ReturnType<typeof createAdminSetupService>;
