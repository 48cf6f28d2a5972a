// Solana Pay for the mentor plan: the transfer request a visitor's wallet reads (recipient = the owner, the owner's
// share, a reference key unique to the payment, USDC's mint when paid in USDC), and the check that a transaction found
// on chain by that reference paid the owner's share to the owner and the commission to the operator. Amounts are read
// from the transaction's balances before and after (lamports, or token balances by owner and mint), as Solana Pay's
// own validation does, so any wallet's way of building the transfers is accepted.
import { randomBytes } from 'node:crypto';
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getAddressEncoder,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
  type Signature,
} from '@solana/kit';
import { LAMPORTS_PER_SOL, USDC_UNITS_PER_DOLLAR, type MentorSolanaToken } from '../../../../shared/contracts/twin-mentor.ts';

/** A fresh Solana Pay reference: 32 random bytes as a public key, never the address of any account. */
export function newReference(): string {
  return getBase58Decoder().decode(randomBytes(32));
}

/** "0.25", "12": an amount in the token's smallest unit as a decimal, without trailing zeros. */
export function decimalAmount(units: number, token: MentorSolanaToken): string {
  const [scale, digits] = token === 'sol' ? [LAMPORTS_PER_SOL, 9] : [USDC_UNITS_PER_DOLLAR, 6];
  const whole = Math.floor(units / scale);
  const fraction = String(units % scale)
    .padStart(digits, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The `solana:` transfer request of the Solana Pay specification. */
export function transferRequestUrl(request: { recipient: string; amount: string; reference: string; splToken: string | null; label: string; message: string }): string {
  const query = new URLSearchParams({ amount: request.amount });
  if (request.splToken) query.set('spl-token', request.splToken);
  query.set('reference', request.reference);
  query.set('label', request.label);
  query.set('message', request.message);
  return `solana:${request.recipient}?${query.toString().replaceAll('+', '%20')}`;
}

/** What a paying transaction must hold: each recipient's amount, in lamports (SOL) or the mint's units. */
export interface ExpectedTransfer {
  reference: string;
  /** Null for SOL. */
  mint: string | null;
  legs: { recipient: string; units: number }[];
}

/** A transaction as read from the node: its accounts and the balances before and after it ran. */
export interface FoundTransaction {
  signature: string;
  err: unknown;
  accountKeys: string[];
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
}

interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string | undefined;
  amount: bigint;
}

/** Null when the transaction pays every leg in full with the reference among its accounts; otherwise why not. */
export function refusalOf(transaction: FoundTransaction, expected: ExpectedTransfer): string | null {
  if (transaction.err !== null && transaction.err !== undefined) return 'The transaction failed on chain.';
  if (!transaction.accountKeys.includes(expected.reference)) return 'The transaction does not carry this payment’s reference.';
  for (const leg of expected.legs) {
    const received = expected.mint === null ? lamportsReceived(transaction, leg.recipient) : tokensReceived(transaction, leg.recipient, expected.mint);
    if (received < BigInt(leg.units)) {
      return received <= 0n ? `Nothing was paid to ${leg.recipient}: the payment went to another address.` : `${leg.recipient} received less than the price: the payment is short.`;
    }
  }
  return null;
}

function lamportsReceived(transaction: FoundTransaction, recipient: string): bigint {
  const index = transaction.accountKeys.indexOf(recipient);
  if (index < 0) return 0n;
  return (transaction.postBalances[index] ?? 0n) - (transaction.preBalances[index] ?? 0n);
}

function tokensReceived(transaction: FoundTransaction, owner: string, mint: string): bigint {
  const sum = (balances: TokenBalance[]) => balances.filter((balance) => balance.owner === owner && balance.mint === mint).reduce((total, balance) => total + balance.amount, 0n);
  return sum(transaction.postTokenBalances) - sum(transaction.preTokenBalances);
}

const SYSTEM_PROGRAM = address('11111111111111111111111111111111');
const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const ASSOCIATED_TOKEN_PROGRAM = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
const USDC_DECIMALS = 6;

/** The associated token account of `owner` for `mint`, where wallets keep and receive a token. */
export async function associatedTokenAddress(owner: string, mint: string): Promise<Address> {
  const encoder = getAddressEncoder();
  const [found] = await getProgramDerivedAddress({ programAddress: ASSOCIATED_TOKEN_PROGRAM, seeds: [encoder.encode(address(owner)), encoder.encode(TOKEN_PROGRAM), encoder.encode(address(mint))] });
  return found;
}

const readonly = (key: string) => ({ address: address(key), role: AccountRole.READONLY });

/** A System transfer of lamports; `references` ride on it as read-only accounts, as Solana Pay asks. */
function solTransfer(from: string, to: string, lamports: number, references: string[]): Instruction {
  const data = new Uint8Array(12);
  new DataView(data.buffer).setUint32(0, 2, true);
  new DataView(data.buffer).setBigUint64(4, BigInt(lamports), true);
  return { programAddress: SYSTEM_PROGRAM, accounts: [{ address: address(from), role: AccountRole.WRITABLE_SIGNER }, { address: address(to), role: AccountRole.WRITABLE }, ...references.map(readonly)], data };
}

/** Creates `owner`'s token account for `mint` when it does not exist yet (the associated token program's CreateIdempotent). */
function createTokenAccountIfMissing(payer: string, tokenAccount: Address, owner: string, mint: string): Instruction {
  return {
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [
      { address: address(payer), role: AccountRole.WRITABLE_SIGNER },
      { address: tokenAccount, role: AccountRole.WRITABLE },
      readonly(owner),
      readonly(mint),
      { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
      { address: TOKEN_PROGRAM, role: AccountRole.READONLY },
    ],
    data: Uint8Array.of(1),
  };
}

/** An SPL Token TransferChecked of `units` between token accounts, signed by the source's owner. */
function tokenTransfer(source: Address, mint: string, destination: Address, authority: string, units: number, references: string[]): Instruction {
  const data = new Uint8Array(10);
  data[0] = 12;
  new DataView(data.buffer).setBigUint64(1, BigInt(units), true);
  data[9] = USDC_DECIMALS;
  return {
    programAddress: TOKEN_PROGRAM,
    accounts: [
      { address: source, role: AccountRole.WRITABLE },
      readonly(mint),
      { address: destination, role: AccountRole.WRITABLE },
      { address: address(authority), role: AccountRole.READONLY_SIGNER },
      ...references.map(readonly),
    ],
    data,
  };
}

/**
 * The Solana Pay transaction request's answer: one unsigned transaction, paid for and signed by the wallet `payer`,
 * with both legs (the owner's share carrying the reference) in SOL or in USDC between associated token accounts.
 */
export async function buildPaymentTransaction(
  rpcUrl: string,
  payment: { payer: string; reference: string; mint: string | null; owner: { recipient: string; units: number }; commission: { recipient: string; units: number } },
): Promise<string> {
  const { payer, reference, mint, owner, commission } = payment;
  let instructions: Instruction[];
  if (mint === null) {
    instructions = [solTransfer(payer, owner.recipient, owner.units, [reference]), solTransfer(payer, commission.recipient, commission.units, [])];
  } else {
    const [source, ownerAccount, operatorAccount] = await Promise.all([associatedTokenAddress(payer, mint), associatedTokenAddress(owner.recipient, mint), associatedTokenAddress(commission.recipient, mint)]);
    instructions = [
      createTokenAccountIfMissing(payer, ownerAccount, owner.recipient, mint),
      createTokenAccountIfMissing(payer, operatorAccount, commission.recipient, mint),
      tokenTransfer(source, mint, ownerAccount, payer, owner.units, [reference]),
      tokenTransfer(source, mint, operatorAccount, payer, commission.units, []),
    ];
  }
  const { value: blockhash } = await createSolanaRpc(rpcUrl).getLatestBlockhash({ commitment: 'confirmed' }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(address(payer), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  );
  return getBase64EncodedWireTransaction(compileTransaction(message));
}

/** The node's answers a payment check needs: the signatures that name a reference, and a transaction's balances. */
export interface SolanaPayNode {
  /** Signatures of transactions that name `reference`, oldest first. */
  signaturesFor(reference: string): Promise<{ signature: string; err: unknown }[]>;
  transaction(signature: string): Promise<FoundTransaction | null>;
}

/** The JSON-RPC node at `rpcUrl`, read at the 'confirmed' commitment. */
export function createSolanaPayNode(rpcUrl: string): SolanaPayNode {
  const rpc = createSolanaRpc(rpcUrl);
  return {
    async signaturesFor(reference) {
      const found = await rpc.getSignaturesForAddress(address(reference), { limit: 20, commitment: 'confirmed' }).send();
      return [...found].reverse().map((entry) => ({ signature: entry.signature, err: entry.err }));
    },
    async transaction(signature) {
      const found = await rpc.getTransaction(signature as Signature, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
      if (!found?.meta) return null;
      const loaded = found.meta.loadedAddresses;
      const accountKeys = [...found.transaction.message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])].map(String);
      const tokenBalances = (balances: readonly { accountIndex: number | bigint; mint: string; owner?: string; uiTokenAmount: { amount: string } }[] | null | undefined) =>
        (balances ?? []).map((balance) => ({ accountIndex: Number(balance.accountIndex), mint: String(balance.mint), owner: balance.owner ? String(balance.owner) : undefined, amount: BigInt(balance.uiTokenAmount.amount) }));
      return {
        signature,
        err: found.meta.err,
        accountKeys,
        preBalances: found.meta.preBalances.map((value) => BigInt(value)),
        postBalances: found.meta.postBalances.map((value) => BigInt(value)),
        preTokenBalances: tokenBalances(found.meta.preTokenBalances),
        postTokenBalances: tokenBalances(found.meta.postTokenBalances),
      };
    },
  };
}
