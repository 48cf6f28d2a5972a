// Teams and assignments on PostgreSQL: who may manage and assign (ids swapped across organisations and roles), what an
// assignee may read and start, the attempts allowed, the figures and their CSV, what managers may read of a member's
// sessions (assigned ones only), a removed member out at once, and the reminders.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssignedSkillList, Assignment, AssignmentList, AssignmentProgress, MyAssignmentList, Team } from '../../../shared/contracts/assignments.ts';
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_PRIVACY_NOTE, attemptsBelowUsedMessage, attemptsUsedMessage } from '../../../shared/contracts/assignments-constants.ts';
import { assignmentReminders, conversationReports, conversations, creditEntries, scenarios } from '../../db/schema.ts';
import { buildScenario, buildSessionWithLines } from '../../test/builders.ts';
import type { Organization } from '../../../shared/contracts/organizations.ts';
import type { InvitationRole } from '../../../shared/contracts/organizations-constants.ts';
import type { Report } from '../../../shared/contracts/reports.ts';
import { users } from '../../db/schema.ts';
import { signedInCaller, TEST_DATABASES, uniqueEmail, useTestApp, waitForJobStatus, type SignedInCaller } from '../../test/test-app.ts';
import { skillKeyOf } from './assigned-skills.ts';
import { ASSIGNMENT_CSV_HEADER, SKILLS_CSV_HEADER } from './assignment-figures.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { serverText } from '../../i18n/server-text.ts';
import { remindAssignees } from './remind-assignments.job.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const START = '/assessment/scenario-conversation/create';
const LINES = [
  'Thanks for seeing me today. What would make this meeting worthwhile for you?',
  'I hear that the late shipment hurt your team. What did it cost you?',
  'Here is my plan: a fixed delivery day each week and a credit if we miss it. I will send it in writing by Thursday.',
];

type Person = SignedInCaller;

