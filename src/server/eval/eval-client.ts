// The evaluation's person at the keyboard: signs up and calls the real routes in-process (app.inject), as the web
// app does. Sessions, the Vibes Check, grading and generation jobs all go through here.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { ChatMessage } from '../../shared/contracts/scenarios.ts';
import { nextJobEnd } from '../jobs/job-ended.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

// A job's status is read again as soon as that job ends (the evaluation's app runs its jobs here: jobs/job-ended.ts),
// and otherwise after a quarter of a second, then each wait twice as long, up to five seconds, which only covers a
// notice missed (a job that expired without its handler ending it): a grading is read again the moment it is done,
// and neither the wait behind other jobs nor their ends have it read again unchanged.
const JOB_POLL_FIRST_MS = 250;
const JOB_POLL_MAX_MS = 5000;
const JOB_TIMEOUT_MS = 5 * 60_000;

export interface EvalClient {
  email: string;
  call(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** The route's own `message` when it answered one (a provider's error in plain words), else the start of its body. */
function answerText(response: LightMyRequestResponse): string {
  try {
    const message: unknown = (response.json() as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: the body itself says what happened.
  }
  return response.body.slice(0, 300);
}

function fail(what: string, response: LightMyRequestResponse): never {
  throw new Error(`${what} answered ${response.statusCode}: ${answerText(response)}`);
}

function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.filter((cookie) => cookie.value !== '').map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Registers a new person and signs them in; answers a client that calls as them. */
export async function signUp(app: FastifyInstance, name: string): Promise<EvalClient> {
  const account = { name, email: `eval.${randomBytes(6).toString('hex')}@example.com`, password: randomBytes(18).toString('base64url') };
  const registered = await app.inject({ method: 'POST', url: '/users/register', payload: { ...account, method: 'email-password' } });
  if (registered.statusCode !== 201) fail('Registration', registered);
  const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email: account.email, password: account.password } });
  if (login.statusCode !== 200) fail('Sign-in', login);
  let cookie = cookiesOf(login);
  // A run longer than the access token's life (a busy machine) renews the sign-in as the web app does: once, shared by
  // the calls that found it expired, since the refresh token is rotated.
  let renewing: Promise<void> | null = null;
  const renew = (expired: string) => {
    if (cookie !== expired) return Promise.resolve();
    renewing ??= app
      .inject({ method: 'POST', url: '/users/refresh', headers: { cookie }, payload: {} })
      .then((refreshed) => {
        if (refreshed.statusCode !== 200) fail('Renewing the sign-in', refreshed);
        cookie = cookiesOf(refreshed);
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };
  const send = (method: Method, url: string, payload: object | undefined, sent: string) => app.inject({ method, url, headers: { cookie: sent }, ...(payload ? { payload } : {}) });
  return {
    email: account.email,
    call: async (method, url, payload) => {
      const sent = cookie;
      const response = await send(method, url, payload, sent);
      if (response.statusCode !== 401) return response;
      await renew(sent);
      return send(method, url, payload, cookie);
    },
  };
}

const JobStatusSchema = z.object({ jobStatus: z.string(), result: z.unknown(), failedReason: z.string().nullable() });
export type JobOutcome = z.infer<typeof JobStatusSchema>;

/** Polls a job-status route (`…/job-status-…/<job id>`) until the job has Completed or Failed. */
export async function waitForJob(client: EvalClient, statusUrl: string): Promise<JobOutcome> {
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  const jobId = statusUrl.slice(statusUrl.lastIndexOf('/') + 1);
  let waitMs = JOB_POLL_FIRST_MS;
  for (;;) {
    // Listened for before the read, so a job that ends during it is not missed.
    const jobEnd = nextJobEnd(waitMs, jobId);
    const response = await client.call('GET', statusUrl);
    if (response.statusCode !== 200) fail(statusUrl, response);
    const status = JobStatusSchema.parse(response.json());
    if (status.jobStatus === 'Completed' || status.jobStatus === 'Failed') return status;
    if (Date.now() > deadline) throw new Error(`${statusUrl} is still ${status.jobStatus} after ${JOB_TIMEOUT_MS / 1000} s.`);
    await jobEnd;
    waitMs = Math.min(JOB_POLL_MAX_MS, waitMs * 2);
  }
}

/** Posts a create request answered 202 { jobId } and waits for its job. */
export async function runJob(client: EvalClient, createUrl: string, statusPrefix: string, payload: object): Promise<JobOutcome> {
  const response = await client.call('POST', createUrl, payload);
  if (response.statusCode !== 202) fail(createUrl, response);
  const { jobId } = z.object({ jobId: z.string() }).parse(response.json());
  return waitForJob(client, `${statusPrefix}/${jobId}`);
}

const MessagesSchema = z.object({ messages: z.array(z.object({ id: z.string().optional(), role: z.string(), content: z.string() })) });

export interface HeldSession {
  id: string;
  /** Every line in order, the character's opening first. */
  messages: { id?: string; role: string; content: string }[];
  /** How many learner lines the session took before it would take no more (the character ended it, or the turns ran out). */
  turnsTaken: number;
  gradingJobId: string | null;
}

/** Starts a text session and says each line (reading the streamed reply), stopping early when the session takes no more. */
async function sayLines(client: EvalClient, scenarioId: string, lines: readonly string[]): Promise<{ id: string; turnsTaken: number }> {
  const started = await client.call('POST', '/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' });
  if (started.statusCode !== 201) fail('Starting a session', started);
  const id = z.object({ data: z.object({ id: z.string() }) }).parse(started.json()).data.id;
  let turnsTaken = 0;
  for (const message of lines) {
    const reply = await client.call('POST', '/conversational/roleplay-chat', { scenario_conv_list_id: id, message });
    if (reply.statusCode === 409) break;
    if (reply.statusCode !== 200) fail('A session turn', reply);
    turnsTaken += 1;
  }
  return { id, turnsTaken };
}

