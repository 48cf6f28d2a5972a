// What the mentor plan's tests share: an owner with a public Engram opened as a paid mentor, a visitor's chat with it,
// and wallet addresses made of fresh keys.
import { generateKeyPairSync } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { expect } from 'vitest';
import type { MentorSettingsInput } from '../../../../shared/contracts/twin-mentor.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { signedInCaller, userIdOf, type SignedInCaller } from '../../../test/test-app.ts';
import { planPurchases } from '../../../db/schema.ts';

/** A fresh Solana address: the public half of a new ed25519 key, in base58. */
export function newWalletAddress(): string {
  const { publicKey } = generateKeyPairSync('ed25519');
  return getBase58Decoder().decode(Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url'));
}

export const mentorTerms = (overrides: Partial<MentorSettingsInput> = {}): MentorSettingsInput => ({
  pricing: 'conversation',
  price_cents: 1500,
  price_lamports: 50_000_000,
  wallet_address: newWalletAddress(),
  topics: 'Beekeeping through the seasons, and building a hive from scrap timber.',
  ...overrides,
});

/** Gives the person the Engram package as a server where it is free records it, so a server taking payments lets them start one. */
export async function givePackage(ctx: Pick<TestContext, 'database'>, email: string): Promise<void> {
  const userId = await userIdOf(ctx.database.db, email);
  await ctx.database.db
    .insert(planPurchases)
    .values({ userId, item: 'package', quantity: 1, amountCents: 0, currency: 'usd', checkoutSessionId: `free:${userId}`, status: 'paid', paidAt: new Date() })
    .onConflictDoNothing();
}

/**
 * A person whose Engram is started and public, and opened as a paid mentor on `terms`. They hold the Engram package
 * (given as on a server where it is free), so a server taking payments lets them start it.
 */
export async function publicMentor(ctx: Pick<TestContext, 'app' | 'database'>, terms: MentorSettingsInput = mentorTerms()): Promise<{ owner: SignedInCaller; username: string; terms: MentorSettingsInput }> {
  const owner = await signedInCaller(ctx.app, 'Hale Beekeeper');
  await givePackage(ctx, owner.email);
  expect((await owner.call('PUT', '/twin/answers/1', { text: 'I kept bees on a rooftop for twenty years.', visibility: 'public' })).statusCode).toBe(200);
  const published = await owner.call('PATCH', '/twin', { visibility: 'public' });
  expect(published.statusCode, published.body).toBe(200);
  const opened = await owner.call('PUT', '/twin/mentor', terms);
  expect(opened.statusCode, opened.body).toBe(200);
  return { owner, username: (published.json() as { username: string }).username, terms };
}

let addressCounter = 0;

/** One message to the Engram's public chat, as the signed-in `visitor` (or nobody) from an address of its own. */
export function chatWith(ctx: Pick<TestContext, 'app'>, username: string, visitor: SignedInCaller | null, message = 'How do I keep a hive calm in August?') {
  addressCounter += 1;
  return ctx.app.inject({
    method: 'POST',
    url: `/public/twins/${username}/chat`,
    remoteAddress: `10.7.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`,
    headers: visitor ? { cookie: visitor.cookies } : {},
    payload: { messages: [{ role: 'user', content: message }] },
  });
}
