import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, getTableName, inArray, is, or, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import {
  authSessions,
  conversationMessages,
  conversationReports,
  conversations,
  creditEntries,
  creditPurchases,
  creditRequests,
  dailyUsage,
  emailVerifications,
  files,
  glossaries,
  jobInputs,
  loginKnownDevices,
  passwordResets,
  personas,
  refreshTokens,
  rubrics,
  scenarios,
  twinActivity,
  twinAnswers,
  twinChatVisits,
  twinNotices,
  twinSpokenReplies,
  twinTalkMessages,
  eventStreamLeases,
  twinHeirs,
  twinMemories,
  twinUsernameRedirects,
  twins,
  users,
} from '../../db/schema.ts';
import { createLocalStorage } from '../../storage/local-storage.ts';
import { createLimitsRepository } from '../../db/limits.repository.ts';
import { buildGlossary, buildPersona, buildRubric, buildScenario } from '../../test/builders.ts';
import { multipart } from '../../test/multipart.ts';
import { useTestApp, TEST_DATABASES, uniqueEmail, waitForJobStatus, signUpPerson } from '../../test/test-app.ts';
import { issueEmailVerification } from './email-verifications.ts';
import { issuePasswordReset } from './password-resets.ts';
import { createEmailVerificationsRepository } from './email-verifications.repository.ts';
import { createPasswordResetsRepository } from './password-resets.repository.ts';
import { login, me } from './account.test-helpers.ts';

/** Every table of the schema; a new one fails the deletion test until it is counted below or named as holding no personal rows. */
// welcome_credit_grants keeps only a hash of the address, on purpose, after the account is gone.
// eval_runs points at the admin who started a run, and lets go (null) when their account goes: the figures stay.
// admin_setup_codes holds hashes of codes nobody claimed; twin_username_holds keeps a deleted twin's names from others
// for 30 days (a name and its expiry, nothing that leads to the person).
// An organisation outlives any one member; its invitations are its own (their inviter is forgotten with the account).
const TABLES_WITHOUT_PERSONAL_ROWS = ['admin_setup_codes', 'ai_calls', 'app_settings', 'assignments', 'eval_runs', 'ledger_entries', 'ledger_flags', 'operator_settings', 'organization_domains', 'organization_invitations', 'organization_sso', 'organization_sso_attempts', 'organization_teams', 'organizations', 'twin_username_holds', 'welcome_credit_grants'];
// Short-lived limits (minutes), also forgotten when the account is deleted: see the failed-login check below.
const LIMIT_TABLES = ['event_stream_leases', 'login_failures', 'rate_limit_counters', 'speech_leases'];

interface Person {
  email: string;
  password: string;
  cookies: string;
  userId: string;
}

