// twin.reserve-username on a real database: the memo transaction goes through a fake JSON-RPC server that executes it
// in LiteSVM, and the twin row records the outcome (confirmed with its signature, pending between tries, failed with a
// readable reason after the last try, not_configured without Solana settings).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getBase58Encoder, lamports } from '@solana/kit';
import { TransactionMetadata } from 'litesvm';
import { ConfigError, loadConfig, type Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { twinUsernameHolds, users } from '../../../db/schema.ts';
import { PermanentJobError, type FailedJobContext } from '../../../jobs/define-job.ts';
import { generateSolanaSecretKey, startFakeSolanaRpc, type FakeSolanaRpc } from '../../../test/fake-solana-rpc.ts';
import { openTestDatabase, TEST_DATABASES, uniqueEmail } from '../../../test/test-app.ts';
import { reserveUsername, reserveUsernameJob, type ReserveUsernamePayload } from './reserve-username.job.ts';
import { loadSolanaSigner } from './solana/username-memo.ts';
import { createTwinRepository } from '../shared/twin.repository.ts';

const FAST = { retryDelayMs: 5, confirmIntervalMs: 5 };

function uniqueUsername(): string {
  return `t2_${randomBytes(6).toString('hex')}`;
}

describe.each(TEST_DATABASES)('[TWIN] on-chain username reservation on $name', ({ url }) => {
  let database: Database;
  let rpc: FakeSolanaRpc;
  let signerKey: string;
  let solanaConfig: Config;

  beforeAll(async () => {
    database = await openTestDatabase(url);
    rpc = await startFakeSolanaRpc();
    signerKey = generateSolanaSecretKey();
    rpc.svm.airdrop((await loadSolanaSigner(signerKey)).address, lamports(1_000_000_000n));
    solanaConfig = loadConfig({ LOG_LEVEL: 'silent', SOLANA_RPC_URL: rpc.url, SOLANA_SIGNER_KEY: signerKey });
  });
  beforeEach(() => rpc.reset());
  afterAll(async () => {
    await rpc.close();
    await database.close();
  });

  async function buildTwin(): Promise<ReserveUsernamePayload> {
    const [user] = await database.db.insert(users).values({ email: uniqueEmail('heir'), name: 'Rose Baker', nickname: 'Rose', passwordHash: 'not-a-hash' }).returning();
    const username = uniqueUsername();
    const twin = await createTwinRepository(database.db).insertTwin({ userId: user!.id, username, name: 'Rose Baker', onchainStatus: 'pending' });
    return { userId: user!.id, twinId: twin!.id, username };
  }

  const onchainOf = async (twinId: string) => {
    const twin = await createTwinRepository(database.db).findTwinById(twinId);
    return { status: twin?.onchainStatus, signature: twin?.onchainSignature ?? null, error: twin?.onchainError ?? null };
  };

  it('records confirmed with the signature of the memo that ran on chain', async () => {
    const payload = await buildTwin();
    const result = await reserveUsername(payload, { db: database.db, config: solanaConfig, attempt: 0 }, FAST);

    expect(result.status).toBe('confirmed');
    const onchain = await onchainOf(payload.twinId);
    expect(onchain).toEqual({ status: 'confirmed', signature: result.signature, error: null });
    const executed = rpc.executed(result.signature!);
    expect(executed).toBeInstanceOf(TransactionMetadata);
    expect((executed as TransactionMetadata).logs()).toContain(`Program log: engram:username:${payload.username}`);
  });

  it('retries an RPC that fails twice, then records confirmed', async () => {
    const payload = await buildTwin();
    rpc.failNext('getLatestBlockhash', 2, { kind: 'http', status: 503 });
    const result = await reserveUsername(payload, { db: database.db, config: solanaConfig, attempt: 0 }, FAST);
    expect(rpc.calls.filter((method) => method === 'getLatestBlockhash')).toHaveLength(3);
    expect(await onchainOf(payload.twinId)).toEqual({ status: 'confirmed', signature: result.signature, error: null });
  });

  it('keeps it pending between the job’s tries, and records failed with a readable reason after the last', async () => {
    const payload = await buildTwin();
    rpc.failAlways({ kind: 'rpc', code: -32005, message: 'Node is unhealthy' });
    const reason = 'The Solana network did not accept the reservation: getting a recent blockhash failed after 4 tries: Node is unhealthy.';
    for (let attempt = 0; attempt <= reserveUsernameJob.retry.limit; attempt += 1) {
      await expect(reserveUsername(payload, { db: database.db, config: solanaConfig, attempt }, FAST)).rejects.toThrow(reason);
      const isLastTry = attempt === reserveUsernameJob.retry.limit;
      expect(await onchainOf(payload.twinId)).toEqual({ status: isLastTry ? 'failed' : 'pending', signature: null, error: reason });
    }
    expect(rpc.calls).toHaveLength(4 * (reserveUsernameJob.retry.limit + 1));
  });

  it('keeps the network’s reason when it refuses the transaction (an unfunded signer), for the queue to retry', async () => {
    const payload = await buildTwin();
    const unfunded = loadConfig({ LOG_LEVEL: 'silent', SOLANA_RPC_URL: rpc.url, SOLANA_SIGNER_KEY: generateSolanaSecretKey() });
    const failure = reserveUsername(payload, { db: database.db, config: unfunded, attempt: 0 }, { ...FAST, rpcAttempts: 1 });
    await expect(failure).rejects.toMatchObject({ name: 'SolanaReservationError' });
    expect(await onchainOf(payload.twinId)).toEqual({
      status: 'pending',
      signature: null,
      error: 'The Solana network did not accept the reservation: sending the transaction failed after 1 tries: Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
    });
  });

  it('fails at once, without the queue retrying, when the signer key is not a key pair', async () => {
    const payload = await buildTwin();
    const bytes = [...getBase58Encoder().encode(generateSolanaSecretKey())];
    bytes[63] = (bytes[63]! + 1) % 256;
    const mismatched = loadConfig({ LOG_LEVEL: 'silent', SOLANA_RPC_URL: rpc.url, SOLANA_SIGNER_KEY: JSON.stringify(bytes) });
    const failure = reserveUsername(payload, { db: database.db, config: mismatched, attempt: 0 }, FAST);
    const reason = 'The Solana network did not accept the reservation: the signer key is not a valid Solana key pair.';
    await expect(failure).rejects.toBeInstanceOf(PermanentJobError);
    await expect(failure).rejects.toThrow(reason);
    expect(await onchainOf(payload.twinId)).toEqual({ status: 'failed', signature: null, error: reason });
    expect(rpc.calls).toEqual([]);
  });

  it('records not_configured when Solana is not set up, through the job’s own handler', async () => {
    const payload = await buildTwin();
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    expect(config.solana).toBeNull();
    const context = { db: database.db, config, attempt: 0 } as unknown as Parameters<typeof reserveUsernameJob.run>[1];
    expect(await reserveUsernameJob.run(payload, context)).toEqual({ status: 'not_configured', signature: null });
    expect(await onchainOf(payload.twinId)).toEqual({ status: 'not_configured', signature: null, error: null });
    expect(rpc.calls).toEqual([]);
  });

  it('writes the name the twin has when it runs, not the one that queued it, once, and holds it forever', async () => {
    const payload = await buildTwin();
    const repository = createTwinRepository(database.db);
    const current = uniqueUsername();
    await repository.updateTwin(payload.twinId, { username: current });

    const result = await reserveUsername(payload, { db: database.db, config: solanaConfig, attempt: 0 }, FAST);
    expect(result.status).toBe('confirmed');
    const logs = (rpc.executed(result.signature!) as TransactionMetadata).logs();
    expect(logs).toContain(`Program log: engram:username:${current}`);
    expect(logs).not.toContain(`Program log: engram:username:${payload.username}`);
    // A second job for the same name writes nothing more.
    const calls = rpc.calls.length;
    expect(await reserveUsername(payload, { db: database.db, config: solanaConfig, attempt: 0 }, FAST)).toEqual(result);
    expect(rpc.calls).toHaveLength(calls);
    // The name on chain is never re-issued, even after the twin is renamed or deleted.
    await repository.updateTwin(payload.twinId, { username: uniqueUsername() });
    expect(await repository.isUsernameTaken(current)).toBe(true);
    expect(await repository.isUsernameTaken(current, new Date(), payload.twinId)).toBe(false);
    await repository.deleteTwin(payload.twinId);
    expect(await database.db.select().from(twinUsernameHolds).where(eq(twinUsernameHolds.username, current))).toEqual([
      expect.objectContaining({ twinId: null, expiresAt: null }),
    ]);
    expect(await repository.deleteExpiredRedirects(new Date(Date.now() + 365 * 24 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(0);
    expect(await repository.isUsernameTaken(current, new Date(Date.now() + 365 * 24 * 60 * 60 * 1000))).toBe(true);
  });

  it('writes nothing for a twin deleted before its job ran', async () => {
    const payload = await buildTwin();
    await createTwinRepository(database.db).deleteTwin(payload.twinId);
    expect(await reserveUsername(payload, { db: database.db, config: solanaConfig, attempt: 0 }, FAST)).toEqual({ status: 'superseded', signature: null });
    expect(rpc.calls).toEqual([]);
  });

  it('fails a reservation left pending when the queue gives up on the job', async () => {
    const payload = await buildTwin();
    const context = { db: database.db, config: solanaConfig } as unknown as FailedJobContext;
    await reserveUsernameJob.onFailed!(payload, context);
    expect(await onchainOf(payload.twinId)).toEqual({
      status: 'failed',
      signature: null,
      error: 'The Solana network did not accept the reservation: the reservation stopped before it was confirmed.',
    });
  });
});

describe('[TWIN] Solana settings', () => {
  it('is null unless both the RPC URL and the signer key are set, and names a half setup', () => {
    expect(loadConfig({}).solana).toBeNull();
    const key = generateSolanaSecretKey();
    expect(loadConfig({ SOLANA_RPC_URL: 'https://api.devnet.solana.com', SOLANA_SIGNER_KEY: key }).solana).toEqual({
      rpcUrl: 'https://api.devnet.solana.com',
      signerKey: key,
      explorerUrl: 'https://explorer.solana.com/tx/{signature}',
    });
    expect(() => loadConfig({ SOLANA_RPC_URL: 'https://api.devnet.solana.com' })).toThrow(/SOLANA_SIGNER_KEY: is required when SOLANA_RPC_URL is set/);
    expect(() => loadConfig({ SOLANA_SIGNER_KEY: key })).toThrow(/SOLANA_RPC_URL: is required when SOLANA_SIGNER_KEY is set/);
  });

  it('refuses a key that is not 64 bytes and an explorer URL without {signature}', () => {
    expect(() => loadConfig({ SOLANA_RPC_URL: 'https://api.devnet.solana.com', SOLANA_SIGNER_KEY: '[1,2,3]' })).toThrow(ConfigError);
    expect(() => loadConfig({ SOLANA_RPC_URL: 'https://api.devnet.solana.com', SOLANA_SIGNER_KEY: 'not-base58!' })).toThrow(/SOLANA_SIGNER_KEY: must be a 64-byte secret key/);
    expect(() => loadConfig({ SOLANA_EXPLORER_URL: 'https://explorer.solana.com/tx/' })).toThrow(/SOLANA_EXPLORER_URL: must contain \{signature\}/);
  });
});
