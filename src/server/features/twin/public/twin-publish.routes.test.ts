// Publishing asks first: the preview of what each audience would see, old usernames that lead to the renamed page
// (and stay reserved) for 30 days, and photos on the page that only their audience may open.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Twin } from '../../../../shared/contracts/twin.ts';
import type { TwinHeirInvitation } from '../../../../shared/contracts/twin-heirs.ts';
import type { TwinMemory } from '../../../../shared/contracts/twin-memories.ts';
import type { PublicTwin, PublicTwinMoved, TwinVisibilityPreview } from '../../../../shared/contracts/twin-public.ts';
import { twinUsernameRedirects } from '../../../db/schema.ts';
import { multipart, type MultipartPart } from '../../../test/multipart.ts';
import { TEST_DATABASES, eventually, useTestApp, signedInCaller, type SignedInCaller as Person } from '../../../test/test-app.ts';
import { createTwinRepository } from '../shared/twin.repository.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('[TWIN] publishing asks first on $name', ({ url }) => {
  // Renames here follow each other within minutes; their daily limit is the username-limits tests' concern.
  const ctx = useTestApp(url, { AI_OFFLINE_STREAM_DELAY_MS: '0', LOGIN_RATE_LIMIT_PER_IP: '1000', TWIN_PUBLIC_CHAT_PER_MINUTE: '100', TWIN_USERNAME_CHANGES_PER_DAY: '10' });

  const person = (name?: string) => signedInCaller(ctx.app, name);
  const answer = (who: Person, number: number, text: string, visibility: 'private' | 'family' | 'public') => who.call('PUT', `/twin/answers/${number}`, { text, visibility });
  const upload = async (who: Person, parts: MultipartPart[]) => {
    const body = multipart(parts);
    const response = await ctx.app.inject({ method: 'POST', url: '/twin/memories', payload: body.payload, headers: { ...body.headers, cookie: who.cookies } });
    expect(response.statusCode).toBe(201);
    return response.json() as TwinMemory;
  };
  const textMemory = (who: Person, title: string, text: string, visibility: string) =>
    upload(who, [
      { name: 'kind', value: 'text' },
      { name: 'title', value: title },
      { name: 'visibility', value: visibility },
      { name: 'text', value: text },
    ]);
  const photoMemory = (who: Person, title: string, visibility: string, bytes = PNG) =>
    upload(who, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: title },
      { name: 'visibility', value: visibility },
      { name: 'file', filename: `${title}.png`, content: bytes, contentType: 'image/png' },
    ]);
  const inviteAndAccept = async (owner: Person, heir: Person) => {
    const invitation = (await owner.call('POST', '/twin/heirs', { email: heir.email })).json() as TwinHeirInvitation;
    const token = new URL(invitation.invite_url, 'http://localhost').searchParams.get('token');
    expect((await heir.call('POST', '/twin/heirs/accept', { token })).statusCode).toBe(200);
  };
  const read = (path: string, cookies?: string) => ctx.app.inject({ method: 'GET', url: path, headers: cookies ? { cookie: cookies } : {} });
  const preview = async (who: Person, visibility: string) => {
    const response = await who.call('GET', `/twin/visibility-preview?visibility=${visibility}`);
    expect(response.statusCode).toBe(200);
    return response.json() as TwinVisibilityPreview;
  };
  const freshName = (prefix: string) => `${prefix}_${randomBytes(3).toString('hex')}`;

  it('previews what visitors and heirs would see, never a private answer or memory, and changes nothing', async () => {
    const owner = await person('Maria Lopez');
    const heir = await person('Ana Lopez');
    await answer(owner, 1, 'My secret PIN hint is blueheronquill.', 'private');
    await answer(owner, 2, 'Our family word is marmaladepelican.', 'family');
    await answer(owner, 8, 'On a free afternoon I go fishing at the lake.', 'public');
    const secretNote = await textMemory(owner, 'Secret note', 'The safe code is zanzibarquokka.', 'private');
    const familyNote = await textMemory(owner, 'Family recipe', 'Grandma’s soup needs saffron.', 'family');
    const publicNote = await textMemory(owner, 'Garden', 'The old oak tree is my favourite.', 'public');
    const privatePhoto = await photoMemory(owner, 'Private photo', 'private');
    await inviteAndAccept(owner, heir);

    // The public summary is written in the background from public answers and memories, and written again as each
    // arrives: read until it holds the public note as well.
    const forPublic = await eventually(
      () => preview(owner, 'public'),
      (answered) => (answered.audiences[0]?.summary?.coverage?.memories_with_text ?? 0) > 0,
    );
    expect(forPublic.audiences[0]?.summary?.coverage?.memories_with_text).toBe(1);
    expect(forPublic.visibility).toBe('public');
    expect(forPublic.audiences.map((view) => view.audience)).toEqual(['public', 'family']);
    const [visitors, heirs] = forPublic.audiences as [TwinVisibilityPreview['audiences'][number], TwinVisibilityPreview['audiences'][number]];
    expect(visitors.answers.map((given) => [given.number, given.visibility])).toEqual([[8, 'public']]);
    expect(visitors.memories.map((memory) => memory.id)).toEqual([publicNote.id]);
    expect(heirs.answers.map((given) => [given.number, given.visibility])).toEqual([
      [2, 'family'],
      [8, 'public'],
    ]);
    expect(new Set(heirs.memories.map((memory) => memory.id))).toEqual(new Set([familyNote.id, publicNote.id]));
    expect(forPublic.heirs).toEqual({ named: 1, accepted: 1, released: false });
    // Nothing private anywhere in the answer, summary included; nothing family for visitors.
    const whole = JSON.stringify(forPublic);
    for (const hidden of ['blueheronquill', 'zanzibarquokka', secretNote.id, privatePhoto.id, 'answer:1']) expect(whole).not.toContain(hidden);
    expect(JSON.stringify(visitors)).not.toMatch(/marmaladepelican|saffron|answer:2/);
    expect(JSON.stringify(visitors.summary)).toMatch(/fishing|oak/);

    // Family: heirs only, with family and public material.
    const forFamily = await preview(owner, 'family');
    expect(forFamily.audiences.map((view) => view.audience)).toEqual(['family']);
    expect(forFamily.audiences[0]!.answers.map((given) => given.number)).toEqual([2, 8]);
    expect(JSON.stringify(forFamily)).not.toMatch(/blueheronquill|zanzibarquokka/);

    // Previewing changed nothing: the twin is still private and its page still hidden.
    expect(((await owner.call('GET', '/twin')).json() as { twin: Twin }).twin.visibility).toBe('private');
    const { username } = ((await owner.call('GET', '/twin')).json() as { twin: Twin }).twin;
    expect((await read(`/public/twins/${username}`)).statusCode).toBe(404);

    // The page, once public, shows the very summary the preview showed.
    await owner.call('PATCH', '/twin', { visibility: 'public' });
    expect(((await read(`/public/twins/${username}`)).json() as PublicTwin).summary).toEqual(visitors.summary);

    // Kept private from the preview: gone from the next preview at once, summary included.
    expect((await owner.call('PATCH', '/twin/answers/8', { visibility: 'private' })).statusCode).toBe(200);
    const after = await preview(owner, 'public');
    expect(after.audiences[0]!.answers).toEqual([]);
    expect(JSON.stringify(after.audiences[0]!.summary)).not.toContain('fishing');
  });

  it('refuses a bad preview request with a clear message, and needs the caller’s own twin', async () => {
    const sam = await person();
    expect((await read('/twin/visibility-preview?visibility=public')).statusCode).toBe(401);
    const none = await sam.call('GET', '/twin/visibility-preview?visibility=public');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/no Engram yet/);
    await answer(sam, 1, 'Hello.', 'private');
    for (const bad of ['private', 'everyone', '']) {
      const response = await sam.call('GET', `/twin/visibility-preview?visibility=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe('Visibility must be "family" or "public".');
    }
    expect((await sam.call('GET', '/twin/visibility-preview')).statusCode).toBe(400);
  });

  it('sends an old username to the renamed page for 30 days, keeps it reserved, chains renames and forgets it after', async () => {
    const owner = await person('Ana Ferreira');
    const other = await person('Ana Other');
    const first = freshName('ana');
    const second = freshName('ana');
    const third = freshName('ana');
    expect((await owner.call('PATCH', '/twin', { username: first, visibility: 'public' })).statusCode).toBe(200);
    expect((await owner.call('PATCH', '/twin', { username: second })).statusCode).toBe(200);

    const moved = await read(`/public/twins/${first}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/public/twins/${second}`);
    expect(moved.headers['cache-control']).toBe('no-store');
    expect(moved.json() as PublicTwinMoved).toEqual({ message: `This Engram is now at @${second}.`, moved_to: second });
    // The page link itself: 301 to the new page, query kept.
    const page = await read(`/t/${first}?from=card`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/t/${second}?from=card`);
    expect((await read(`/public/twins/${second}`)).statusCode).toBe(200);
    // Any other page address is left to the web app (no build here: its plain 404).
    expect((await read(`/t/${'x'.repeat(60)}`)).json()).toEqual({ message: `No route for GET /t/${'x'.repeat(60)}.` });

    // Nobody else may take the old name meanwhile; the same message as any taken name.
    const taken = await other.call('PATCH', '/twin', { username: first });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That username is taken. Try another one.');

    // Renamed again: both old names lead to the newest.
    expect((await owner.call('PATCH', '/twin', { username: third })).statusCode).toBe(200);
    for (const old of [first, second]) {
      const response = await read(`/public/twins/${old}`);
      expect(response.statusCode, old).toBe(301);
      expect((response.json() as PublicTwinMoved).moved_to).toBe(third);
    }
    const activity = ((await owner.call('GET', '/twin/activity')).json() as { activity: { detail: string }[] }).activity.map((entry) => entry.detail);
    expect(activity).toContainEqual(expect.stringMatching(new RegExp(`^Username changed from @${second} to @${third}; links to @${second} lead to the new page until \\d{4}-\\d{2}-\\d{2}$`)));
    // The redirect lasts 30 days.
    const [row] = await ctx.database.db.select().from(twinUsernameRedirects).where(eq(twinUsernameRedirects.username, first));
    expect(Math.round((row!.expiresAt.getTime() - Date.now()) / DAY_MS)).toBe(30);

    // The owner may take an old name back: it is theirs again, no longer a redirect.
    expect((await owner.call('PATCH', '/twin', { username: second })).statusCode).toBe(200);
    expect(((await read(`/public/twins/${second}`)).json() as PublicTwin).username).toBe(second);
    expect(((await read(`/public/twins/${third}`)).json() as PublicTwinMoved).moved_to).toBe(second);

    // After expiry: the old link is a 404 again and the name is free for anyone.
    await ctx.database.db
      .update(twinUsernameRedirects)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twinUsernameRedirects.username, first));
    expect((await read(`/public/twins/${first}`)).statusCode).toBe(404);
    expect((await read(`/t/${first}`)).statusCode).toBe(404);
    expect((await other.call('PATCH', '/twin', { username: first, visibility: 'public' })).statusCode).toBe(200);
    expect(((await read(`/public/twins/${first}`)).json() as PublicTwin).name).toBe('Ana Other');
  });

  it('never reveals a hidden twin’s new name through its old one, and the daily job forgets ended redirects', async () => {
    const owner = await person('Hidden Person');
    const heir = await person('Heir Person');
    const old = freshName('hid');
    const renamed = freshName('hid');
    await owner.call('PATCH', '/twin', { username: old, visibility: 'family', release: 'now' });
    await inviteAndAccept(owner, heir);
    await owner.call('PATCH', '/twin', { username: renamed });
    // A visitor gets a 404, as for the new name; the heir, who may see it, is sent on.
    expect((await read(`/public/twins/${old}`)).statusCode).toBe(404);
    expect((await read(`/t/${old}`)).statusCode).toBe(404);
    const forHeir = await read(`/public/twins/${old}`, heir.cookies);
    expect(forHeir.statusCode).toBe(301);
    expect((forHeir.json() as PublicTwinMoved).moved_to).toBe(renamed);

    const repository = createTwinRepository(ctx.database.db);
    const kept = () => ctx.database.db.select().from(twinUsernameRedirects).where(eq(twinUsernameRedirects.username, old));
    await repository.deleteExpiredRedirects(new Date());
    expect(await kept()).toHaveLength(1);
    expect(await repository.deleteExpiredRedirects(new Date(Date.now() + 31 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(await kept()).toEqual([]);
  });

  it('shows a visitor only public photos, and opens no private or family photo to them', async () => {
    const owner = await person('Photo Owner');
    const heir = await person('Photo Heir');
    const publicBytes = Buffer.concat([PNG, Buffer.from('public')]);
    const publicPhoto = await photoMemory(owner, 'Beach day', 'public', publicBytes);
    const familyPhoto = await photoMemory(owner, 'Family dinner', 'family');
    const privatePhoto = await photoMemory(owner, 'Private moment', 'private');
    const publicText = await textMemory(owner, 'A note', 'Just words.', 'public');
    const { username } = (await owner.call('PATCH', '/twin', { visibility: 'public', release: 'now' })).json() as Twin;
    await inviteAndAccept(owner, heir);

    const page = (await read(`/public/twins/${username}`)).json() as PublicTwin;
    expect(page.photos).toEqual([{ id: publicPhoto.id, title: 'Beach day', date: null, url: `/public/twins/${username}/photos/${publicPhoto.id}` }]);
    const shown = await read(page.photos[0]!.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(publicBytes)).toBe(true);

    for (const hidden of [familyPhoto.id, privatePhoto.id, publicText.id, 'not-an-id']) {
      const response = await read(`/public/twins/${username}/photos/${hidden}`);
      expect(response.statusCode, hidden).toBe(404);
      expect(response.json().message).toBe('Memory not found.');
    }
    // A released heir also sees family photos, never private ones.
    const forHeir = (await read(`/public/twins/${username}`, heir.cookies)).json() as PublicTwin;
    expect(new Set(forHeir.photos.map((photo) => photo.id))).toEqual(new Set([publicPhoto.id, familyPhoto.id]));
    expect((await read(`/public/twins/${username}/photos/${familyPhoto.id}`, heir.cookies)).statusCode).toBe(200);
    expect((await read(`/public/twins/${username}/photos/${privatePhoto.id}`, heir.cookies)).statusCode).toBe(404);

    // Made private: no photo of it opens to anyone but through the owner's locker.
    await owner.call('PATCH', '/twin', { visibility: 'private' });
    expect((await read(`/public/twins/${username}/photos/${publicPhoto.id}`)).statusCode).toBe(404);
  });
});