async function readMessages(client: EvalClient, id: string): Promise<HeldSession['messages']> {
  const conversation = await client.call('GET', `/conversations/${id}`);
  if (conversation.statusCode !== 200) fail('Reading a session', conversation);
  return MessagesSchema.parse(conversation.json()).messages;
}

/** Starts a text session, says each line (reading the streamed reply), stops early when the session takes no more, and ends it. */
export async function holdSession(client: EvalClient, scenarioId: string, lines: readonly string[]): Promise<HeldSession> {
  const { id, turnsTaken } = await sayLines(client, scenarioId, lines);
  const ended = await client.call('POST', `/conversations/${id}/end`);
  if (ended.statusCode !== 202) fail('Ending a session', ended);
  const gradingJobId = z.object({ jobId: z.string().nullable() }).parse(ended.json()).jobId;
  return { id, messages: await readMessages(client, id), turnsTaken, gradingJobId };
}

/**
 * A session held as {@link holdSession} holds one, but left open, so nothing grades it: for a conversation whose lines
 * are measured and whose report nobody reads (the fact questions, the natural set's two conversations). The throwaway
 * database goes at the end.
 */
export async function holdOpenSession(client: EvalClient, scenarioId: string, lines: readonly string[]): Promise<HeldSession> {
  const { id, turnsTaken } = await sayLines(client, scenarioId, lines);
  return { id, messages: await readMessages(client, id), turnsTaken, gradingJobId: null };
}

const ReportReadSchema = z.object({
  overall_score: z.number(),
  criteria: z.array(z.object({ name: z.string(), score: z.number().nullable(), evidence: z.array(z.object({ quote: z.string() })), feedback: z.string(), better_line: z.string().nullable().optional() })),
  // Read when the report says what was uncovered; older reports do not.
  uncovered: z.object({ outcomeReached: z.boolean().optional() }).passthrough().optional(),
});
export type ReadReport = z.infer<typeof ReportReadSchema>;

/** Waits for a session's grading and reads its report; null when the session was not graded. */
export async function readReport(client: EvalClient, session: HeldSession): Promise<ReadReport | null> {
  if (!session.gradingJobId) return null;
  const status = await waitForJob(client, `/conversations/job-status-grade/${session.gradingJobId}`);
  if (status.jobStatus !== 'Completed') throw new Error(`Grading failed: ${status.failedReason ?? 'no reason given'}`);
  const report = await client.call('GET', `/conversations/${session.id}/report`);
  if (report.statusCode !== 200) fail('Reading a report', report);
  return ReportReadSchema.parse(report.json());
}

/** One Vibes Check reply to the conversation so far (which ends with the learner's line). */
export async function vibesCheck(client: EvalClient, scenarioId: string, messages: readonly ChatMessage[]): Promise<string> {
  const response = await client.call('POST', '/conversational/vibes-check', { scenario_id: scenarioId, messages });
  if (response.statusCode !== 200) fail('A Vibes Check', response);
  return response.body;
}

/**
 * Starts a text session, says one line after the character's opening and answers the character's reply ('' when
 * none came). The session is left open: nobody grades a one-line session, and the throwaway database goes at the end.
 */
export async function askInNewSession(client: EvalClient, scenarioId: string, line: string): Promise<string> {
  const started = await client.call('POST', '/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' });
  if (started.statusCode !== 201) fail('Starting a session', started);
  const id = z.object({ data: z.object({ id: z.string() }) }).parse(started.json()).data.id;
  const reply = await client.call('POST', '/conversational/roleplay-chat', { scenario_conv_list_id: id, message: line });
  if (reply.statusCode !== 200) fail('A session turn', reply);
  const conversation = await client.call('GET', `/conversations/${id}`);
  if (conversation.statusCode !== 200) fail('Reading a session', conversation);
  const messages = MessagesSchema.parse(conversation.json()).messages;
  const asked = messages.findIndex((message) => message.role === 'learner');
  const answer = asked >= 0 ? messages[asked + 1] : undefined;
  return answer?.role === 'character' ? answer.content : '';
}
