// A character who ends the conversation (says its walk-away line) ends the talk: the session takes no more turns
// (409, nothing lost), it can still be ended and graded, and the report names the learner's line it ended after. The
// Vibes Check says so too and takes no more lines.
import { describe, expect, it } from 'vitest';
import type { TurnEvent, VibesCheckEvent } from '../../../shared/contracts/conversations.ts';
import { REPLY_EVENTS_MEDIA_TYPE } from '../../../shared/contracts/reply-events.ts';
import type { Report } from '../../../shared/contracts/reports.ts';
import { TEST_DATABASES, waitForJobStatus } from '../../test/test-app.ts';
import { chat, chatForEvents, endSession, eventsOf, readConversation, startedId, useSessionRoutes, type Person } from './sessions.test-helpers.ts';

/** The Washing Machine That Broke Twice: Marcus walks away when blamed or brushed off twice. */
const MARCUS_SCENARIO_ID = '8c4d0000-0000-4000-8000-000000000001';
/** The sample brief's walk-away line (features/scenarios/sample-briefs.ts). */
const WALK_AWAY_LINE = "I'm done with this. I'll put it in writing and take it further. Goodbye.";
const BLAME = 'Did you follow the installation instructions properly? A lot of these faults are user error.';
const LAST_STRAW = "Calm down, there's no need to take that tone with me.";

