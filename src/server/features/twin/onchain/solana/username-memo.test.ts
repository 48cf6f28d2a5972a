// The username's Memo transaction: built and signed by the product's code, executed in LiteSVM (an in-process Solana
// runtime with the Memo program), and sent through a JSON-RPC server that runs it there.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lamports } from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM, TransactionMetadata } from 'litesvm';
import { generateSolanaSecretKey, startFakeSolanaRpc, type FakeSolanaRpc } from '../../../../test/fake-solana-rpc.ts';
import {
  buildUsernameMemoTransaction,
  explorerUrlFor,
  loadSolanaSigner,
  reserveUsernameOnSolana,
  USERNAME_MEMO_PROGRAM_ADDRESS,
} from './username-memo.ts';
import { SolanaReservationError } from './reservation-error.ts';

const FAST = { retryDelayMs: 5, confirmIntervalMs: 5 };
const ONE_SOL = lamports(1_000_000_000n);

describe('[TWIN] username memo in LiteSVM', () => {
  it('executes the signed memo transaction: the Memo program runs, signed by the key, with the username', async () => {
    const svm = new LiteSVM();
    const signer = await loadSolanaSigner(generateSolanaSecretKey());
    svm.airdrop(signer.address, ONE_SOL);
    const transaction = await buildUsernameMemoTransaction({ signer, username: 'grandma_rose', recentBlockhash: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: 1_000n } });

    const result = svm.sendTransaction(transaction);

    expect(result, result instanceof FailedTransactionMetadata ? result.toString() : '').toBeInstanceOf(TransactionMetadata);
    const logs = (result as TransactionMetadata).logs();
    expect(logs).toContain(`Program ${USERNAME_MEMO_PROGRAM_ADDRESS} invoke [1]`);
    expect(logs).toContain(`Program ${USERNAME_MEMO_PROGRAM_ADDRESS} success`);
    expect(logs).toContain('Program log: engram:username:grandma_rose');
    expect(logs.slice(logs.indexOf('Program log: Signed by:') + 1)[0]).toBe(`Program log: ${signer.address}`);
    // The fee payer paid for it.
    expect(svm.getBalance(signer.address)).toBeLessThan(ONE_SOL);
  });

  it('is refused by the runtime when the signer has nothing to pay with', async () => {
    const svm = new LiteSVM();
    const signer = await loadSolanaSigner(generateSolanaSecretKey());
    const transaction = await buildUsernameMemoTransaction({ signer, username: 'nobody', recentBlockhash: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: 1_000n } });
    expect(svm.sendTransaction(transaction)).toBeInstanceOf(FailedTransactionMetadata);
  });

  it('reads the key as base58 or as a JSON array, and refuses one that is not a key pair', async () => {
    const key = generateSolanaSecretKey();
    const signer = await loadSolanaSigner(key);
    const { getBase58Encoder } = await import('@solana/kit');
    const asArray = JSON.stringify([...getBase58Encoder().encode(key)]);
    expect((await loadSolanaSigner(asArray)).address).toBe(signer.address);

    const bytes = [...getBase58Encoder().encode(key)];
    bytes[63] = (bytes[63]! + 1) % 256; // the public half no longer matches the secret
    await expect(loadSolanaSigner(JSON.stringify(bytes))).rejects.toThrow('The Solana network did not accept the reservation: the signer key is not a valid Solana key pair.');
  });

  it('builds explorer links from the configured template', () => {
    expect(explorerUrlFor('https://explorer.solana.com/tx/{signature}?cluster=devnet', '5abc')).toBe('https://explorer.solana.com/tx/5abc?cluster=devnet');
  });
});

describe('[TWIN] username memo through JSON-RPC', () => {
  let rpc: FakeSolanaRpc;
  let signerKey: string;
  beforeAll(async () => {
    rpc = await startFakeSolanaRpc();
    signerKey = generateSolanaSecretKey();
    rpc.svm.airdrop((await loadSolanaSigner(signerKey)).address, ONE_SOL);
  });
  beforeEach(() => rpc.reset());
  afterAll(() => rpc.close());

  it('sends the transaction, confirms it, and returns its signature', async () => {
    const sent: string[] = [];
    const signature = await reserveUsernameOnSolana({ rpcUrl: rpc.url, signerKey }, 'grandpa_joe', { ...FAST, onSent: (value) => void sent.push(value) });

    expect(sent).toEqual([signature]);
    expect(rpc.calls).toEqual(['getLatestBlockhash', 'sendTransaction', 'getSignatureStatuses']);
    const executed = rpc.executed(signature);
    expect(executed).toBeInstanceOf(TransactionMetadata);
    expect((executed as TransactionMetadata).logs()).toContain('Program log: engram:username:grandpa_joe');
  });

  it('retries failing RPC calls with backoff and then succeeds', async () => {
    rpc.failNext('getLatestBlockhash', 2);
    rpc.failNext('sendTransaction', 1, { kind: 'rpc', code: -32005, message: 'Node is behind by 42 slots' });
    const signature = await reserveUsernameOnSolana({ rpcUrl: rpc.url, signerKey }, 'retry_me', FAST);
    expect(rpc.calls).toEqual(['getLatestBlockhash', 'getLatestBlockhash', 'getLatestBlockhash', 'sendTransaction', 'sendTransaction', 'getSignatureStatuses']);
    expect(rpc.executed(signature)).toBeInstanceOf(TransactionMetadata);
  });

  it('ends in a readable error when the RPC keeps failing, after a bounded number of tries', async () => {
    rpc.failAlways({ kind: 'http', status: 503 });
    const failure = reserveUsernameOnSolana({ rpcUrl: rpc.url, signerKey }, 'never_lands', { ...FAST, rpcAttempts: 3 });
    await expect(failure).rejects.toBeInstanceOf(SolanaReservationError);
    await expect(failure).rejects.toThrow('The Solana network did not accept the reservation: getting a recent blockhash failed after 3 tries: the RPC server answered HTTP 503.');
    expect(rpc.calls).toEqual(['getLatestBlockhash', 'getLatestBlockhash', 'getLatestBlockhash']);
  });

  it('says so when the network refuses the transaction itself', async () => {
    const broke = generateSolanaSecretKey();
    const failure = reserveUsernameOnSolana({ rpcUrl: rpc.url, signerKey: broke }, 'no_funds', { ...FAST, rpcAttempts: 1 });
    await expect(failure).rejects.toThrow(
      'The Solana network did not accept the reservation: sending the transaction failed after 1 tries: Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
    );
  });
});
