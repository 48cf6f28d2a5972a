// A real HTTP server on 127.0.0.1 that speaks the Solana JSON-RPC methods a username reservation uses
// (getLatestBlockhash, sendTransaction, getSignatureStatuses) and those a payment check uses (getSignaturesForAddress,
// getTransaction, with each account's lamports and token balances before and after), and executes what it is sent in
// LiteSVM, an in-process Solana runtime with the Memo and SPL Token programs built in. Tests queue failures and read
// what was sent and what ran.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import {
  address,
  getBase58Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  type Signature,
  type Transaction,
} from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';

/** What the server does with a request instead of answering it. */
export type RpcFailure =
  /** An HTTP error status, as a busy or broken RPC node answers. */
  | { kind: 'http'; status: number }
  /** A JSON-RPC error object, as a node that refuses the call answers. */
  | { kind: 'rpc'; code: number; message: string };

export interface FakeSolanaRpc {
  url: string;
  svm: LiteSVM;
  /** Every request's method, in order. */
  readonly calls: string[];
  /** The next `count` calls (of `method`, or of any method when `'*'`) fail this way. */
  failNext(method: string, count: number, failure?: RpcFailure): void;
  /** Every call fails this way until `reset()`. */
  failAlways(failure?: RpcFailure): void;
  /** The LiteSVM result of a transaction this server executed. */
  executed(signature: string): TransactionMetadata | FailedTransactionMetadata | null;
  reset(): void;
  close(): Promise<void>;
}

const BUSY: RpcFailure = { kind: 'http', status: 503 };

/** The SPL Token program: its accounts of 165 bytes are token accounts (mint, owner, amount first). */
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_ACCOUNT_SIZE = 165;

interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string };
}

/** What getTransaction answers for a transaction this server ran: its accounts and their balances before and after. */
interface ExecutedRecord {
  slot: number;
  accountKeys: string[];
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logs: string[];
  err: unknown;
}

/** A fresh 64-byte Solana secret key (the secret, then its public key), as base58: what SOLANA_SIGNER_KEY holds. */
export function generateSolanaSecretKey(): string {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const secret = Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url');
  const address = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return getBase58Decoder().decode(Uint8Array.from([...secret, ...address]));
}

