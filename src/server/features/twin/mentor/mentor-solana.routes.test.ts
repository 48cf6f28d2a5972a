// Paying a mentor with Solana Pay: the transfer request, then a wallet's transaction executed in LiteSVM (an in-process
// Solana runtime with the System and SPL Token programs) behind a JSON-RPC server, found by its reference and checked
// before the chat opens: the owner's share and the operator's commission in one transaction, a short or misdirected
// payment refused, and a transaction or reference never serving two payments.
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  signTransactionMessageWithSigners,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MentorEarningsAnswerSchema, MentorSolanaRequestSchema, type MentorSolanaRequest } from '../../../../shared/contracts/twin-mentor.ts';
import { ledgerEntries } from '../../../db/schema.ts';
import { startFakeSolanaRpc, TOKEN_PROGRAM_ADDRESS, type FakeSolanaRpc } from '../../../test/fake-solana-rpc.ts';
import { signedInCaller, useTestApp, type SignedInCaller } from '../../../test/test-app.ts';
import { MENTOR_MESSAGES } from './mentor-rules.ts';
import { chatWith, mentorTerms, newWalletAddress, publicMentor } from './mentor.test-helpers.ts';
import { associatedTokenAddress } from './solana-pay.ts';

const SYSTEM_PROGRAM = address('11111111111111111111111111111111');
const TOKEN_PROGRAM = address(TOKEN_PROGRAM_ADDRESS);
const USDC_DECIMALS = 6;

let rpc: FakeSolanaRpc;
const operator = newWalletAddress();
const usdcMint = newWalletAddress();
beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  // USDC's mint: 82 bytes, no authority, decimals at byte 44, initialised.
  const mint = new Uint8Array(82);
  mint[44] = USDC_DECIMALS;
  mint[45] = 1;
  rpc.svm.setAccount({ address: address(usdcMint), data: mint, executable: false, lamports: lamports(10_000_000n), programAddress: TOKEN_PROGRAM, space: 82n });
});
afterAll(() => rpc.close());

/** A token account of `owner` for USDC holding `units`, at `at` (a fresh address unless named): 165 bytes, initialised. */
function usdcAccount(owner: string, units: bigint, at = newWalletAddress()): string {
  const data = new Uint8Array(165);
  data.set(getBase58Encoder().encode(usdcMint), 0);
  data.set(getBase58Encoder().encode(owner), 32);
  new DataView(data.buffer).setBigUint64(64, units, true);
  data[108] = 1;
  rpc.svm.setAccount({ address: address(at), data, executable: false, lamports: lamports(10_000_000n), programAddress: TOKEN_PROGRAM, space: 165n });
  return at;
}

/** A System transfer; extra read-only accounts (a Solana Pay reference) ride on it as wallets add them. */
function solTransfer(from: KeyPairSigner, to: string, amount: bigint, references: string[] = []): Instruction {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, amount, true);
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [{ address: from.address, role: AccountRole.WRITABLE_SIGNER, signer: from }, { address: address(to), role: AccountRole.WRITABLE }, ...references.map((reference) => ({ address: address(reference), role: AccountRole.READONLY }))],
    data,
  } as Instruction;
}

/** An SPL Token TransferChecked of USDC between token accounts, signed by the source's owner. */
function usdcTransfer(authority: KeyPairSigner, source: string, destination: string, amount: bigint, references: string[] = []): Instruction {
  const data = new Uint8Array(10);
  data[0] = 12;
  new DataView(data.buffer).setBigUint64(1, amount, true);
  data[9] = USDC_DECIMALS;
  return {
    programAddress: TOKEN_PROGRAM,
    accounts: [
      { address: address(source), role: AccountRole.WRITABLE },
      { address: address(usdcMint), role: AccountRole.READONLY },
      { address: address(destination), role: AccountRole.WRITABLE },
      { address: authority.address, role: AccountRole.READONLY_SIGNER, signer: authority },
      ...references.map((reference) => ({ address: address(reference), role: AccountRole.READONLY })),
    ],
    data,
  } as Instruction;
}

/** The wallet signs one transaction with these instructions and sends it to the node, which runs it in LiteSVM. */
async function pay(payer: KeyPairSigner, instructions: Instruction[]): Promise<string> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: rpc.svm.latestBlockhash() as Blockhash, lastValidBlockHeight: 1_000n }, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return createSolanaRpc(rpc.url).sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
}

async function walletWithSol(): Promise<KeyPairSigner> {
  const wallet = await generateKeyPairSigner();
  rpc.svm.airdrop(wallet.address, lamports(5_000_000_000n));
  return wallet;
}

