// Writes a twin's username on Solana: one transaction with a Memo instruction `engram:username:<name>`, paid and signed
// by the configured key, sent through JSON-RPC and confirmed by polling its status. The transaction is built by
// buildUsernameMemoTransaction, which the tests also execute in LiteSVM, so what is tested is what is sent.
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit';
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo';
import { SolanaReservationError } from './reservation-error.ts';

/** What every reservation memo starts with; the username follows. */
export const USERNAME_MEMO_PREFIX = 'engram:username:';

/**
 * The Memo program the transaction calls: `MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr`, deployed on every cluster
 * for years and built into LiteSVM. The client's newest default (v4) is not yet on every cluster nor in LiteSVM;
 * the instruction's data (the memo's UTF-8 bytes) is the same for both.
 */
export const USERNAME_MEMO_PROGRAM_ADDRESS = LEGACY_MEMO_PROGRAM_ADDRESS_V3;

export function usernameMemo(username: string): string {
  return `${USERNAME_MEMO_PREFIX}${username}`;
}

/** The explorer link for a transaction, from SOLANA_EXPLORER_URL's template. */
export function explorerUrlFor(template: string, signature: string): string {
  return template.replaceAll('{signature}', encodeURIComponent(signature));
}

function secretKeyBytes(secretKey: string): Uint8Array {
  const text = secretKey.trim();
  if (text.startsWith('[')) return Uint8Array.from(JSON.parse(text) as number[]);
  return Uint8Array.from(getBase58Encoder().encode(text));
}

/** The signer of SOLANA_SIGNER_KEY (64 bytes: the secret key, then its public key, as wallets and solana-keygen write it). */
export async function loadSolanaSigner(secretKey: string): Promise<KeyPairSigner> {
  try {
    return await createKeyPairSignerFromBytes(secretKeyBytes(secretKey));
  } catch {
    throw new SolanaReservationError('the signer key is not a valid Solana key pair', false);
  }
}

export interface RecentBlockhash {
  blockhash: Blockhash;
  lastValidBlockHeight: bigint;
}

/** The reservation transaction, signed: the fee payer is the signer, and the memo is signed by it too. */
export async function buildUsernameMemoTransaction(input: { signer: KeyPairSigner; username: string; recentBlockhash: RecentBlockhash }) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(input.signer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(input.recentBlockhash, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getAddMemoInstruction({ memo: usernameMemo(input.username), signers: [input.signer] }, { programAddress: USERNAME_MEMO_PROGRAM_ADDRESS }),
        draft,
      ),
  );
  return signTransactionMessageWithSigners(message);
}

export interface ReservationOptions {
  /** Tries of each RPC call before it counts as failed (the first included). */
  rpcAttempts?: number;
  /** The wait before the first retry of an RPC call; each next one waits twice as long. */
  retryDelayMs?: number;
  /** Status checks before a sent transaction counts as not confirmed. */
  confirmPolls?: number;
  confirmIntervalMs?: number;
  /** Called once the transaction is sent, before it is confirmed: its signature is known from then on. */
  onSent?: (signature: Signature) => Promise<void> | void;
}

const DEFAULTS = { rpcAttempts: 4, retryDelayMs: 500, confirmPolls: 30, confirmIntervalMs: 1_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kit names a placeholder the server gave no value for ("Node is unhealthy; behind by $numSlotsBehind slots"): that clause goes. */
function withoutPlaceholders(message: string): string {
  return message
    .split(/(?<=[;,])\s*/)
    .filter((clause) => !clause.includes('$'))
    .join(' ')
    .replace(/[;,\s]+$/, '')
    .trim();
}

/** Why an RPC call failed, in words. */
function rpcFailureReason(error: unknown): string {
  if (isSolanaError(error)) {
    const { context } = error as { context?: { statusCode?: number } };
    if (typeof context?.statusCode === 'number') return `the RPC server answered HTTP ${context.statusCode}`;
    const message = withoutPlaceholders(error.message) || 'the RPC server refused the request';
    // A refused transaction carries the reason ("Attempt to debit an account but found no record of a prior credit").
    const cause = isSolanaError(error.cause) ? withoutPlaceholders(error.cause.message) : '';
    return cause ? `${message}: ${cause}` : message;
  }
  if (error instanceof TypeError && error.message === 'fetch failed') return 'the RPC server could not be reached';
  return error instanceof Error && error.message ? error.message : 'the RPC call failed';
}

async function withRetries<T>(what: string, options: Required<Omit<ReservationOptions, 'onSent'>>, call: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < options.rpcAttempts; attempt += 1) {
    if (attempt > 0) await sleep(options.retryDelayMs * 2 ** (attempt - 1));
    try {
      return await call();
    } catch (error) {
      lastError = error;
    }
  }
  throw new SolanaReservationError(`${what} failed after ${options.rpcAttempts} tries: ${rpcFailureReason(lastError)}`);
}

function jsonOf(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));
}

/** Waits for the transaction to be confirmed (or finalized); throws when it failed or stayed unconfirmed. */
export async function confirmSignature(rpcUrl: string, signature: Signature, options: ReservationOptions = {}): Promise<'confirmed' | 'unconfirmed'> {
  const settings = { ...DEFAULTS, ...options };
  const rpc = createSolanaRpc(rpcUrl);
  for (let poll = 0; poll < settings.confirmPolls; poll += 1) {
    if (poll > 0) await sleep(settings.confirmIntervalMs);
    const { value } = await withRetries('checking the transaction', settings, () => rpc.getSignatureStatuses([signature]).send());
    const status = value[0];
    if (status?.err) throw new SolanaReservationError(`the transaction failed on chain (${jsonOf(status.err)})`, false);
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return 'confirmed';
  }
  return 'unconfirmed';
}

/**
 * Builds, signs, sends and confirms the username's memo; returns the transaction's signature. Every RPC call is retried
 * with backoff; a failure ends in a SolanaReservationError whose message reads "The Solana network did not accept the
 * reservation: …".
 */
export async function reserveUsernameOnSolana(
  settings: { rpcUrl: string; signerKey: string },
  username: string,
  options: ReservationOptions = {},
): Promise<Signature> {
  const retry = { ...DEFAULTS, ...options };
  const signer = await loadSolanaSigner(settings.signerKey);
  const rpc = createSolanaRpc(settings.rpcUrl);
  const { value: recentBlockhash } = await withRetries('getting a recent blockhash', retry, () => rpc.getLatestBlockhash({ commitment: 'confirmed' }).send());
  const transaction = await buildUsernameMemoTransaction({ signer, username, recentBlockhash });
  const signature = getSignatureFromTransaction(transaction);
  const wire = getBase64EncodedWireTransaction(transaction);
  // Sending the same signed transaction again is safe: the network runs a signature once.
  await withRetries('sending the transaction', retry, () => rpc.sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' }).send());
  await options.onSent?.(signature);
  if ((await confirmSignature(settings.rpcUrl, signature, options)) !== 'confirmed') {
    throw new SolanaReservationError(`the transaction ${signature} was not confirmed in time`);
  }
  return signature;
}
