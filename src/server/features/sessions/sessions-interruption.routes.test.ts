import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPLY_ID_HEADER } from '../../../shared/contracts/conversations.ts';
import { characterReplyTask } from '../../ai/tasks/character-reply/task.ts';
import { conversations } from '../../db/schema.ts';
import { buildScenario } from '../../test/builders.ts';
import { TEST_DATABASES, useTestApp, signUpPerson, eventually } from '../../test/test-app.ts';
import { ENDED_TRANSCRIPT_MESSAGE } from './session-rules.ts';
import { chat, endSession, interrupt, readConversation, useSessionRoutes, startedId, type Person } from './sessions.test-helpers.ts';

for (const { name, url } of TEST_DATABASES) {
  describe(`[SESSIONS] interrupting the character (${name})`, () => {
    let me: Person;
    let scenarioId: string;
    const ctx = useSessionRoutes(url, (people) => ({ me, scenarioId } = people));

    it("cuts a saved reply to what was said, never making it longer, and refuses the learner's lines", async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const turn = await chat(ctx.app, me.cookies, id, 'Can we talk about the delivery times?');
      const replyId = String(turn.headers[REPLY_ID_HEADER]);
      expect(turn.body.length).toBeGreaterThan(12);

      const cut = await interrupt(ctx.app, me.cookies, id, replyId, { spoken_characters: 12 });
      expect(cut.statusCode).toBe(200);
      expect(cut.json().data).toMatchObject({ id: replyId, role: 'character', content: turn.body.slice(0, 12), interrupted: true });
      const again = await interrupt(ctx.app, me.cookies, id, replyId, { spoken_characters: 500 });
      expect(again.json().data.content).toBe(turn.body.slice(0, 12));

      const conversation = await readConversation(ctx.app, me.cookies, id);
      expect(conversation.messages[2]).toMatchObject({ id: replyId, content: turn.body.slice(0, 12), interrupted: true });
      // The next turn goes on from what was said.
      expect((await chat(ctx.app, me.cookies, id, 'Sorry, go on.')).statusCode).toBe(200);

      const learnerLine = await interrupt(ctx.app, me.cookies, id, conversation.messages[1]!.id, { spoken_characters: 1 });
      expect(learnerLine.statusCode).toBe(400);
      expect(learnerLine.json()).toEqual({ message: "Only the character's lines can be interrupted." });
      const unknown = await interrupt(ctx.app, me.cookies, id, randomUUID(), { spoken_characters: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Message not found.' });
      // A line of another conversation, even the caller's own, is not this conversation's.
      const otherId = await startedId(ctx.app, me.cookies, scenarioId);
      const otherOpening = (await readConversation(ctx.app, me.cookies, otherId)).messages[0]!.id;
      expect((await interrupt(ctx.app, me.cookies, id, otherOpening, { spoken_characters: 1 })).statusCode).toBe(404);
    });

    it("refuses to cut a line of an ended session (409), so its transcript stays what its report quotes", async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const turn = await chat(ctx.app, me.cookies, id, 'Can we talk about the delivery times?');
      const replyId = String(turn.headers[REPLY_ID_HEADER]);
      expect((await endSession(ctx.app, me.cookies, id)).statusCode).toBe(202);
      const before = await readConversation(ctx.app, me.cookies, id);

      const cut = await interrupt(ctx.app, me.cookies, id, replyId, { spoken_characters: 0 });
      expect(cut.statusCode).toBe(409);
      expect(cut.json()).toEqual({ message: ENDED_TRANSCRIPT_MESSAGE });
      expect(await readConversation(ctx.app, me.cookies, id)).toEqual(before);
      expect(before.messages[2]).toMatchObject({ id: replyId, content: turn.body, interrupted: false });
    });
  });

  describe(`[SESSIONS] a reply cut short while it streams (${name})`, () => {
    // Words 40 ms apart, so a reply is still streaming when the client leaves or interrupts.
    const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '100000', AI_OFFLINE_STREAM_DELAY_MS: '40' });
    let me: Person;
    let scenarioId: string;
    let baseUrl: string;

    beforeAll(async () => {
      me = await signUpPerson(ctx);
      scenarioId = (await buildScenario(ctx.database.db, { userId: me.userId })).id;
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    });

    /** The whole reply the offline character gives to `line` after the opening: the same conversation gives the same reply. */
    async function fullOfflineReply(conversationId: string, line: string): Promise<string> {
      const [row] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, conversationId));
      const opening = (await readConversation(ctx.app, me.cookies, conversationId)).messages[0]!.content;
      return characterReplyTask.offline({
        ...row!.context,
        messages: [
          { role: 'character', content: opening },
          { role: 'learner', content: line },
        ],
      });
    }

    it('keeps the part that was streamed, marked interrupted, when the client disconnects', async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const line = 'Tell me everything about your budget, your timeline and your concerns.';
      const full = await fullOfflineReply(id, line);
      const payload = JSON.stringify({ scenario_conv_list_id: id, message: line });
      const request = http.request(`${baseUrl}/conversational/roleplay-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie: me.cookies },
      });
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        request.once('response', resolve);
        request.once('error', reject);
        request.end(payload);
      });
      expect(response.statusCode).toBe(200);
      const replyId = String(response.headers[REPLY_ID_HEADER]);
      const first = (await new Promise<Buffer>((resolve) => response.once('data', resolve))).toString('utf8');
      expect(first.length).toBeGreaterThan(0);
      // The person closes the page mid-reply.
      request.destroy();

      const conversation = await eventually(
        () => readConversation(ctx.app, me.cookies, id),
        (read) => read.messages.some((message) => message.id === replyId),
      );
      expect(conversation.messages.map((message) => message.role)).toEqual(['character', 'learner', 'character']);
      expect(conversation.messages[1]!.content).toBe(line);
      const reply = conversation.messages[2]!;
      expect(reply).toMatchObject({ id: replyId, interrupted: true });
      expect(reply.content.startsWith(first)).toBe(true);
      expect(full.startsWith(reply.content)).toBe(true);
      expect(reply.content.length).toBeLessThan(full.length);
    });

    it('applies an interruption that arrives while the reply streams to the reply saved at its end', async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const line = 'What would it take for you to renew the contract this year?';
      const full = await fullOfflineReply(id, line);
      const response = await fetch(`${baseUrl}/conversational/roleplay-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: me.cookies },
        body: JSON.stringify({ scenario_conv_list_id: id, message: line }),
      });
      expect(response.status).toBe(200);
      const replyId = response.headers.get(REPLY_ID_HEADER)!;
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let received = decoder.decode((await reader.read()).value, { stream: true });

      // Still streaming: nothing of the reply is saved yet, and the read-back leaves it out.
      expect((await readConversation(ctx.app, me.cookies, id)).messages.map((message) => message.role)).toEqual(['character', 'learner']);
      // The person heard part of what has arrived so far (a reply streams word by word).
      const spoken = Math.min(5, received.length);
      const cut = await interrupt(ctx.app, me.cookies, id, replyId, { spoken_characters: spoken });
      expect(cut.statusCode).toBe(200);
      expect(cut.json().data).toMatchObject({ id: replyId, content: full.slice(0, spoken), interrupted: true });

      for (let next = await reader.read(); !next.done; next = await reader.read()) received += decoder.decode(next.value, { stream: true });
      expect(received).toBe(full);
      const reply = (await readConversation(ctx.app, me.cookies, id)).messages[2];
      expect(reply).toMatchObject({ id: replyId, content: full.slice(0, spoken), interrupted: true });
    });
  });
}
