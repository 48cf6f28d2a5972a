// What the twin route tests share: signed-in people, the calls an owner makes (answers, memories, heirs), and the
// public page and chat as a visitor from an address of their own.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TwinActivity, TwinEnvelope } from '../../../../shared/contracts/twin.ts';
import type { TwinHeirInvitation } from '../../../../shared/contracts/twin-heirs.ts';
import { multipart, type MultipartPart } from '../../../test/multipart.ts';
import { useTestApp, signedInCaller, type SignedInCaller as Person } from '../../../test/test-app.ts';

/** Bytes that begin with the PNG signature, as an uploaded picture. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

/** Call inside a `describe`: starts the app on `url` and answers the calls the twin tests make. */
export function useTwinRoutes(url: string | undefined) {
  // Many accounts register from one test address.
  const ctx = useTestApp(url, { AI_OFFLINE_STREAM_DELAY_MS: '0', TWIN_PUBLIC_CHAT_PER_MINUTE: '5', LOGIN_RATE_LIMIT_PER_IP: '1000' });

  // Each test's visitors come from their own address, so the public chat's per-address limit counts them apart.
  let addressCounter = 0;
  const nextAddress = () => `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

  const person = (name?: string) => signedInCaller(ctx.app, name);

  const answer = (who: Person, number: number, text: string, visibility?: 'private' | 'family' | 'public') =>
    who.call('PUT', `/twin/answers/${number}`, visibility ? { text, visibility } : { text });
  /** The owner names `heir` and `heir` accepts the invitation link, as the only way to become an heir. */
  const inviteAndAccept = async (owner: Person, heir: Person, email = heir.email) => {
    const added = await owner.call('POST', '/twin/heirs', { email });
    expect(added.statusCode).toBe(201);
    const token = new URL((added.json() as TwinHeirInvitation).invite_url, 'http://localhost').searchParams.get('token')!;
    const accepted = await heir.call('POST', '/twin/heirs/accept', { token });
    expect(accepted.statusCode).toBe(200);
    return { heir: added.json() as TwinHeirInvitation, token };
  };
  const getTwin = async (who: Person) => ((await who.call('GET', '/twin')).json() as TwinEnvelope).twin;
  const uploadMemory = (who: Person, parts: MultipartPart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({ method: 'POST', url: '/twin/memories', payload: body.payload, headers: { ...body.headers, cookie: who.cookies } });
  };
  const textMemory = (who: Person, title: string, text: string, visibility = 'private') =>
    uploadMemory(who, [
      { name: 'kind', value: 'text' },
      { name: 'title', value: title },
      { name: 'visibility', value: visibility },
      { name: 'text', value: text },
    ]);
  const chatPublic = (username: string, message: string, options: { cookies?: string; address?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/public/twins/${username}/chat`,
      remoteAddress: options.address ?? nextAddress(),
      headers: options.cookies ? { cookie: options.cookies } : {},
      payload: { messages: [{ role: 'user', content: message }] },
    });
  const readPublic = (username: string, cookies?: string) =>
    ctx.app.inject({ method: 'GET', url: `/public/twins/${username}`, headers: cookies ? { cookie: cookies } : {} });
  const activity = async (who: Person) => ((await who.call('GET', '/twin/activity')).json() as { activity: TwinActivity[] }).activity;

  return { ctx, nextAddress, person, answer, inviteAndAccept, getTwin, uploadMemory, textMemory, chatPublic, readPublic, activity };
}
