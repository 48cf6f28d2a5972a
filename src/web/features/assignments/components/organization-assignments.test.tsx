// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssignedSkillList, Assignment, AssignmentAttemptReport, AssignmentProgress } from '@shared/contracts/assignments.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { OrganizationAssignments } from './organization-assignments.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORGANIZATION_ID = '5d0c8f0e-7f43-4d3a-9c55-0b5e2f7c1a10';
const LENA = '9a1f6c2e-3b4d-4e5f-8a6b-7c8d9e0f1a2b';
const SHELF = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const MEMBERS = [
  { user_id: LENA, name: 'Lena Ortiz', email: 'lena@example.com' },
  { user_id: 'u-tom', name: 'Tom Baker', email: 'tom@example.com' },
];
const SCENARIOS = [{ id: SHELF, name: 'Restocking the wrong shelf' }];

const ASSIGNMENT: Assignment = {
  id: 'a-shelf',
  organization_id: ORGANIZATION_ID,
  scenario_id: SHELF,
  scenario_name: 'Restocking the wrong shelf',
  due_at: '2026-12-12T16:00:00.000Z',
  pass_mark: 65,
  max_attempts: 3,
  created_at: '2026-12-02T09:00:00.000Z',
  user_ids: [LENA, 'u-tom'],
  team_ids: [],
  counts: { assignees: 2, not_started: 1, attempted: 0, passed: 1 },
};

const PROGRESS: AssignmentProgress = {
  assignment: ASSIGNMENT,
  members: [
    {
      user_id: LENA,
      name: 'Lena Ortiz',
      email: 'lena@example.com',
      status: 'passed',
      attempt_count: 2,
      best_score: 78,
      last_attempt_at: '2026-12-03T10:00:00.000Z',
      attempts: [
        { conversation_id: 'c-1', started_at: '2026-12-02T10:00:00.000Z', score: 52, passed: false },
        { conversation_id: 'c-2', started_at: '2026-12-03T10:00:00.000Z', score: 78, passed: true },
      ],
    },
    { user_id: 'u-tom', name: 'Tom Baker', email: 'tom@example.com', status: 'not_started', attempt_count: 0, best_score: null, last_attempt_at: null, attempts: [] },
  ],
};

const REPORT = {
  member: { user_id: LENA, name: 'Lena Ortiz', email: 'lena@example.com' },
  attempt: { conversation_id: 'c-2', started_at: '2026-12-03T10:00:00.000Z', score: 78, passed: true },
  report: { overall_score: 78, summary: 'Clear apology and a concrete next step.', criteria: [{ name: 'Empathy', relevant: true, score: 80, level: 'Strong' }] },
} as unknown as AssignmentAttemptReport;