export async function startFakeSolanaRpc(): Promise<FakeSolanaRpc> {
  const svm = new LiteSVM();
  const calls: string[] = [];
  const executedBySignature = new Map<string, TransactionMetadata | FailedTransactionMetadata>();
  const records = new Map<string, ExecutedRecord>();
  let slot = 10;
  const base58 = getBase58Decoder();

  function balancesOf(accountKeys: string[]): { lamports: number[]; tokens: TokenBalance[] } {
    const lamports: number[] = [];
    const tokens: TokenBalance[] = [];
    accountKeys.forEach((key, accountIndex) => {
      const account = svm.getAccount(address(key));
      lamports.push(account.exists ? Number(account.lamports) : 0);
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== TOKEN_ACCOUNT_SIZE) return;
      const data = Buffer.from(account.data);
      const mint = base58.decode(data.subarray(0, 32));
      const mintAccount = svm.getAccount(address(mint));
      const decimals = mintAccount.exists ? mintAccount.data[44]! : 0;
      const amount = data.readBigUInt64LE(64);
      const ui = Number(amount) / 10 ** decimals;
      tokens.push({ accountIndex, mint, owner: base58.decode(data.subarray(32, 64)), programId: TOKEN_PROGRAM_ADDRESS, uiTokenAmount: { amount: String(amount), decimals, uiAmount: ui, uiAmountString: String(ui) } });
    });
    return { lamports, tokens };
  }

  /** Runs the transaction in LiteSVM, keeping what getTransaction and getSignaturesForAddress answer of it. */
  function execute(transaction: Transaction, signature: string) {
    const accountKeys = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).staticAccounts.map(String);
    const before = balancesOf(accountKeys);
    const result = svm.sendTransaction(transaction);
    const after = balancesOf(accountKeys);
    slot += 1;
    const failed = result instanceof FailedTransactionMetadata;
    records.set(signature, {
      slot,
      accountKeys,
      preBalances: before.lamports,
      postBalances: after.lamports,
      preTokenBalances: before.tokens,
      postTokenBalances: after.tokens,
      logs: failed ? result.meta().logs() : result.logs(),
      err: failed ? { InstructionError: [0, 'Custom'] } : null,
    });
    return result;
  }
  let queued: { method: string; failure: RpcFailure }[] = [];
  let always: RpcFailure | null = null;

  function takeFailure(method: string): RpcFailure | null {
    if (always) return always;
    const index = queued.findIndex((entry) => entry.method === method || entry.method === '*');
    if (index < 0) return null;
    const [entry] = queued.splice(index, 1);
    return entry!.failure;
  }

  function answer(method: string, params: unknown[]): unknown {
    switch (method) {
      case 'getLatestBlockhash':
        return { context: { slot: 1 }, value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: 1_000 } };
      case 'sendTransaction': {
        const bytes = getBase64Encoder().encode(String(params[0]));
        const transaction = getTransactionDecoder().decode(bytes);
        const signature = getSignatureFromTransaction(transaction);
        // A node runs a signature once; the same transaction sent again is answered with its signature.
        if (executedBySignature.has(signature) && !(executedBySignature.get(signature) instanceof FailedTransactionMetadata)) return signature;
        const result = execute(transaction, signature);
        executedBySignature.set(signature, result);
        if (result instanceof FailedTransactionMetadata) {
          // The preflight failure as a node reports it: the transaction error's name, and the logs so far.
          const err = /err: (\w+)/.exec(result.toString())?.[1] ?? 'InvalidAccountForFee';
          const data = { err, logs: result.meta().logs(), accounts: null, unitsConsumed: 0, returnData: null };
          throw Object.assign(new Error(`Transaction simulation failed: ${err}`), { code: -32002, data });
        }
        return signature;
      }
      case 'getSignatureStatuses': {
        const signatures = (params[0] as string[]) ?? [];
        return {
          context: { slot: 2 },
          value: signatures.map((signature) => {
            const result = executedBySignature.get(signature);
            if (!result) return null;
            const err = result instanceof FailedTransactionMetadata ? { InstructionError: [0, 'Custom'] } : null;
            return { slot: 2, confirmations: null, err, status: err ? { Err: err } : { Ok: null }, confirmationStatus: 'confirmed' };
          }),
        };
      }
      case 'getSignaturesForAddress': {
        const wanted = String(params[0]);
        // Newest first, as a node answers.
        return [...records.entries()]
          .filter(([, record]) => record.accountKeys.includes(wanted))
          .reverse()
          .map(([signature, record]) => ({ signature, slot: record.slot, err: record.err, memo: null, blockTime: null, confirmationStatus: 'confirmed' }));
      }
      case 'getTransaction': {
        const record = records.get(String(params[0]));
        if (!record) return null;
        return {
          slot: record.slot,
          blockTime: null,
          version: 'legacy',
          transaction: { signatures: [String(params[0])], message: { accountKeys: record.accountKeys, header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 0 }, instructions: [], recentBlockhash: svm.latestBlockhash() } },
          meta: {
            err: record.err,
            fee: 5000,
            preBalances: record.preBalances,
            postBalances: record.postBalances,
            preTokenBalances: record.preTokenBalances,
            postTokenBalances: record.postTokenBalances,
            logMessages: record.logs,
            innerInstructions: [],
            loadedAddresses: { writable: [], readonly: [] },
            rewards: [],
            status: record.err ? { Err: record.err } : { Ok: null },
            computeUnitsConsumed: 0,
          },
        };
      }
      default:
        throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 });
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: unknown; method: string; params?: unknown[] };
    calls.push(body.method);
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const failure = takeFailure(body.method);
    if (failure?.kind === 'http') return send(failure.status, { error: 'unavailable' });
    if (failure?.kind === 'rpc') return send(200, { jsonrpc: '2.0', id: body.id, error: { code: failure.code, message: failure.message } });
    try {
      send(200, { jsonrpc: '2.0', id: body.id, result: answer(body.method, body.params ?? []) });
    } catch (error) {
      const { code = -32603, message, data } = error as Error & { code?: number; data?: unknown };
      send(200, { jsonrpc: '2.0', id: body.id, error: { code, message, ...(data ? { data } : {}) } });
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    svm,
    calls,
    failNext(method, count, failure = BUSY) {
      for (let index = 0; index < count; index += 1) queued.push({ method, failure });
    },
    failAlways(failure = BUSY) {
      always = failure;
    },
    executed(signature) {
      return executedBySignature.get(signature as Signature) ?? null;
    },
    reset() {
      queued = [];
      always = null;
      calls.length = 0;
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
