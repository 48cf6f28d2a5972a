// Plays the twin evaluation through the real routes, in-process: each owner signs up, answers the interview, has
// their summary written, and is asked every question in the twin's chat; an owner marked for it is published and a
// signed-out visitor asks the family questions and those it cannot answer on the public page.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TwinSchema, type TwinSummary } from '../../../shared/contracts/twin.ts';
import { runJob, signUp, type EvalClient } from '../eval-client.ts';
import type { TwinOwnerCase } from './twin-case.ts';
import { cutReferents, recordReply, recordTags, sentencesInTwoSections, twinTotalsOf, type TwinOwnerFigures, type TwinTotals } from './twin-figures.ts';
import { TEST_OWNERS } from './test-set.ts';
import { TUNING_OWNERS } from './tuning-set.ts';
import { WALK_OWNERS } from './walk-set.ts';

export interface TwinEvalResult {
  owners: TwinOwnerFigures[];
  tuning: TwinTotals;
  /** The walk set's own line: neither tuning nor test. */
  walk: TwinTotals;
  test: TwinTotals;
  all: TwinTotals;
}

async function readTwin(client: EvalClient) {
  const response = await client.call('GET', '/twin');
  if (response.statusCode !== 200) throw new Error(`GET /twin answered ${response.statusCode}`);
  return z.object({ twin: TwinSchema }).parse(response.json()).twin;
}

async function ownerChat(client: EvalClient, message: string): Promise<string> {
  const response = await client.call('POST', '/twin/chat', { messages: [{ role: 'user', content: message }] });
  if (response.statusCode !== 200) throw new Error(`The twin's chat answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return response.body.trim();
}

async function visitorChat(app: FastifyInstance, username: string, message: string, visitor: number): Promise<string> {
  // Each question from its own address: the public chat's per-address limit is for people, not for this run.
  const remoteAddress = `10.34.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
  const response = await app.inject({ method: 'POST', url: `/public/twins/${username}/chat`, payload: { messages: [{ role: 'user', content: message }] }, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`The public chat answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return response.body.trim();
}

/** One owner through the routes: the interview, the summary, the chat, and the public page when asked for. */
export async function playTwinOwner(app: FastifyInstance, owner: TwinOwnerCase, half: TwinOwnerFigures['half']): Promise<TwinOwnerFigures> {
  const client = await signUp(app, owner.name);
  for (const [number, text] of Object.entries(owner.answers)) {
    const saved = await client.call('PUT', `/twin/answers/${number}`, { text, ...(owner.askedByVisitor ? { visibility: 'public' } : {}) });
    if (saved.statusCode !== 200 && saved.statusCode !== 201) throw new Error(`Saving answer ${number} answered ${saved.statusCode}: ${saved.body.slice(0, 200)}`);
  }
  const job = await runJob(client, '/twin/summary', '/twin/job-status-summary', {});
  if (job.jobStatus !== 'Completed') throw new Error(`The summary of ${owner.name} failed: ${job.failedReason ?? 'no reason given'}`);
  const twin = await readTwin(client);
  const summary: TwinSummary | null = twin.summary;

  const replies = [];
  for (const question of owner.questions) replies.push(recordReply('owner', question, await ownerChat(client, question.ask), owner));
  if (owner.askedByVisitor) {
    const published = await client.call('PATCH', '/twin', { visibility: 'public' });
    if (published.statusCode !== 200) throw new Error(`Publishing answered ${published.statusCode}: ${published.body.slice(0, 200)}`);
    let visitor = 0;
    for (const question of owner.questions.filter((entry) => entry.kind === 'family' || entry.kind === 'unanswerable')) {
      replies.push(recordReply('visitor', question, await visitorChat(app, twin.username, question.ask, visitor), owner));
      visitor += 1;
    }
  }
  return { name: owner.name, half, replies, tags: recordTags(summary, owner), twoSections: sentencesInTwoSections(summary), cutReferents: cutReferents(summary, owner) };
}

/** Every owner of both halves and of the walk set, and the figures of each and of the two halves together. */
export async function runTwinEvaluation(app: FastifyInstance, onProgress: (line: string) => void = () => undefined): Promise<TwinEvalResult> {
  const owners: TwinOwnerFigures[] = [];
  for (const [half, set] of [['tuning', TUNING_OWNERS], ['walk', WALK_OWNERS], ['test', TEST_OWNERS]] as const) {
    for (const owner of set) {
      onProgress(`Twin: ${owner.name} (${half} half)…`);
      owners.push(await playTwinOwner(app, owner, half));
    }
  }
  return {
    owners,
    tuning: twinTotalsOf(owners.filter((owner) => owner.half === 'tuning')),
    walk: twinTotalsOf(owners.filter((owner) => owner.half === 'walk')),
    test: twinTotalsOf(owners.filter((owner) => owner.half === 'test')),
    all: twinTotalsOf(owners.filter((owner) => owner.half !== 'walk')),
  };
}