describe('OrganizationAssignments', () => {
  it('assigns a scenario to members with a due date, pass mark and attempts', async () => {
    const api = fakeApi()
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments`, { json: { data: [] } })
      .on(`GET /organizations/${ORGANIZATION_ID}/teams`, { json: { data: [] } })
      .on(`POST /organizations/${ORGANIZATION_ID}/assignments`, { status: 201, json: { data: [ASSIGNMENT] } });
    renderWithApp(<OrganizationAssignments organizationId={ORGANIZATION_ID} members={MEMBERS} scenarios={SCENARIOS} />);

    const form = screen.getByRole('form', { name: 'Assign practice' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Restocking the wrong shelf' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Lena Ortiz' }));
    await userEvent.clear(within(form).getByLabelText('Pass mark (0–100)'));
    await userEvent.type(within(form).getByLabelText('Pass mark (0–100)'), '65');
    await userEvent.click(within(form).getByRole('button', { name: 'Assign' }));

    await vi.waitFor(() => expect(api.requests.some((request) => request.method === 'POST'), document.body.textContent ?? '').toBe(true));
    const posted = api.requests.find((request) => request.method === 'POST')!.body as Record<string, unknown>;
    expect(posted).toMatchObject({ scenario_ids: [SHELF], user_ids: [LENA], team_ids: [], pass_mark: 65, max_attempts: 3 });
    expect(Date.parse(posted.due_at as string)).toBeGreaterThan(Date.now());
  });

  it('shows who passed and who has not started, each member’s trend, and opens an assigned session’s report', async () => {
    fakeApi()
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments`, { json: { data: [ASSIGNMENT] } })
      .on(`GET /organizations/${ORGANIZATION_ID}/teams`, { json: { data: [] } })
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments/a-shelf/progress`, { json: PROGRESS })
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments/a-shelf/attempts/c-2/report`, { json: REPORT })
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments/skills`, { json: { data: [] } });
    renderWithApp(<OrganizationAssignments organizationId={ORGANIZATION_ID} members={MEMBERS} scenarios={SCENARIOS} />);

    expect((await screen.findByTestId('assignment-counts')).textContent).toContain('1 passed, 0 attempted, 1 not started');
    await userEvent.click(screen.getByRole('button', { name: 'Progress' }));
    const rows = await screen.findAllByTestId('assignment-member-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Passed2 of 378'), expect.stringContaining('Not started0 of 3—')]);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: "Report of Lena Ortiz's attempt 2, score 78" }));
    const report = await screen.findByTestId('attempt-report');
    expect(report.textContent).toContain('score 78 · passed');
    expect(report.textContent).toContain('Clear apology and a concrete next step.');
    expect(report.textContent).toContain('Empathy: 80 (Strong)');
  });

  it('shows the team’s skills per week across rubrics', async () => {
    const skills: AssignedSkillList = {
      data: [
        { key: 'shelf stock', name: 'Stocking shelves', sessions: 3, average: 63, weeks: [{ week: '2026-11-23', average: 50, sessions: 2 }, { week: '2026-11-30', average: 90, sessions: 1 }] },
        { key: 'greet', name: 'Greeting', sessions: 1, average: 70, weeks: [{ week: '2026-11-30', average: 70, sessions: 1 }] },
      ],
    };
    fakeApi()
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments`, { json: { data: [ASSIGNMENT] } })
      .on(`GET /organizations/${ORGANIZATION_ID}/teams`, { json: { data: [] } })
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments/skills`, { json: skills });
    renderWithApp(<OrganizationAssignments organizationId={ORGANIZATION_ID} members={MEMBERS} scenarios={SCENARIOS} />);

    const table = await screen.findByRole('table', { name: 'The team’s skills over time' });
    const rows = within(table).getAllByTestId('skill-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Stocking shelves363.*: 50 \(2\).*: 90 \(1\)$/), expect.stringMatching(/^Greeting170.*: 70 \(1\)$/)]);
    expect(screen.getByRole('button', { name: 'Download the skills over time as CSV' })).toBeTruthy();
  });

  it('narrows the skills, their chart and their CSV to one team', async () => {
    const everyone: AssignedSkillList = { data: [{ key: 'greet', name: 'Greeting', sessions: 4, average: 60, weeks: [{ week: '2026-11-30', average: 60, sessions: 4 }] }] };
    const nightShift: AssignedSkillList = { data: [{ key: 'greet', name: 'Greeting', sessions: 1, average: 85, weeks: [{ week: '2026-11-30', average: 85, sessions: 1 }] }] };
    const api = fakeApi()
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments`, { json: { data: [ASSIGNMENT] } })
      .on(`GET /organizations/${ORGANIZATION_ID}/teams`, { json: { data: [{ id: 'team-night', name: 'Night shift', member_ids: [LENA], created_at: '2026-11-01T09:00:00.000Z' }] } })
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments/skills`, (request) => ({ json: request.search === '?team_id=team-night' ? nightShift : everyone }))
      .on('GET /users/me', { json: {} });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderWithApp(<OrganizationAssignments organizationId={ORGANIZATION_ID} members={MEMBERS} scenarios={SCENARIOS} />);

    const everyoneTable = await screen.findByRole('table', { name: 'The team’s skills over time' });
    expect(within(everyoneTable).getByTestId('skill-row').textContent).toMatch(/^Greeting460/);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Night shift');
    const teamTable = await screen.findByRole('table', { name: 'The skills over time of Night shift' });
    await vi.waitFor(() => expect(within(teamTable).getByTestId('skill-row').textContent).toMatch(/^Greeting185/));
    expect(api.requests.filter((request) => request.path.endsWith('/skills')).map((request) => request.search ?? '')).toEqual(['', '?team_id=team-night']);
    expect(await screen.findByTestId('skills-chart')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Download the skills over time of Night shift as CSV' }));
    await vi.waitFor(() => expect(clicked).toEqual([`/organizations/${ORGANIZATION_ID}/assignments/skills.csv?team_id=team-night`]));
  });

  it('changes an assignment’s attempts, sending only what changed, and shows the server’s refusal', async () => {
    let answer: { status: number; json: unknown } = { status: 400, json: { message: 'An assignee has used 2 attempts already: allow at least 2.' } };
    const api = fakeApi()
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments`, { json: { data: [ASSIGNMENT] } })
      .on(`GET /organizations/${ORGANIZATION_ID}/teams`, { json: { data: [] } })
      .on(`GET /organizations/${ORGANIZATION_ID}/assignments/skills`, { json: { data: [] } })
      .on(`PATCH /organizations/${ORGANIZATION_ID}/assignments/a-shelf`, () => answer);
    renderWithApp(<OrganizationAssignments organizationId={ORGANIZATION_ID} members={MEMBERS} scenarios={SCENARIOS} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Change the due date or attempts of Restocking the wrong shelf' }));
    const form = screen.getByRole('form', { name: 'Change Restocking the wrong shelf' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe('Give a new due date or number of attempts.');
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([]);

    const attempts = within(form).getByLabelText('Attempts allowed (1–20)');
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('An assignee has used 2 attempts already: allow at least 2.');
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ max_attempts: 1 });

    answer = { status: 200, json: { ...ASSIGNMENT, max_attempts: 4 } };
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Change Restocking the wrong shelf' })).toBeNull());
    expect(api.requests.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({ max_attempts: 4 });
  });
});
