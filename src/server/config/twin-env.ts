// The digital twin: its locker, public chat and username limits, heirs' invitations, and usernames on Solana.
import { z } from 'zod';
import { isSolanaAddress } from '../../shared/contracts/twin-mentor.ts';
import { httpUrl, numberFromString, optionalString } from './env-fields.ts';

/** USDC's mint on Solana's mainnet; devnet and test setups name theirs. */
export const MAINNET_USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const solanaAddress = (what: string) => optionalString.pipe(z.string().refine(isSolanaAddress, `must be ${what}: a Solana public key, 32 bytes in base58`).optional());

const BASE58_SECRET_KEY = /^[1-9A-HJ-NP-Za-km-z]{80,90}$/;

/** A Solana secret key as wallets and solana-keygen write it: 64 bytes, base58 or a JSON array (checked in full when it signs). */
function isSolanaSecretKey(value: string): boolean {
  if (!value.startsWith('[')) return BASE58_SECRET_KEY.test(value);
  try {
    const bytes: unknown = JSON.parse(value);
    return Array.isArray(bytes) && bytes.length === 64 && bytes.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255);
  } catch {
    return false;
  }
}

export const TwinEnvSchema = z.object({
  HEIR_INVITE_TTL_DAYS: numberFromString().int().min(1).max(365).default(30),
  HEIR_INVITE_EMAILS_PER_HOUR: numberFromString().int().min(1).max(100).default(5),
  TWIN_LOCKER_BYTES: numberFromString().int().min(1024).default(1024 * 1024 * 1024),
  TWIN_MEMORY_MAX_BYTES: numberFromString().int().min(1024).default(50 * 1024 * 1024),
  TWIN_PUBLIC_CHAT_PER_MINUTE: numberFromString().int().min(1).default(20),
  TWIN_USERNAME_CHECKS_PER_MINUTE: numberFromString().int().min(1).default(60),
  TWIN_USERNAME_CHANGES_PER_DAY: numberFromString().int().min(1).default(1),
  SOLANA_RPC_URL: httpUrl(),
  SOLANA_SIGNER_KEY: optionalString.pipe(
    z
      .string()
      .refine(isSolanaSecretKey, 'must be a 64-byte secret key: base58 (as Phantom exports it) or a JSON array of 64 numbers (as solana-keygen writes it)')
      .optional(),
  ),
  SOLANA_EXPLORER_URL: z.string().trim().includes('{signature}', { error: 'must contain {signature}' }).default('https://explorer.solana.com/tx/{signature}'),
  MENTOR_SOLANA_OPERATOR_ADDRESS: solanaAddress("the operator's address"),
  MENTOR_SOLANA_RPC_URL: httpUrl(),
  MENTOR_SOLANA_USDC_MINT: solanaAddress('the USDC mint').default(MAINNET_USDC_MINT),
});

type TwinEnv = z.infer<typeof TwinEnvSchema>;

export type TwinConfig = {
  /** How long an heir's invitation link stays valid (days). */
  heirInviteTtlDays: number;
  /**
   * Invitation e-mails one owner may send per hour (a fixed window from the first); past it the link is still made
   * and shown to copy, but not e-mailed. Each heir address gets at most one a day, whoever names it.
   */
  heirInviteEmailsPerHour: number;
  /**
   * The digital twin: each locker's storage allowance (the initial package), the largest single memory upload, and
   * public-chat messages per visitor address per minute. `usernameChecksPerMinute`: live availability checks of a
   * username per signed-in person per minute. `usernameChangesPerDay`: renames (and deletions) per account per day.
   */
  twin: { lockerBytes: number; memoryMaxBytes: number; publicChatPerMinute: number; usernameChecksPerMinute: number; usernameChangesPerDay: number };
  /**
   * Where twin usernames are written on chain (a Memo transaction per reservation), and the explorer link for a
   * transaction (`{signature}` is replaced). Null when SOLANA_RPC_URL and SOLANA_SIGNER_KEY are not both set: the
   * reservation then stays in the database only.
   */
  solana: { rpcUrl: string; signerKey: string; explorerUrl: string } | null;
  /**
   * Solana Pay for the mentor plan: the operator's address (the commission of each payment goes there, in the same
   * transaction as the owner's share), the JSON-RPC node payments are looked up on (MENTOR_SOLANA_RPC_URL, else
   * SOLANA_RPC_URL) and USDC's mint. Null when MENTOR_SOLANA_OPERATOR_ADDRESS is not set: mentors take Stripe only.
   */
  mentorSolana: { operatorAddress: string; rpcUrl: string; usdcMint: string } | null;
};

export function twinProblems(e: TwinEnv): string[] {
  const problems: string[] = [];
  // Half a Solana setup would silently keep every username off chain.
  if (e.SOLANA_RPC_URL && !e.SOLANA_SIGNER_KEY) problems.push('SOLANA_SIGNER_KEY: is required when SOLANA_RPC_URL is set (the key that signs and pays for the memo)');
  if (e.MENTOR_SOLANA_OPERATOR_ADDRESS && !e.MENTOR_SOLANA_RPC_URL && !e.SOLANA_RPC_URL) {
    problems.push('MENTOR_SOLANA_RPC_URL: is required when MENTOR_SOLANA_OPERATOR_ADDRESS is set (the node Solana payments are verified on), unless SOLANA_RPC_URL is set');
  }
  if (e.SOLANA_SIGNER_KEY && !e.SOLANA_RPC_URL) problems.push('SOLANA_RPC_URL: is required when SOLANA_SIGNER_KEY is set (e.g. https://api.devnet.solana.com)');
  return problems;
}

export function readTwinConfig(e: TwinEnv): TwinConfig {
  return {
    heirInviteTtlDays: e.HEIR_INVITE_TTL_DAYS,
    heirInviteEmailsPerHour: e.HEIR_INVITE_EMAILS_PER_HOUR,
    twin: {
      lockerBytes: e.TWIN_LOCKER_BYTES,
      memoryMaxBytes: e.TWIN_MEMORY_MAX_BYTES,
      publicChatPerMinute: e.TWIN_PUBLIC_CHAT_PER_MINUTE,
      usernameChecksPerMinute: e.TWIN_USERNAME_CHECKS_PER_MINUTE,
      usernameChangesPerDay: e.TWIN_USERNAME_CHANGES_PER_DAY,
    },
    solana: e.SOLANA_RPC_URL && e.SOLANA_SIGNER_KEY ? { rpcUrl: e.SOLANA_RPC_URL, signerKey: e.SOLANA_SIGNER_KEY, explorerUrl: e.SOLANA_EXPLORER_URL } : null,
    mentorSolana: e.MENTOR_SOLANA_OPERATOR_ADDRESS
      ? { operatorAddress: e.MENTOR_SOLANA_OPERATOR_ADDRESS, rpcUrl: (e.MENTOR_SOLANA_RPC_URL ?? e.SOLANA_RPC_URL)!, usdcMint: e.MENTOR_SOLANA_USDC_MINT ?? MAINNET_USDC_MINT }
      : null,
  };
}