for (const { name, url } of TEST_DATABASES) {
  describe(`[SESSIONS] the character ends the conversation (${name})`, () => {
    let me: Person;
    let other: Person;
    const ctx = useSessionRoutes(url, (people) => ({ me, other } = people));

    it('takes no more turns once the character has walked away, keeps every line, and the report names the line', async () => {
      const id = await startedId(ctx.app, me.cookies, MARCUS_SCENARIO_ID);
      expect((await chat(ctx.app, me.cookies, id, BLAME)).statusCode).toBe(200);
      expect((await readConversation(ctx.app, me.cookies, id)).character_ended_message_id).toBeNull();
      // Asked for as events (as the page asks), the turn's last event says the character ended it.
      const last = await chatForEvents(ctx.app, me.cookies, id, LAST_STRAW);
      expect(last.statusCode).toBe(200);
      const saved = eventsOf<TurnEvent>(last.body).at(-1);
      expect(saved).toMatchObject({ type: 'saved', reply: { content: expect.stringContaining(WALK_AWAY_LINE) } });

      const after = await readConversation(ctx.app, me.cookies, id);
      const goodbye = after.messages.at(-1)!;
      expect(goodbye).toMatchObject({ role: 'character' });
      expect(after.character_ended_message_id).toBe(goodbye.id);
      expect(saved).toMatchObject({ reply: goodbye, character_ended_message_id: goodbye.id });
      expect(after.status).toBe('active');

      // A further turn is refused before anything is saved.
      const refused = await chat(ctx.app, me.cookies, id, 'Fine, I can book an engineer for next Wednesday.');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'Marcus Reid ended the conversation. End the session to see your report.' });
      expect((await readConversation(ctx.app, me.cookies, id)).messages).toEqual(after.messages);
      // Another person does not learn of the session at all.
      expect((await chat(ctx.app, other.cookies, id, 'Hello?')).statusCode).toBe(404);

      const ended = await endSession(ctx.app, me.cookies, id);
      expect(ended.statusCode).toBe(202);
      const { jobId } = ended.json() as { jobId: string };
      expect((await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${jobId}`, me.cookies)).jobStatus).toBe('Completed');
      const report = (await ctx.app.inject({ method: 'GET', url: `/conversations/${id}/report`, headers: { cookie: me.cookies } })).json() as Report;
      const lastLearner = after.messages.findLast((message) => message.role === 'learner')!;
      expect(report.ended_by_character).toEqual({ name: 'Marcus Reid', line: { message_id: lastLearner.id, quote: LAST_STRAW } });

      // The downloads say so after the walk-away line, in the session page's words.
      const text = (await ctx.app.inject({ method: 'GET', url: `/conversations/${id}/transcript`, headers: { cookie: me.cookies } })).body.trimEnd().split('\n');
      expect(text.at(-2)).toMatch(/^\[\d\d:\d\d\] Marcus Reid: /);
      expect(text.at(-2)).toContain(WALK_AWAY_LINE);
      expect(text.at(-1)).toMatch(/^\[\d\d:\d\d\] Marcus Reid ended the conversation\.$/);
      const pdf = (await ctx.app.inject({ method: 'GET', url: `/conversations/${id}/transcript.pdf`, headers: { cookie: me.cookies } })).rawPayload.toString('latin1');
      const shown = [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => match[1]!.replaceAll(/\\(.)/g, '$1'));
      const endedAt = shown.indexOf('Marcus Reid ended the conversation.');
      expect(endedAt).toBeGreaterThan(0);
      expect(shown.slice(0, endedAt).join(' ')).toContain('Goodbye.');
    });

    it('leaves the report of a conversation the character did not end without an ending', async () => {
      const id = await startedId(ctx.app, me.cookies, MARCUS_SCENARIO_ID);
      expect((await chat(ctx.app, me.cookies, id, "I'm sorry this has happened twice. What's been going on with it?")).statusCode).toBe(200);
      expect((await chat(ctx.app, me.cookies, id, 'And when did it stop working this time?')).statusCode).toBe(200);
      expect((await readConversation(ctx.app, me.cookies, id)).character_ended_message_id).toBeNull();
      const { jobId } = (await endSession(ctx.app, me.cookies, id)).json() as { jobId: string };
      await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${jobId}`, me.cookies);
      const report = (await ctx.app.inject({ method: 'GET', url: `/conversations/${id}/report`, headers: { cookie: me.cookies } })).json() as Report;
      expect(report.ended_by_character).toBeUndefined();
    });

    it('Vibes Check: says when a reply ended the conversation and takes no more lines after it', async () => {
      const vibes = (messages: { role: string; content: string }[]) =>
        ctx.app.inject({ method: 'POST', url: '/conversational/vibes-check', headers: { cookie: me.cookies }, payload: { scenario_id: MARCUS_SCENARIO_ID, messages } });
      const ended = (reply: string, scenarioId = MARCUS_SCENARIO_ID) =>
        ctx.app.inject({ method: 'POST', url: '/conversational/vibes-check/ended', headers: { cookie: me.cookies }, payload: { scenario_id: scenarioId, reply } });

      const first = await vibes([{ role: 'learner', content: BLAME }]);
      expect(first.statusCode).toBe(200);
      expect((await ended(first.body)).json()).toEqual({ ended: false, message: null });
      const history = [
        { role: 'learner', content: BLAME },
        { role: 'character', content: first.body },
        { role: 'learner', content: LAST_STRAW },
      ];
      const second = await vibes(history);
      expect(second.body).toContain(WALK_AWAY_LINE);
      expect((await ended(second.body)).json()).toEqual({ ended: true, message: 'Marcus Reid ended the conversation.' });
      // Asked for as events (as the page asks), the reply's last event says so without a second request.
      const asEvents = await ctx.app.inject({
        method: 'POST',
        url: '/conversational/vibes-check',
        headers: { cookie: me.cookies, accept: REPLY_EVENTS_MEDIA_TYPE },
        payload: { scenario_id: MARCUS_SCENARIO_ID, messages: history },
      });
      const events = eventsOf<VibesCheckEvent>(asEvents.body);
      expect(events.map((event) => (event.type === 'text' ? event.text : '')).join('')).toBe(second.body);
      expect(events.at(-1)).toEqual({ type: 'done', ended: true, message: 'Marcus Reid ended the conversation.' });
      const firstAsEvents = await ctx.app.inject({
        method: 'POST',
        url: '/conversational/vibes-check',
        headers: { cookie: me.cookies, accept: REPLY_EVENTS_MEDIA_TYPE },
        payload: { scenario_id: MARCUS_SCENARIO_ID, messages: [{ role: 'learner', content: BLAME }] },
      });
      expect(eventsOf<VibesCheckEvent>(firstAsEvents.body).at(-1)).toEqual({ type: 'done', ended: false, message: null });

      const refused = await vibes([...history, { role: 'character', content: second.body }, { role: 'learner', content: 'Wait, please.' }]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'Marcus Reid ended the conversation.' });

      expect((await ended('Hello', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await ended('', MARCUS_SCENARIO_ID)).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'POST', url: '/conversational/vibes-check/ended', headers: { cookie: me.cookies }, payload: { scenario_id: 'nope', reply: 'x' } })).statusCode).toBe(400);
    });
  });
}