describe.each(TEST_DATABASES)('[ACCOUNT] delete the account on $name', ({ url }) => {
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '100000', AI_OFFLINE_STREAM_DELAY_MS: '0', CREATOR_EMAILS: '' });

  const db = () => ctx.database.db;

  async function signUp(): Promise<Person> {
    const { account, cookies, userId } = await signUpPerson(ctx);
    return { email: account.email, password: account.password, cookies, userId };
  }

  async function upload(person: Person, filename: string, content: string): Promise<void> {
    const form = multipart([
      { name: 'organization_id', value: person.email },
      { name: 'file', filename, content, contentType: 'text/plain' },
    ]);
    const response = await ctx.app.inject({ method: 'POST', url: '/files/create', payload: form.payload, headers: { ...form.headers, cookie: person.cookies } });
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/files/job-status-create/${response.json().jobId}`, person.cookies);
    expect(status.jobStatus).toBe('Completed');
  }

  async function gradedSession(person: Person, scenarioId: string): Promise<string> {
    const post = (path: string, payload?: object) => ctx.app.inject({ method: 'POST', url: path, headers: { cookie: person.cookies }, ...(payload ? { payload } : {}) });
    const start = await post('/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' });
    expect(start.statusCode, start.body).toBe(201);
    const id = start.json().data.id as string;
    const said = await post('/conversational/roleplay-chat', { scenario_conv_list_id: id, message: 'What would a good outcome look like for you today?' });
    expect(said.statusCode, said.body).toBe(200);
    const end = await post(`/conversations/${id}/end`);
    expect(end.statusCode, end.body).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${end.json().jobId}`, person.cookies);
    expect(status.jobStatus).toBe('Completed');
    return id;
  }

  /** Everything a person owns: uploads with stored bytes, library items, a public scenario, a graded session, a reset link. */
  async function furnish(person: Person): Promise<{ scenarioId: string }> {
    await upload(person, 'pricing.txt', `Prices for ${person.email}: 40 per seat.`);
    await upload(person, 'notes.txt', 'Renewal notes: the contract ends in March.');
    const persona = await buildPersona(db(), { userId: person.userId });
    const rubric = await buildRubric(db(), { userId: person.userId });
    const glossary = await buildGlossary(db(), { userId: person.userId });
    const scenario = await buildScenario(db(), { userId: person.userId, isPublic: true, personaId: persona.id, glossaryId: glossary.id });
    await db().update(scenarios).set({ rubricId: rubric.id }).where(eq(scenarios.id, scenario.id));
    await gradedSession(person, scenario.id);
    await issuePasswordReset(createPasswordResetsRepository(db()), person.userId);
    await issueEmailVerification(createEmailVerificationsRepository(db()), { id: person.userId, email: person.email }, 48);
    await db().insert(jobInputs).values({ userId: person.userId, data: { prompt: `waiting words of ${person.email}` } });
    await db().insert(dailyUsage).values({ userId: person.userId, kind: 'vibes_check', day: '2026-01-01', count: 1 });
    await db().insert(creditRequests).values({ userId: person.userId, amount: 30, message: `More practice for ${person.email}` });
    await db().insert(creditPurchases).values({ userId: person.userId, checkoutSessionId: `cs_${randomUUID()}`, credits: 50, amountCents: 900, currency: 'usd' });
    const [purchase] = await db()
      .insert(schema.planPurchases)
      .values({ userId: person.userId, item: 'storage', quantity: 2, amountCents: 198, currency: 'usd', checkoutSessionId: `cs_${randomUUID()}`, status: 'paid' })
      .returning({ id: schema.planPurchases.id });
    await db().insert(schema.planPaymentEvents).values({ eventId: `evt_${randomUUID()}`, purchaseId: purchase!.id, type: 'checkout.session.completed' });
    const [organization] = await db().insert(schema.organizations).values({ name: `Team of ${person.email}` }).returning({ id: schema.organizations.id });
    await db().insert(schema.organizationMembers).values({ organizationId: organization!.id, userId: person.userId, role: 'owner' });
    await db().insert(schema.organizationSelections).values({ userId: person.userId, organizationId: organization!.id });
    // A team of theirs, their own scenario assigned to them, and its reminder.
    const [team] = await db().insert(schema.organizationTeams).values({ organizationId: organization!.id, name: 'Renewals' }).returning({ id: schema.organizationTeams.id });
    await db().insert(schema.organizationTeamMembers).values({ teamId: team!.id, organizationId: organization!.id, userId: person.userId });
    await db().insert(schema.organizationSsoIdentities).values({ issuer: 'https://login.team.test', subject: `subject-of-${person.userId}`, userId: person.userId, organizationId: organization!.id });
    const [assignment] = await db()
      .insert(schema.assignments)
      .values({ organizationId: organization!.id, scenarioId: scenario.id, scenarioName: scenario.name, createdBy: person.userId, dueAt: new Date(Date.now() + 86_400_000), passMark: 70, maxAttempts: 2 })
      .returning({ id: schema.assignments.id });
    await db().insert(schema.assignmentTargets).values({ assignmentId: assignment!.id, organizationId: organization!.id, userId: person.userId });
    await db().insert(schema.assignmentReminders).values({ assignmentId: assignment!.id, userId: person.userId });
    // The organisation pays for the sessions started from its workspace; the person asked for these credits.
    await db().insert(schema.organizationCreditEntries).values({ organizationId: organization!.id, memberId: person.userId, amount: 30, reason: 'Credits granted on request', kind: 'grant' });
    await db().insert(schema.organizationCreditRequests).values({ organizationId: organization!.id, requestedBy: person.userId, amount: 20, message: `More for ${person.email}` });
    await furnishTwin(person);
    return { scenarioId: scenario.id };
  }

  /** A twin with a stored voice memory, an answer, an heir, its activity and a visit. */
  async function furnishTwin(person: Person): Promise<void> {
    const [twin] = await db()
      .insert(twins)
      .values({ userId: person.userId, username: `twin${randomUUID().slice(0, 8)}`, name: 'My twin' })
      .returning({ id: twins.id });
    const storageKey = await createLocalStorage(ctx.filesDir).put(Buffer.from(`voice of ${person.email}`));
    const [memory] = await db()
      .insert(twinMemories)
      .values({ twinId: twin!.id, kind: 'voice', title: 'A voice note', storageKey, sizeBytes: 20, mimeType: 'audio/webm', textStatus: 'none' })
      .returning({ id: twinMemories.id });
    await db().insert(twinAnswers).values({ twinId: twin!.id, number: 1, text: 'I grew up by the sea.', audioMemoryId: memory!.id });
    const heirEmail = uniqueEmail('heir');
    await db().insert(twinHeirs).values({ twinId: twin!.id, email: heirEmail });
    await db()
      .insert(twinNotices)
      .values({ twinId: twin!.id, email: heirEmail, kind: 'heir_named', message: 'You were named an heir.', link: '/dashboard', eventKey: `named:${randomUUID()}` });
    await db().insert(twinActivity).values({ twinId: twin!.id, kind: 'memory', detail: 'Added a voice note', actor: 'owner' });
    await db().insert(twinChatVisits).values({ twinId: twin!.id, visitorKey: 'visitor-hash' });
    await db().insert(twinTalkMessages).values({ twinId: twin!.id, role: 'user', content: 'Do you remember the sea?' });
    await db().insert(twinSpokenReplies).values({ twinId: twin!.id, speakerKey: 'ip:visitor-hash', text: 'I grew up by the sea.', expiresAt: new Date(Date.now() + 60_000) });
    await db().insert(twinUsernameRedirects).values({ username: `old${randomUUID().slice(0, 8)}`, twinId: twin!.id, expiresAt: new Date(Date.now() + 86_400_000) });
    await db()
      .insert(schema.mentorPlans)
      .values({ twinId: twin!.id, status: 'open', pricing: 'month', priceCents: 2000, walletAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', topics: 'Sea fishing' });
    const [payment] = await db()
      .insert(schema.mentorPayments)
      .values({ twinId: twin!.id, ownerUserId: person.userId, buyerUserId: person.userId, method: 'stripe', pricing: 'month', currency: 'usd', grossAmount: 2000, commissionAmount: 400, ownerShareAmount: 1600, status: 'owed' })
      .returning({ id: schema.mentorPayments.id });
    await db().insert(schema.mentorPaymentEvents).values({ eventId: `evt_${randomUUID()}`, paymentId: payment!.id, type: 'checkout.session.completed' });
  }

  /** The person's rows in every table that holds personal rows, by table name. */
  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const sessionIds = db().select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId));
    const conversationIds = db().select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId));
    const twinIds = db().select({ id: twins.id }).from(twins).where(eq(twins.userId, userId));
    const planPurchaseIds = db().select({ id: schema.planPurchases.id }).from(schema.planPurchases).where(eq(schema.planPurchases.userId, userId));
    const mentorPaymentIds = db().select({ id: schema.mentorPayments.id }).from(schema.mentorPayments).where(eq(schema.mentorPayments.ownerUserId, userId));
    // Each table with what picks the person's rows in it.
    const personalRows: [PgTable, SQL][] = [
      [users, eq(users.id, userId)],
      [authSessions, eq(authSessions.userId, userId)],
      [refreshTokens, inArray(refreshTokens.sessionId, sessionIds)],
      [passwordResets, eq(passwordResets.userId, userId)],
      [emailVerifications, eq(emailVerifications.userId, userId)],
      [loginKnownDevices, eq(loginKnownDevices.userId, userId)],
      [dailyUsage, eq(dailyUsage.userId, userId)],
      [jobInputs, eq(jobInputs.userId, userId)],
      [files, eq(files.userId, userId)],
      [personas, eq(personas.userId, userId)],
      [rubrics, eq(rubrics.userId, userId)],
      [glossaries, eq(glossaries.userId, userId)],
      [scenarios, eq(scenarios.userId, userId)],
      [conversations, eq(conversations.userId, userId)],
      [conversationMessages, inArray(conversationMessages.conversationId, conversationIds)],
      [conversationReports, eq(conversationReports.userId, userId)],
      [creditEntries, eq(creditEntries.userId, userId)],
      [creditRequests, eq(creditRequests.userId, userId)],
      [creditPurchases, eq(creditPurchases.userId, userId)],
      [schema.planPurchases, eq(schema.planPurchases.userId, userId)],
      [schema.planPaymentEvents, inArray(schema.planPaymentEvents.purchaseId, planPurchaseIds)],
      [schema.organizationMembers, eq(schema.organizationMembers.userId, userId)],
      [schema.organizationSelections, eq(schema.organizationSelections.userId, userId)],
      [schema.organizationTeamMembers, eq(schema.organizationTeamMembers.userId, userId)],
      [schema.organizationSsoIdentities, eq(schema.organizationSsoIdentities.userId, userId)],
      [schema.assignmentTargets, eq(schema.assignmentTargets.userId, userId)],
      [schema.assignmentReminders, eq(schema.assignmentReminders.userId, userId)],
      // The organisation the person alone was in goes with them, its ledger and requests too.
      [schema.organizationCreditEntries, eq(schema.organizationCreditEntries.memberId, userId)],
      [schema.organizationCreditRequests, eq(schema.organizationCreditRequests.requestedBy, userId)],
      [twins, eq(twins.userId, userId)],
      [twinMemories, inArray(twinMemories.twinId, twinIds)],
      [twinAnswers, inArray(twinAnswers.twinId, twinIds)],
      [twinHeirs, inArray(twinHeirs.twinId, twinIds)],
      [twinActivity, inArray(twinActivity.twinId, twinIds)],
      [twinChatVisits, inArray(twinChatVisits.twinId, twinIds)],
      [twinTalkMessages, inArray(twinTalkMessages.twinId, twinIds)],
      // Replies of the person's twin kept for its listeners, and those of other twins kept for the person.
      [twinSpokenReplies, or(inArray(twinSpokenReplies.twinId, twinIds), eq(twinSpokenReplies.speakerKey, userId))!],
      // Notices of the person's twin, and those for the person as an heir.
      [twinNotices, or(eq(twinNotices.userId, userId), inArray(twinNotices.twinId, twinIds))!],
      [twinUsernameRedirects, inArray(twinUsernameRedirects.twinId, twinIds)],
      [schema.mentorPlans, inArray(schema.mentorPlans.twinId, twinIds)],
      // Payments to the person's mentor go with it; one the person made to another's mentor stays, without its buyer.
      [schema.mentorPayments, or(eq(schema.mentorPayments.ownerUserId, userId), eq(schema.mentorPayments.buyerUserId, userId))!],
      [schema.mentorPaymentEvents, inArray(schema.mentorPaymentEvents.paymentId, mentorPaymentIds)],
    ];
    const counts: Record<string, number> = {};
    for (const [table, isPersons] of personalRows) {
      const [row] = await db().select({ total: count() }).from(table).where(isPersons);
      counts[getTableName(table)] = row?.total ?? 0;
    }
    return counts;
  }

  /** The keys of the person's stored bytes: uploads and twin memories. */
  async function storageKeysOf(userId: string): Promise<string[]> {
    const uploads = await db().select({ key: files.storageKey }).from(files).where(eq(files.userId, userId));
    const memories = await db()
      .select({ key: twinMemories.storageKey })
      .from(twinMemories)
      .innerJoin(twins, eq(twinMemories.twinId, twins.id))
      .where(eq(twins.userId, userId));
    return [...uploads, ...memories].flatMap((row) => (row.key ? [row.key] : []));
  }

  const isStored = (key: string) => existsSync(join(ctx.filesDir, key.slice(0, 2), key));

  const deleteAccount = (person: Person, payload: object | undefined) =>
    ctx.app.inject({ method: 'DELETE', url: '/users/me', headers: { cookie: person.cookies }, ...(payload ? { payload } : {}) });

  it('counts every table of the schema', async () => {
    const tableNames = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable))
      .sort();
    const counted = Object.keys(await rowsOf('00000000-0000-4000-8000-000000000000'));
    expect(tableNames).toEqual([...counted, ...TABLES_WITHOUT_PERSONAL_ROWS, ...LIMIT_TABLES].sort());
  });

  it("removes every row and stored file of the person, and nothing of another person's", async () => {
    const leaving = await signUp();
    const staying = await signUp();
    const { scenarioId: leavingScenarioId } = await furnish(leaving);
    await furnish(staying);
    // The staying person practised on the leaving person's public scenario: their session is theirs and stays.
    const sharedSession = await gradedSession(staying, leavingScenarioId);

    const leavingBefore = await rowsOf(leaving.userId);
    const stayingBefore = await rowsOf(staying.userId);
    for (const [table, rows] of Object.entries(leavingBefore)) expect(rows, `${table} of the leaving person`).toBeGreaterThan(0);
    for (const [table, rows] of Object.entries(stayingBefore)) expect(rows, `${table} of the staying person`).toBeGreaterThan(0);
    const leavingKeys = await storageKeysOf(leaving.userId);
    const stayingKeys = await storageKeysOf(staying.userId);
    expect(leavingKeys).toHaveLength(3);
    expect([...leavingKeys, ...stayingKeys].every(isStored)).toBe(true);

    const response = await deleteAccount(leaving, { password: leaving.password });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    // Signed out: every session cookie is cleared.
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['access_token', 'device_id', 'email', 'name', 'nickname', 'refresh_token']);
    expect(response.cookies.every((cookie) => cookie.value === '')).toBe(true);

    expect(Object.values(await rowsOf(leaving.userId)).every((rows) => rows === 0)).toBe(true);
    expect(leavingKeys.some(isStored)).toBe(false);
    expect(await rowsOf(staying.userId)).toEqual(stayingBefore);
    expect(stayingKeys.every(isStored)).toBe(true);

    expect((await me(ctx.app, leaving.cookies)).statusCode).toBe(401);
    expect((await login(ctx.app, leaving.email, leaving.password)).statusCode).toBe(401);
    expect((await me(ctx.app, staying.cookies)).statusCode).toBe(200);
    const report = await ctx.app.inject({ method: 'GET', url: `/conversations/${sharedSession}/report`, headers: { cookie: staying.cookies } });
    expect(report.statusCode).toBe(200);
    // The e-mail is free again.
    const again = await ctx.app.inject({ method: 'POST', url: '/users/register', payload: { name: 'Back again', email: leaving.email, password: leaving.password } });
    expect(again.statusCode).toBe(201);
  }, 60_000);

  it('refuses a wrong or missing password with 400 and deletes nothing', async () => {
    const person = await signUp();
    await upload(person, 'keep.txt', 'Keep me.');
    const before = await rowsOf(person.userId);
    const wrong = await deleteAccount(person, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'The password is not correct.' });
    const missing = await deleteAccount(person, undefined);
    expect(missing.statusCode).toBe(400);
    const empty = await deleteAccount(person, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, message: 'Password is required.' });
    expect(await rowsOf(person.userId)).toEqual(before);
    expect((await storageKeysOf(person.userId)).every(isStored)).toBe(true);
    expect((await me(ctx.app, person.cookies)).statusCode).toBe(200);
  });

  it("forgets the account's failed logins, open event streams and other twins' replies kept for it", async () => {
    const person = await signUp();
    const [heard] = await db()
      .insert(twins)
      .values({ userId: (await signUp()).userId, username: `twin${randomUUID().slice(0, 8)}`, name: 'Another twin' })
      .returning({ id: twins.id });
    await db().insert(twinSpokenReplies).values({ twinId: heard!.id, speakerKey: person.userId, text: 'I grew up by the sea.', expiresAt: new Date(Date.now() + 60_000) });
    const limits = createLimitsRepository(db());
    await limits.withLoginFailure(`${person.email}\n203.0.113.9`, (_row, save) => save({ failures: 3, lastFailureAt: new Date(), expiresAt: new Date(Date.now() + 60_000) }));
    await limits.hit(`login-account:${person.email}`, 60_000);
    expect(await limits.openStreamLease(person.userId, 10, 60_000)).not.toBeNull();
    expect((await deleteAccount(person, { password: person.password })).statusCode).toBe(204);
    expect(await limits.findLoginFailure(`${person.email}\n203.0.113.9`)).toBeNull();
    expect(await limits.peek(`login-account:${person.email}`)).toBeNull();
    expect(await db().select().from(eventStreamLeases).where(eq(eventStreamLeases.userId, person.userId))).toEqual([]);
    expect(await db().select().from(twinSpokenReplies).where(eq(twinSpokenReplies.speakerKey, person.userId))).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/users/me', payload: { password: 'whatever1' } });
    expect(response.statusCode).toBe(401);
  });
});