describe('[TWIN] paying a mentor with Solana Pay, checked on chain', () => {
  const ctx = useTestApp(undefined, () => ({
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    AI_OFFLINE_STREAM_DELAY_MS: '0',
    MENTOR_SOLANA_OPERATOR_ADDRESS: operator,
    MENTOR_SOLANA_RPC_URL: rpc.url,
    MENTOR_SOLANA_USDC_MINT: usdcMint,
  }));

  async function request(username: string, visitor: SignedInCaller, token: 'sol' | 'usdc'): Promise<MentorSolanaRequest> {
    const response = await visitor.call('POST', `/public/twins/${username}/mentor/solana`, { token });
    expect(response.statusCode, response.body).toBe(201);
    return MentorSolanaRequestSchema.parse(response.json());
  }
  const verify = (username: string, visitor: SignedInCaller, paymentId: string) => visitor.call('POST', `/public/twins/${username}/mentor/solana/${paymentId}/verify`);
  const ledgerOf = (paymentId: string) =>
    ctx.database.db
      .select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, currency: ledgerEntries.currency, externalRef: ledgerEntries.externalRef })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceId, paymentId))
      .orderBy(ledgerEntries.kind);

  it('splits a SOL payment between the owner and the operator in one transaction, and opens the chat only once it is found', async () => {
    const { owner, username, terms } = await publicMentor(ctx);
    const visitor = await signedInCaller(ctx.app, 'Sol Buyer');
    const wallet = await walletWithSol();

    const asked = await request(username, visitor, 'sol');
    // 0.05 SOL: 20 % to the operator, the rest to the owner's wallet, named in the transfer request.
    expect(asked.owner).toEqual({ recipient: terms.wallet_address, amount_units: '40000000', amount: '0.04 SOL' });
    expect(asked.commission).toEqual({ recipient: operator, amount_units: '10000000', amount: '0.01 SOL' });
    expect(asked.url).toBe(`solana:${terms.wallet_address}?amount=0.04&reference=${asked.reference}&label=Engram&message=A%20conversation%20with%20%40${username}`);
    expect(asked.mint).toBeNull();

    // Nothing on chain yet: pending, and the chat still asks for a pass.
    expect((await verify(username, visitor, asked.payment_id)).json()).toEqual({ status: 'pending', signature: null, access: null });
    expect((await chatWith(ctx, username, visitor)).statusCode).toBe(402);

    const operatorBefore = rpc.svm.getBalance(address(operator)) ?? 0n;
    const signature = await pay(wallet, [solTransfer(wallet, terms.wallet_address, 40_000_000n, [asked.reference]), solTransfer(wallet, operator, 10_000_000n)]);
    expect((rpc.svm.getBalance(address(operator)) ?? 0n) - operatorBefore).toBe(10_000_000n);
    expect(rpc.svm.getBalance(address(terms.wallet_address))).toBe(40_000_000n);

    const found = await verify(username, visitor, asked.payment_id);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ status: 'paid', signature, access: { pricing: 'conversation', ends_at: null } });
    expect(rpc.calls).toEqual(expect.arrayContaining(['getSignaturesForAddress', 'getTransaction']));
    expect((await chatWith(ctx, username, visitor)).statusCode).toBe(200);
    // Checked again: the same answer, nothing granted twice.
    expect((await verify(username, visitor, asked.payment_id)).json()).toMatchObject({ status: 'paid', signature });
    // In the money ledger once, in lamports named 'sol': the buyer's payment, the operator's commission, and the
    // owner's share paid to their wallet in the same transaction.
    expect(await ledgerOf(asked.payment_id)).toEqual([
      { kind: 'commission', amountMinor: 10_000_000, currency: 'sol', externalRef: signature },
      { kind: 'payment', amountMinor: 50_000_000, currency: 'sol', externalRef: signature },
      { kind: 'payout', amountMinor: -40_000_000, currency: 'sol', externalRef: signature },
    ]);
    // The migration that brought Solana payments into the ledger writes the same rows for one verified before it.
    const written = await ledgerOf(asked.payment_id);
    await ctx.database.db.delete(ledgerEntries).where(eq(ledgerEntries.sourceId, asked.payment_id));
    const migration = readFileSync(new URL('../../../db/migrations/0038_money_kept.sql', import.meta.url), 'utf8');
    const fills = migration.split('--> statement-breakpoint').filter((statement) => statement.includes('INSERT INTO "ledger_entries"'));
    expect(fills).toHaveLength(3);
    for (const statement of fills) await ctx.database.db.execute(sql.raw(statement));
    expect(await ledgerOf(asked.payment_id)).toEqual(written);

    // Only the buyer reads their payment.
    const stranger = await signedInCaller(ctx.app, 'Nosy Neighbour');
    expect((await verify(username, stranger, asked.payment_id)).statusCode).toBe(404);
    expect((await verify(username, owner, asked.payment_id)).statusCode).toBe(404);

    const earned = MentorEarningsAnswerSchema.parse((await owner.call('GET', '/twin/mentor/payments')).json());
    expect(earned.payments[0]).toMatchObject({ method: 'solana', currency: 'sol', gross: 50_000_000, commission: 10_000_000, owner_share: 40_000_000, status: 'paid', owner_wallet: terms.wallet_address, signature });
    expect(earned.totals).toEqual([{ currency: 'sol', owed: 0, paid: 40_000_000 }]);
  });

  it('refuses a short payment and one sent to another address, for good', async () => {
    const { username, terms } = await publicMentor(ctx);
    const wallet = await walletWithSol();

    const shortVisitor = await signedInCaller(ctx.app, 'Short Changer');
    const short = await request(username, shortVisitor, 'sol');
    await pay(wallet, [solTransfer(wallet, terms.wallet_address, 39_999_999n, [short.reference]), solTransfer(wallet, operator, 10_000_000n)]);
    const refused = await verify(username, shortVisitor, short.payment_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${terms.wallet_address} received less than the price: the payment is short.`);
    expect((await verify(username, shortVisitor, short.payment_id)).statusCode).toBe(409);
    // A refused payment is no money: nothing in the ledger.
    expect(await ledgerOf(short.payment_id)).toEqual([]);
    expect((await chatWith(ctx, username, shortVisitor)).statusCode).toBe(402);

    // The owner's share sent to someone else's wallet.
    const lostVisitor = await signedInCaller(ctx.app, 'Lost Address');
    const misdirected = await request(username, lostVisitor, 'sol');
    await pay(wallet, [solTransfer(wallet, newWalletAddress(), 40_000_000n, [misdirected.reference]), solTransfer(wallet, operator, 10_000_000n)]);
    const wrong = await verify(username, lostVisitor, misdirected.payment_id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(`Nothing was paid to ${terms.wallet_address}: the payment went to another address.`);

    // The owner paid in full but the commission left out.
    const noCommission = await request(username, lostVisitor, 'sol');
    await pay(wallet, [solTransfer(wallet, terms.wallet_address, 50_000_000n, [noCommission.reference])]);
    expect((await verify(username, lostVisitor, noCommission.payment_id)).json().message).toBe(`Nothing was paid to ${operator}: the payment went to another address.`);
    expect((await chatWith(ctx, username, lostVisitor)).statusCode).toBe(402);
  });

  it('never lets one transaction or one reference pay for two chats', async () => {
    const { username, terms } = await publicMentor(ctx);
    const wallet = await walletWithSol();
    const first = await signedInCaller(ctx.app, 'First Payer');
    const second = await signedInCaller(ctx.app, 'Second Rider');
    const one = await request(username, first, 'sol');
    const two = await request(username, second, 'sol');
    expect(two.reference).not.toBe(one.reference);

    // One payment's worth, carrying both references.
    await pay(wallet, [solTransfer(wallet, terms.wallet_address, 40_000_000n, [one.reference, two.reference]), solTransfer(wallet, operator, 10_000_000n)]);
    expect((await verify(username, first, one.payment_id)).json().status).toBe('paid');
    const reused = await verify(username, second, two.payment_id);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(MENTOR_MESSAGES.signatureUsed);
    expect((await chatWith(ctx, username, second)).statusCode).toBe(402);
    expect((await chatWith(ctx, username, first)).statusCode).toBe(200);
  });

  it('takes USDC to the owner’s and the operator’s token accounts, and SOL only when the mentor set a SOL price', async () => {
    const { owner, username, terms } = await publicMentor(ctx, mentorTerms({ price_lamports: null, wallet_address: newWalletAddress() }));
    const visitor = await signedInCaller(ctx.app, 'Una Usdc');
    const noSol = await visitor.call('POST', `/public/twins/${username}/mentor/solana`, { token: 'sol' });
    expect(noSol.statusCode).toBe(409);
    expect(noSol.json().message).toBe(MENTOR_MESSAGES.noSol);
    expect((await visitor.call('POST', `/public/twins/${username}/mentor/solana`, { token: 'doge' })).statusCode).toBe(400);

    const asked = await request(username, visitor, 'usdc');
    // $15.00: 15 USDC, 3 to the operator.
    expect(asked).toMatchObject({ mint: usdcMint, owner: { amount_units: '12000000', amount: '12.00 USDC' }, commission: { amount_units: '3000000', amount: '3.00 USDC' } });
    expect(asked.url).toContain(`solana:${terms.wallet_address}?amount=12&spl-token=${usdcMint}&reference=${asked.reference}`);

    const wallet = await walletWithSol();
    const source = usdcAccount(wallet.address, 100_000_000n);
    const ownerAccount = usdcAccount(terms.wallet_address, 0n);
    const operatorAccount = usdcAccount(operator, 0n);
    await pay(wallet, [usdcTransfer(wallet, source, ownerAccount, 12_000_000n, [asked.reference]), usdcTransfer(wallet, source, operatorAccount, 3_000_000n)]);
    const found = await verify(username, visitor, asked.payment_id);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().status).toBe('paid');
    expect((await chatWith(ctx, username, visitor)).statusCode).toBe(200);
    expect((await ledgerOf(asked.payment_id)).map(({ kind, amountMinor, currency }) => [kind, amountMinor, currency])).toEqual([
      ['commission', 3_000_000, 'usdc'],
      ['payment', 15_000_000, 'usdc'],
      ['payout', -12_000_000, 'usdc'],
    ]);
    expect(MentorEarningsAnswerSchema.parse((await owner.call('GET', '/twin/mentor/payments')).json()).totals).toEqual([{ currency: 'usdc', owed: 0, paid: 12_000_000 }]);
  });

  it('answers 502 when the node cannot be reached, and keeps the payment waiting', async () => {
    const { username } = await publicMentor(ctx);
    const visitor = await signedInCaller(ctx.app, 'Patient Payer');
    const asked = await request(username, visitor, 'sol');
    rpc.failNext('getSignaturesForAddress', 3);
    const down = await verify(username, visitor, asked.payment_id);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(MENTOR_MESSAGES.solanaUnreachable);
    rpc.reset();
    expect((await verify(username, visitor, asked.payment_id)).json().status).toBe('pending');
  });

  it('answers a Solana Pay transaction request with both transfers, which the wallet signs and sends, in SOL and in USDC', async () => {
    const { username, terms } = await publicMentor(ctx);
    const solBuyer = await signedInCaller(ctx.app, 'Tina Transaction');
    const asked = await request(username, solBuyer, 'sol');
    const transactionPath = `/public/twins/${username}/mentor/solana/${asked.payment_id}/transaction`;
    expect(decodeURIComponent(asked.transaction_url.slice('solana:'.length))).toMatch(new RegExp(`/public/twins/${username}/mentor/solana/${asked.payment_id}/transaction$`));
    expect((await ctx.app.inject({ method: 'GET', url: transactionPath })).json()).toMatchObject({ label: 'Engram' });

    const wallet = await walletWithSol();
    const answered = await ctx.app.inject({ method: 'POST', url: transactionPath, payload: { account: wallet.address } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().message).toBe(`A conversation with @${username}: 0.04 SOL to its owner, 0.01 SOL to Engram.`);
    const unsigned = getTransactionDecoder().decode(getBase64Encoder().encode(answered.json().transaction as string));
    const signed = await signTransaction([wallet.keyPair], unsigned);
    const operatorBefore = rpc.svm.getBalance(address(operator)) ?? 0n;
    await createSolanaRpc(rpc.url).sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
    expect((rpc.svm.getBalance(address(operator)) ?? 0n) - operatorBefore).toBe(10_000_000n);
    expect((await verify(username, solBuyer, asked.payment_id)).json().status).toBe('paid');
    // Paid: no second transaction for it.
    expect((await ctx.app.inject({ method: 'POST', url: transactionPath, payload: { account: wallet.address } })).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'POST', url: transactionPath, payload: { account: 'nope' } })).statusCode).toBe(400);

    // USDC: the owner's and the operator's token accounts are made when missing.
    const usdcBuyer = await signedInCaller(ctx.app, 'Ulla Usdc');
    const usdc = await request(username, usdcBuyer, 'usdc');
    const payer = await walletWithSol();
    usdcAccount(payer.address, 50_000_000n, await associatedTokenAddress(payer.address, usdcMint));
    const usdcAnswer = await ctx.app.inject({ method: 'POST', url: `/public/twins/${username}/mentor/solana/${usdc.payment_id}/transaction`, payload: { account: payer.address } });
    expect(usdcAnswer.statusCode, usdcAnswer.body).toBe(200);
    const usdcSigned = await signTransaction([payer.keyPair], getTransactionDecoder().decode(getBase64Encoder().encode(usdcAnswer.json().transaction as string)));
    await createSolanaRpc(rpc.url).sendTransaction(getBase64EncodedWireTransaction(usdcSigned), { encoding: 'base64' }).send();
    const ownerAccount = rpc.svm.getAccount(await associatedTokenAddress(terms.wallet_address, usdcMint));
    expect(ownerAccount.exists && Buffer.from(ownerAccount.data).readBigUInt64LE(64)).toBe(12_000_000n);
    expect((await verify(username, usdcBuyer, usdc.payment_id)).json().status).toBe('paid');
  });
});