describe.each(TEST_DATABASES)('[ASSIGNMENTS] teams and assignments on $name', ({ url }) => {
  const ctx = useTestApp(url, { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '100000', AI_OFFLINE_STREAM_DELAY_MS: '0' });
  const person = (name: string) => signedInCaller(ctx.app, name, uniqueEmail(name.split(' ')[0]!.toLowerCase()));
  const userIdOf = async (who: Person) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, who.email)))[0]!.id;
  const giveCredits = async (who: Person) => ctx.database.db.insert(creditEntries).values({ userId: await userIdOf(who), amount: 1000, reason: 'Test credits' });

  async function createOrganization(owner: Person, name: string): Promise<Organization> {
    const response = await owner.call('POST', '/organizations', { name });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  /** A new person who accepted an invitation to the organisation with `role`. */
  async function memberWith(admin: Person, organizationId: string, role: InvitationRole, name: string): Promise<Person> {
    const who = await person(name);
    const invitation = await admin.call('POST', `/organizations/${organizationId}/invitations`, { email: who.email, role });
    const token = new URL(invitation.json().invite_url, 'http://localhost').searchParams.get('token');
    expect((await who.call('POST', '/organizations/invitations/accept', { token })).statusCode).toBe(200);
    return who;
  }

  /** A whole session through the routes: start, the learner's lines, end, and the grading job. */
  async function gradedSession(who: Person, scenarioId: string): Promise<{ id: string; report: Report }> {
    const started = await who.call('POST', START, { scenario_id: scenarioId, mode: 'text' });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().data.id as string;
    for (const message of LINES) expect((await who.call('POST', '/conversational/roleplay-chat', { scenario_conv_list_id: id, message })).statusCode).toBe(200);
    const jobId = (await who.call('POST', `/conversations/${id}/end`)).json().jobId as string;
    expect((await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${jobId}`, who.cookies)).jobStatus).toBe('Completed');
    return { id, report: (await who.call('GET', `/conversations/${id}/report`)).json<Report>() };
  }

  async function setUp() {
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner, 'Acme Sales');
    const admin = await memberWith(owner, organization.id, 'admin', 'Ada Admin');
    const manager = await memberWith(owner, organization.id, 'manager', 'Max Manager');
    const member = await memberWith(owner, organization.id, 'member', 'Mia Member');
    const team = { organization, owner, admin, manager, member };
    const second = await memberWith(owner, organization.id, 'member', 'Noah Member');
    const managerId = await userIdOf(manager);
    const scenario = await buildScenario(ctx.database.db, { userId: managerId, name: 'Handling a late delivery' });
    const outsider = await person('Oscar Outsider');
    const other = await createOrganization(outsider, 'Other Co');
    const otherMember = await memberWith(outsider, other.id, 'member', 'Olga Other');
    return { ...team, second, scenario, outsider, other, otherMember, ids: { manager: managerId, member: await userIdOf(member), second: await userIdOf(second), otherMember: await userIdOf(otherMember) } };
  }

  it('lets owners, admins and managers manage teams, and nobody else, in their own organisation only', async () => {
    const { organization, owner, admin, manager, member, outsider, other, ids } = await setUp();
    const teams = `/organizations/${organization.id}/teams`;
    const created = await manager.call('POST', teams, { name: 'Field sales', member_ids: [ids.member, ids.second] });
    expect(created.statusCode, created.body).toBe(201);
    const team = created.json<Team>();
    expect(team.member_ids.sort()).toEqual([ids.member, ids.second].sort());

    expect((await member.call('POST', teams, { name: 'Mine' })).json()).toEqual({ message: ASSIGNMENT_MESSAGES.assignersOnly });
    expect((await member.call('GET', teams)).statusCode).toBe(403);
    expect((await outsider.call('GET', teams)).statusCode).toBe(404);
    // Ids swapped: the other organisation's owner naming this organisation's team through their own organisation.
    expect((await outsider.call('PATCH', `/organizations/${other.id}/teams/${team.id}`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await outsider.call('DELETE', `/organizations/${other.id}/teams/${team.id}`)).statusCode).toBe(404);
    // A person of another organisation cannot be put in a team.
    expect((await owner.call('POST', teams, { name: 'Mixed', member_ids: [ids.otherMember] })).statusCode).toBe(400);
    expect((await admin.call('POST', teams, { name: 'field SALES' })).statusCode).toBe(409);
    expect((await admin.call('POST', teams, { name: '' })).statusCode).toBe(400);

    const renamed = await admin.call('PATCH', `${teams}/${team.id}`, { name: 'Inside sales', member_ids: [ids.member] });
    expect(renamed.json()).toMatchObject({ name: 'Inside sales', member_ids: [ids.member] });
    expect((await manager.call('GET', teams)).json().data.map((row: Team) => row.name)).toEqual(['Inside sales']);
    expect((await manager.call('DELETE', `${teams}/${team.id}`)).statusCode).toBe(204);
    expect((await manager.call('DELETE', `${teams}/${team.id}`)).statusCode).toBe(404);
  });

  it('assigns only the caller’s own scenarios and samples, to members and teams of the organisation, with a future due date', async () => {
    const { organization, manager, member, outsider, other, scenario, ids } = await setUp();
    const assign = (who: Person, body: Record<string, unknown>, organizationId = organization.id) => who.call('POST', `/organizations/${organizationId}/assignments`, body);
    const body = { scenario_ids: [scenario.id], user_ids: [ids.member], due_at: inDays(7), pass_mark: 60, max_attempts: 2 };

    // The member cannot read the manager's private scenario before it is assigned.
    expect((await member.call('GET', `/api/ai/scenario/${scenario.id}`)).statusCode).toBe(404);
    expect((await assign(member, body)).statusCode).toBe(403);
    expect((await assign(outsider, body)).statusCode).toBe(404);
    // Ids swapped: the other organisation's owner assigning this organisation's member through their own.
    expect((await assign(outsider, body, other.id)).statusCode).toBe(403);
    expect((await assign(manager, { ...body, user_ids: [ids.otherMember] })).statusCode).toBe(400);
    expect((await assign(manager, { ...body, due_at: inDays(-1) })).json()).toEqual({ message: ASSIGNMENT_MESSAGES.duePast });
    expect((await assign(manager, { ...body, user_ids: [] })).statusCode).toBe(400);
    expect((await assign(manager, { ...body, max_attempts: 0 })).statusCode).toBe(400);
    const othersTeam = (await outsider.call('POST', `/organizations/${other.id}/teams`, { name: 'Theirs' })).json<Team>();
    expect((await assign(manager, { ...body, user_ids: [], team_ids: [othersTeam.id] })).statusCode).toBe(400);

    const created = await assign(manager, body);
    expect(created.statusCode, created.body).toBe(201);
    const [assignment] = created.json<AssignmentList>().data;
    expect(assignment).toMatchObject({ scenario_id: scenario.id, scenario_name: 'Handling a late delivery', pass_mark: 60, max_attempts: 2, counts: { assignees: 1, not_started: 1, attempted: 0, passed: 0 } });
    // Now the assignee reads it; nobody else does.
    expect((await member.call('GET', `/api/ai/scenario/${scenario.id}`)).statusCode).toBe(200);
    expect((await outsider.call('GET', `/api/ai/scenario/${scenario.id}`)).statusCode).toBe(404);
    expect((await member.call('GET', `/organizations/${organization.id}/assignments`)).statusCode).toBe(403);
    expect((await member.call('GET', `/organizations/${organization.id}/assignments/${assignment!.id}/progress`)).statusCode).toBe(403);
    expect((await outsider.call('GET', `/organizations/${other.id}/assignments/${assignment!.id}/progress`)).statusCode).toBe(404);

    // Another person's private scenario cannot be assigned, even by the owner of the organisation.
    const outsidersScenario = await buildScenario(ctx.database.db, { userId: await userIdOf(outsider) });
    expect((await assign(manager, { ...body, scenario_ids: [outsidersScenario.id] })).json()).toEqual({ message: ASSIGNMENT_MESSAGES.scenarioNotAssignable });
    // A member's scenario is assignable once it is in the organisation's shared library, and only then.
    const shared = await buildScenario(ctx.database.db, { userId: ids.member, name: 'Shared drill' });
    expect((await assign(manager, { ...body, scenario_ids: [shared.id] })).statusCode).toBe(403);
    await ctx.database.db.update(scenarios).set({ organizationId: organization.id }).where(eq(scenarios.id, shared.id));
    expect((await assign(manager, { ...body, scenario_ids: [shared.id] })).statusCode).toBe(201);
    await ctx.database.db.update(scenarios).set({ organizationId: other.id }).where(eq(scenarios.id, shared.id));
    expect((await assign(manager, { ...body, scenario_ids: [shared.id] })).statusCode).toBe(403);
  });

  it('counts attempts, refuses past the number allowed, and shows the manager the figures, the CSV and assigned reports only', async () => {
    const { organization, manager, member, second, outsider, scenario, ids } = await setUp();
    await giveCredits(member);
    await giveCredits(second);
    const teamId = (await manager.call('POST', `/organizations/${organization.id}/teams`, { name: 'Renewals', member_ids: [ids.member, ids.second] })).json<Team>().id;
    const created = await manager.call('POST', `/organizations/${organization.id}/assignments`, { scenario_ids: [scenario.id], team_ids: [teamId], due_at: inDays(3), pass_mark: 10, max_attempts: 2 });
    const assignmentId = created.json<AssignmentList>().data[0]!.id;
    const base = `/organizations/${organization.id}/assignments/${assignmentId}`;

    const graded = await gradedSession(member, scenario.id);
    const second_attempt = await member.call('POST', START, { scenario_id: scenario.id, mode: 'text' });
    expect(second_attempt.statusCode).toBe(201);
    const refused = await member.call('POST', START, { scenario_id: scenario.id, mode: 'text' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: attemptsUsedMessage(2) });

    // Personal practice: the member's own scenario, never tied to the assignment.
    const ownScenario = await buildScenario(ctx.database.db, { userId: ids.member, name: 'My own rehearsal' });
    const personal = await gradedSession(member, ownScenario.id);
    const [personalRow] = await ctx.database.db.select({ assignmentId: conversations.assignmentId }).from(conversations).where(eq(conversations.id, personal.id));
    expect(personalRow!.assignmentId).toBeNull();

    const progress = (await manager.call('GET', `${base}/progress`)).json<AssignmentProgress>();
    expect(progress.assignment.counts).toEqual({ assignees: 2, not_started: 1, attempted: 0, passed: 1 });
    const mia = progress.members.find((row) => row.user_id === ids.member)!;
    expect(mia).toMatchObject({ name: 'Mia Member', status: 'passed', attempt_count: 2, best_score: graded.report.overall_score });
    expect(mia.attempts.map((attempt) => attempt.conversation_id)).toEqual([graded.id, second_attempt.json().data.id]);
    expect(progress.members.find((row) => row.user_id === ids.second)).toMatchObject({ status: 'not_started', attempt_count: 0, best_score: null, last_attempt_at: null });

    const csv = await manager.call('GET', `${base}/progress.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(ASSIGNMENT_CSV_HEADER.map((cell) => `"${cell}"`).join(','));
    expect(lines).toContain(`"Mia Member","${member.email}","Passed","2","${graded.report.overall_score}","10","${mia.last_attempt_at}","${graded.report.overall_score} -"`);
    expect(lines).toContain(`"Noah Member","${second.email}","Not started","0","","10","",""`);
    expect((await member.call('GET', `${base}/progress.csv`)).statusCode).toBe(403);

    // The manager reads the assigned session's report, never the personal one; the member sees their own figures.
    const report = await manager.call('GET', `${base}/attempts/${graded.id}/report`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ member: { user_id: ids.member }, attempt: { conversation_id: graded.id, passed: true }, report: { conversation_id: graded.id } });
    expect((await manager.call('GET', `${base}/attempts/${personal.id}/report`)).statusCode).toBe(404);
    expect((await manager.call('GET', `/conversations/${personal.id}/report`)).statusCode).toBe(404);
    expect((await outsider.call('GET', `${base}/attempts/${graded.id}/report`)).statusCode).toBe(404);
    expect((await second.call('GET', `${base}/attempts/${graded.id}/report`)).statusCode).toBe(403);

    const mine = (await member.call('GET', '/assignments/mine')).json<MyAssignmentList>();
    expect(mine.privacy).toBe(ASSIGNMENT_PRIVACY_NOTE);
    expect(mine.data).toEqual([expect.objectContaining({ id: assignmentId, organization_name: 'Acme Sales', status: 'passed', due_state: 'done', attempt_count: 2, attempts_left: 0 })]);
    expect((await second.call('GET', '/assignments/mine')).json<MyAssignmentList>().data).toEqual([expect.objectContaining({ id: assignmentId, status: 'not_started', due_state: 'upcoming', attempts_left: 2 })]);
    expect((await outsider.call('GET', '/assignments/mine')).json<MyAssignmentList>().data).toEqual([]);
  });

  /** A graded session of `userId`'s, started at `startedAt`, with a report of these criteria; an attempt at `assignmentId` when given. */
  async function reportedSession(userId: string, assignmentId: string | null, startedAt: string, criteria: { name: string; score: number | null }[]): Promise<string> {
    const id = await buildSessionWithLines(ctx.database.db, userId, []);
    await ctx.database.db.update(conversations).set({ assignmentId, startedAt: new Date(startedAt), status: 'ended', endedAt: new Date(startedAt), gradingStatus: 'graded' }).where(eq(conversations.id, id));
    const reportCriteria = criteria.map((criterion) => ({ ...criterion, weight: 50, relevant: criterion.score !== null, level: null, evidence: [], feedback: '', better_line: null }));
    const report = { conversation_id: id, overall_score: 60, criteria: reportCriteria } as unknown as Report;
    await ctx.database.db.insert(conversationReports).values({ conversationId: id, userId, overallScore: 60, passed: false, report, graderEngine: 'test', promptVersion: 'test' });
    return id;
  }

  it('averages each skill per week across the rubrics of assigned sessions, for managers and each member on their own', async () => {
    const { organization, manager, member, outsider, other, scenario, ids } = await setUp();
    const otherScenario = await buildScenario(ctx.database.db, { userId: ids.manager, name: 'Renewal talk' });
    const team = (await manager.call('POST', `/organizations/${organization.id}/teams`, { name: 'Key accounts', member_ids: [ids.member, ids.second] })).json<Team>();
    const created = await manager.call('POST', `/organizations/${organization.id}/assignments`, { scenario_ids: [scenario.id, otherScenario.id], team_ids: [team.id], due_at: inDays(5), pass_mark: 70, max_attempts: 3 });
    const [first, second] = created.json<AssignmentList>().data.sort((a, b) => a.scenario_name.localeCompare(b.scenario_name));
    // Two rubrics name one skill in other words; the week of 5 January 2026 (a Monday) and the week after.
    await reportedSession(ids.member, first!.id, '2026-01-06T09:00:00Z', [{ name: 'Handling objections', score: 40 }, { name: 'Closing', score: null }]);
    await reportedSession(ids.second, second!.id, '2026-01-08T09:00:00Z', [{ name: 'Objection handling', score: 60 }]);
    await reportedSession(ids.member, second!.id, '2026-01-14T09:00:00Z', [{ name: 'objection handling', score: 90 }, { name: 'Closing', score: 70 }]);
    // Personal practice and another organisation's assignees never count.
    await reportedSession(ids.member, null, '2026-01-07T09:00:00Z', [{ name: 'Handling objections', score: 0 }]);
    await reportedSession(ids.otherMember, null, '2026-01-07T09:00:00Z', [{ name: 'Handling objections', score: 0 }]);

    const skills = `/organizations/${organization.id}/assignments/skills`;
    const answer = await manager.call('GET', skills);
    expect(answer.statusCode, answer.body).toBe(200);
    const objections = skillKeyOf('Handling objections');
    expect(answer.json<AssignedSkillList>().data).toEqual([
      { key: objections, name: 'objection handling', sessions: 3, average: 63, weeks: [{ week: '2026-01-05', average: 50, sessions: 2 }, { week: '2026-01-12', average: 90, sessions: 1 }] },
      { key: 'closing', name: 'Closing', sessions: 1, average: 70, weeks: [{ week: '2026-01-12', average: 70, sessions: 1 }] },
    ]);
    const mine = (await member.call('GET', '/assignments/mine/skills')).json<AssignedSkillList>().data;
    expect(mine.find((skill) => skill.key === objections)?.weeks).toEqual([{ week: '2026-01-05', average: 40, sessions: 1 }, { week: '2026-01-12', average: 90, sessions: 1 }]);
    expect((await outsider.call('GET', '/assignments/mine/skills')).json<AssignedSkillList>().data).toEqual([]);

    expect((await member.call('GET', skills)).statusCode).toBe(403);
    expect((await outsider.call('GET', skills)).statusCode).toBe(404);
    expect((await outsider.call('GET', `/organizations/${other.id}/assignments/skills`)).json<AssignedSkillList>().data).toEqual([]);

    const csv = await manager.call('GET', `${skills}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body.trim().split('\r\n')).toEqual([
      SKILLS_CSV_HEADER.map((cell) => `"${cell}"`).join(','),
      '"objection handling","2026-01-05","50","2"',
      '"objection handling","2026-01-12","90","1"',
      '"Closing","2026-01-12","70","1"',
    ]);
    expect((await member.call('GET', `${skills}.csv`)).statusCode).toBe(403);
    expect((await outsider.call('GET', `${skills}.csv`)).statusCode).toBe(404);
  });

  it("narrows the skills and their CSV to one team's members now, and refuses another organisation's team or a member", async () => {
    const { organization, owner, manager, member, outsider, other, otherMember, scenario, ids } = await setUp();
    const closers = (await manager.call('POST', `/organizations/${organization.id}/teams`, { name: 'Field closers', member_ids: [ids.member] })).json<Team>();
    const created = await manager.call('POST', `/organizations/${organization.id}/assignments`, { scenario_ids: [scenario.id], user_ids: [ids.member, ids.second], due_at: inDays(5), pass_mark: 70, max_attempts: 3 });
    const assignment = created.json<AssignmentList>().data[0]!;
    await reportedSession(ids.member, assignment.id, '2026-02-03T09:00:00Z', [{ name: 'Closing', score: 80 }]);
    await reportedSession(ids.second, assignment.id, '2026-02-04T09:00:00Z', [{ name: 'Closing', score: 40 }]);

    const skills = `/organizations/${organization.id}/assignments/skills`;
    const closing = (answer: { json<T>(): T }) => answer.json<AssignedSkillList>().data.find((skill) => skill.key === 'closing');
    expect(closing(await manager.call('GET', skills))).toMatchObject({ sessions: 2, average: 60 });
    expect(closing(await owner.call('GET', `${skills}?team_id=${closers.id}`))).toEqual({ key: 'closing', name: 'Closing', sessions: 1, average: 80, weeks: [{ week: '2026-02-02', average: 80, sessions: 1 }] });
    const csv = await manager.call('GET', `${skills}.csv?team_id=${closers.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="?skills-field-closers-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.body.trim().split('\r\n')).toEqual([SKILLS_CSV_HEADER.map((cell) => `"${cell}"`).join(','), '"Closing","2026-02-02","80","1"']);

    // The team as it is now: someone who joins it brings their sessions.
    expect((await manager.call('PATCH', `/organizations/${organization.id}/teams/${closers.id}`, { member_ids: [ids.member, ids.second] })).statusCode).toBe(200);
    expect(closing(await manager.call('GET', `${skills}?team_id=${closers.id}`))).toMatchObject({ sessions: 2, average: 60 });
    // A team with no sessions yet has no skills.
    const empty = (await manager.call('POST', `/organizations/${organization.id}/teams`, { name: 'New starters' })).json<Team>();
    expect((await manager.call('GET', `${skills}?team_id=${empty.id}`)).json<AssignedSkillList>().data).toEqual([]);

    // Another organisation's team, an unknown or empty id: 404 or 400, with a plain message, for the JSON and the CSV.
    const otherTeam = (await outsider.call('POST', `/organizations/${other.id}/teams`, { name: 'Their team', member_ids: [ids.otherMember] })).json<Team>();
    for (const path of [skills, `${skills}.csv`]) {
      expect((await manager.call('GET', `${path}?team_id=${otherTeam.id}`)).json()).toEqual({ message: ASSIGNMENT_MESSAGES.teamNotFound });
      expect((await manager.call('GET', `${path}?team_id=not-a-team`)).statusCode).toBe(404);
      const blank = await manager.call('GET', `${path}?team_id=`);
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ message: 'Team id is required.' });
      // A member acting as a manager, and people of another organisation with their own team's id.
      const refused = await member.call('GET', `${path}?team_id=${closers.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: ASSIGNMENT_MESSAGES.assignersOnly });
      for (const who of [outsider, otherMember]) expect((await who.call('GET', `${path}?team_id=${otherTeam.id}`)).statusCode).toBe(404);
      expect((await outsider.call('GET', `/organizations/${other.id}/${path.split('/').slice(3).join('/')}?team_id=${closers.id}`)).json()).toEqual({ message: ASSIGNMENT_MESSAGES.teamNotFound });
    }
  });

  it('lets owners, admins and managers move the due date and change the attempts, never below those used', async () => {
    const { organization, owner, manager, member, outsider, other, scenario, ids } = await setUp();
    const created = await manager.call('POST', `/organizations/${organization.id}/assignments`, { scenario_ids: [scenario.id], user_ids: [ids.member], due_at: inDays(2), pass_mark: 70, max_attempts: 3 });
    const assignment = created.json<AssignmentList>().data[0]!;
    const path = `/organizations/${organization.id}/assignments/${assignment.id}`;
    await reportedSession(ids.member, assignment.id, '2026-01-06T09:00:00Z', [{ name: 'Closing', score: 50 }]);
    await reportedSession(ids.member, assignment.id, '2026-01-07T09:00:00Z', [{ name: 'Closing', score: 55 }]);

    expect((await member.call('PATCH', path, { max_attempts: 5 })).json()).toEqual({ message: ASSIGNMENT_MESSAGES.assignersOnly });
    expect((await outsider.call('PATCH', path, { max_attempts: 5 })).statusCode).toBe(404);
    // Ids swapped: the other organisation's owner naming this assignment through their own organisation.
    expect((await outsider.call('PATCH', `/organizations/${other.id}/assignments/${assignment.id}`, { max_attempts: 5 })).statusCode).toBe(404);
    expect((await manager.call('PATCH', path, { due_at: inDays(-1) })).json()).toEqual({ message: ASSIGNMENT_MESSAGES.duePast });
    expect((await manager.call('PATCH', path, { max_attempts: 1 })).json()).toEqual({ message: attemptsBelowUsedMessage(2) });
    expect((await manager.call('PATCH', path, { max_attempts: 0 })).statusCode).toBe(400);
    expect((await manager.call('PATCH', path, { due_at: 'next week' })).statusCode).toBe(400);
    expect((await manager.call('PATCH', path, {})).json()).toEqual({ message: ASSIGNMENT_MESSAGES.nothingToUpdate });
    expect((await manager.call('PATCH', `/organizations/${organization.id}/assignments/not-an-id`, { max_attempts: 5 })).statusCode).toBe(404);

    // A reminder sent for the old date is forgotten, so the next one goes out before the new date.
    await ctx.database.db.insert(assignmentReminders).values({ assignmentId: assignment.id, userId: ids.member });
    const dueAt = inDays(10);
    const updated = await owner.call('PATCH', path, { due_at: dueAt, max_attempts: 2 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Assignment>()).toMatchObject({ id: assignment.id, due_at: dueAt, max_attempts: 2, pass_mark: 70, counts: { assignees: 1, attempted: 1 } });
    expect((await member.call('GET', '/assignments/mine')).json<MyAssignmentList>().data).toEqual([expect.objectContaining({ id: assignment.id, due_at: dueAt, max_attempts: 2, attempts_left: 0 })]);
    expect(await ctx.database.db.select().from(assignmentReminders).where(eq(assignmentReminders.assignmentId, assignment.id))).toEqual([]);
  });

  it('puts a removed member out at once: no assignment, no scenario, no figures', async () => {
    const { organization, owner, manager, member, scenario, ids } = await setUp();
    await giveCredits(member);
    const created = await manager.call('POST', `/organizations/${organization.id}/assignments`, { scenario_ids: [scenario.id], user_ids: [ids.member, ids.second], due_at: inDays(1), pass_mark: 70, max_attempts: 3 });
    const assignmentId = created.json<AssignmentList>().data[0]!.id;
    const before = await member.call('GET', '/assignments/mine');
    expect(before.json<MyAssignmentList>().data, before.body).toHaveLength(1);

    expect((await owner.call('DELETE', `/organizations/${organization.id}/members/${ids.member}`)).statusCode).toBe(204);
    expect((await member.call('GET', '/assignments/mine')).json<MyAssignmentList>().data).toEqual([]);
    expect((await member.call('GET', `/api/ai/scenario/${scenario.id}`)).statusCode).toBe(404);
    expect((await member.call('POST', START, { scenario_id: scenario.id, mode: 'text' })).statusCode).toBe(404);
    const progress = (await manager.call('GET', `/organizations/${organization.id}/assignments/${assignmentId}/progress`)).json<AssignmentProgress>();
    expect(progress.members.map((row) => row.user_id)).toEqual([ids.second]);
  });

  it('gives a team’s assignments to who joins it and takes them from who leaves it, at once', async () => {
    const { organization, manager, member, second, scenario, ids } = await setUp();
    const teams = `/organizations/${organization.id}/teams`;
    const team = (await manager.call('POST', teams, { name: 'Night shift', member_ids: [ids.member] })).json<Team>();
    await manager.call('POST', `/organizations/${organization.id}/assignments`, { scenario_ids: [scenario.id], team_ids: [team.id], due_at: inDays(5), pass_mark: 70, max_attempts: 1 });
    const mine = async (who: Person) => (await who.call('GET', '/assignments/mine')).json<MyAssignmentList>().data.map((row) => row.scenario_id);
    expect(await mine(member)).toEqual([scenario.id]);
    expect(await mine(second)).toEqual([]);

    expect((await manager.call('PATCH', `${teams}/${team.id}`, { member_ids: [ids.second] })).statusCode).toBe(200);
    expect(await mine(member)).toEqual([]);
    expect((await member.call('GET', `/api/ai/scenario/${scenario.id}`)).statusCode).toBe(404);
    expect(await mine(second)).toEqual([scenario.id]);
    expect((await second.call('GET', `/api/ai/scenario/${scenario.id}`)).statusCode).toBe(200);
  });

  it('reminds each assignee who has not passed once, within the day before the due date, in the app and by e-mail', async () => {
    const { organization, manager, member, second, scenario, ids } = await setUp();
    // The second assignee reads Indonesian: their reminder is in it, on the page and by e-mail.
    expect((await second.call('PATCH', '/users/me', { language: 'id' })).statusCode).toBe(200);
    const dueAt = new Date(Date.now() + 2 * DAY_MS);
    await manager.call('POST', `/organizations/${organization.id}/assignments`, { scenario_ids: [scenario.id], user_ids: [ids.member, ids.second], due_at: dueAt.toISOString(), pass_mark: 70, max_attempts: 1 });
    const published: { userId: string; message: string | null }[] = [];
    const mailed: MailMessage[] = [];
    // The mailer is the boundary here (lib/mailer.ts has its own tests against an SMTP capture).
    const mail = {
      get: async () => ({ smtp: { url: 'smtp://127.0.0.1:1', from: 'Engram <no-reply@engram.example.test>' }, publicUrl: 'https://engram.example.test', mailer: { send: async (message: MailMessage) => void mailed.push(message) } }),
      invalidate: () => undefined,
    };
    const tell = { events: { publish: async (userId: string, event: { type: string; message?: string | null }) => void published.push({ userId, message: event.message ?? null }) }, mail, log: console };

    // Other tests' assignments share the database: only this one's people are counted.
    const toThisTeam = () => published.filter((row) => row.userId === ids.member || row.userId === ids.second);
    // Two days before: too early.
    await remindAssignees(ctx.database.db, new Date(), tell);
    expect(toThisTeam()).toEqual([]);
    const dayBefore = new Date(dueAt.getTime() - 12 * 60 * 60 * 1000);
    await remindAssignees(ctx.database.db, dayBefore, tell);
    expect(toThisTeam().map((row) => row.userId).sort()).toEqual([ids.member, ids.second].sort());
    const noticeOf = (userId: string) => toThisTeam().find((row) => row.userId === userId)!.message;
    expect(noticeOf(ids.member)).toMatch(/^“Handling a late delivery” is due \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/);
    expect(noticeOf(ids.second)).toMatch(/^“Handling a late delivery” jatuh tempo \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/);
    const mailedHere = mailed.filter((message) => message.to === member.email || message.to === second.email);
    expect(mailedHere.map((message) => message.to).sort()).toEqual([member.email, second.email].sort());
    const toMember = mailedHere.find((message) => message.to === member.email)!;
    expect(toMember.subject).toBe(serverText('en', 'mail.assignmentReminder.subject'));
    expect(toMember.text).toContain('https://engram.example.test/showcase');
    expect(toMember.text).toContain('Handling a late delivery');
    const toSecond = mailedHere.find((message) => message.to === second.email)!;
    expect(toSecond.subject).toBe('Sebuah tugas latihan segera jatuh tempo di Engram');
    expect(toSecond.text).toMatch(/^Halo,\n\nLatihan “Handling a late delivery” yang ditugaskan kepada Anda jatuh tempo pada /);
    // Once only.
    await remindAssignees(ctx.database.db, dayBefore, tell);
    expect(toThisTeam()).toHaveLength(2);
    expect(mailed.filter((message) => message.to === member.email)).toHaveLength(1);
  });
});
