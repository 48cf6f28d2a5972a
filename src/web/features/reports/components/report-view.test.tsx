// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@shared/contracts/conversations.ts';
import { GRADE_JOB_NAME, type Report, type ReportUnavailable } from '@shared/contracts/reports.ts';
import { disconnectServerEvents } from '@/lib/server-events.ts';
import { FakeEventSource } from '@/test/fake-event-source.ts';
import { fakeApi, type FakeAnswer } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ReportView } from './report-view.tsx';

const ID = '7a1c2f9e-0000-4000-8000-000000000001';
const LEARNER_LINE_ID = '7a1c2f9e-0000-4000-8000-0000000000a2';

function buildConversation(): Conversation {
  return {
    id: ID,
    scenario_id: '7a1c2f9e-0000-4000-8000-0000000000c1',
    scenario_name: 'Renewal under price pressure',
    mode: 'text',
    language: 'en-US',
    status: 'ended',
    started_at: '2026-11-26T09:00:00.000Z',
    ends_at: null,
    time_limit_minutes: null,
    ended_at: '2026-11-26T09:06:00.000Z',
    character_ended_message_id: null,
    character: { name: 'Dana', gender: 'female', age: '45', occupation: 'Buyer' },
    messages: [
      { id: '7a1c2f9e-0000-4000-8000-0000000000a1', role: 'character', content: 'The price went up again.', created_at: '2026-11-26T09:00:00.000Z', interrupted: false },
      { id: LEARNER_LINE_ID, role: 'learner', content: 'What would a fair price look like to you?', created_at: '2026-11-26T09:01:00.000Z', interrupted: false },
    ],
  };
}

function buildReport(): Report {
  return {
    conversation_id: ID,
    scenario_id: '7a1c2f9e-0000-4000-8000-0000000000c1',
    scenario_name: 'Renewal under price pressure',
    mode: 'text',
    language: 'en-US',
    started_at: '2026-11-26T09:00:00.000Z',
    ended_at: '2026-11-26T09:06:00.000Z',
    duration_seconds: 360,
    overall_score: 82,
    pass_mark: 70,
    passed: true,
    summary: 'You asked before you answered.',
    criteria: [
      {
        name: 'Open questions',
        weight: 60,
        relevant: true,
        score: 85,
        level: 'Strong',
        evidence: [{ message_id: LEARNER_LINE_ID, quote: 'What would a fair price look like to you?' }],
        feedback: 'You let the buyer name the number.',
        better_line: null,
      },
      {
        name: 'Summarising',
        weight: 40,
        relevant: true,
        score: 78,
        level: 'Good',
        evidence: [],
        feedback: 'Confirm the agreement back once more.',
        better_line: 'So we agree on a two-year term at this price?',
      },
    ],
    delivery: { learner_talk_share: 0.4, questions_asked: 1, open_questions: 1, filler_words: 0, words_per_minute: null, longest_monologue_words: 9 },
    rubric: { id: null, title: 'Negotiation basics', criteria: [] },
    grader: { engine: 'offline', prompt_version: 'test' },
    graded_at: '2026-11-26T09:06:05.000Z',
  };
}

const unavailable = (body: ReportUnavailable): FakeAnswer => ({ status: 409, json: body });
const REPORT_ROUTE = `GET /conversations/${ID}/report`;

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  cleanup();
  disconnectServerEvents();
  FakeEventSource.latest = null;
  vi.unstubAllGlobals();
});

describe('ReportView', () => {
  it('shows the grading state, then the criteria, quotes and pass once the grading job’s event has come', async () => {
    let answer: FakeAnswer = unavailable({ message: 'This session is still being graded.', status: 'grading' });
    const api = fakeApi().on(REPORT_ROUTE, () => answer);
    renderWithApp(<ReportView conversation={buildConversation()} practiseAgainPathOf={() => null} />);

    expect(await screen.findByRole('heading', { name: 'Grading your session' })).toBeTruthy();
    expect(screen.queryByTestId('pass-result')).toBeNull();
    const asked = api.requests.filter((request) => request.path.endsWith('/report')).length;

    answer = { json: buildReport() };
    // Another job's end is not this one's.
    FakeEventSource.latest!.push({ type: 'job', jobId: 'other', queue: 'files.extract', jobStatus: 'Completed' });
    FakeEventSource.latest!.push({ type: 'job', jobId: 'grade-1', queue: GRADE_JOB_NAME, jobStatus: 'Completed' });

    // findBy gives up after 1 s, well before the 5 s fallback poll: only the event can bring the report this soon.
    expect(await screen.findByRole('heading', { name: 'Open questions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Summarising' })).toBeTruthy();
    expect(screen.getByTestId('quote').textContent).toContain('“What would a fair price look like to you?”');
    expect(screen.getByTestId('pass-result').textContent).toContain('Passed');
    expect(screen.queryByTestId('grading-progress')).toBeNull();
    // One more read, the one the grading job's event asked for.
    expect(api.requests.filter((request) => request.path.endsWith('/report')).length).toBe(asked + 1);
  });

  it('shows why a grading failed, and its retry button posts /conversations/{id}/grade and waits again', async () => {
    let answer: FakeAnswer = unavailable({
      message: 'Grading failed: The model did not answer. Try again from the report page.',
      status: 'failed',
      reason: 'The model did not answer.',
    });
    const api = fakeApi()
      .on(REPORT_ROUTE, () => answer)
      .on(`POST /conversations/${ID}/grade`, () => {
        answer = unavailable({ message: 'This session is still being graded.', status: 'grading' });
        return { status: 202, json: { jobId: 'grade-2', grading: 'grading' } };
      });
    renderWithApp(<ReportView conversation={buildConversation()} practiseAgainPathOf={() => null} />);

    const failed = await screen.findByTestId('grading-failed');
    expect(failed.textContent).toContain('The model did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try grading again' }));

    await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toEqual([{ method: 'POST', path: `/conversations/${ID}/grade`, body: null }]));
    expect(await screen.findByTestId('grading-progress')).toBeTruthy();
  });

  it('says a session in which nothing was said has no report, and offers the credits page', async () => {
    const reason = 'Nothing was said in this session, so its credits were refunded.';
    fakeApi().on(REPORT_ROUTE, unavailable({ message: `Not graded: no answers. ${reason}`, status: 'not_graded', reason }));
    renderWithApp(<ReportView conversation={buildConversation()} practiseAgainPathOf={() => null} />);
    expect(await screen.findByRole('heading', { name: 'Not graded: no answers' })).toBeTruthy();
    expect(screen.getByTestId('not-graded').textContent).toContain('Its credits were given back.');
    expect(screen.getByRole('link', { name: 'See your credits' })).toBeTruthy();
  });

  it('names the line after which the character ended the conversation, and says nothing of it otherwise', async () => {
    const ended: Report = { ...buildReport(), ended_by_character: { name: 'Dana', line: { message_id: LEARNER_LINE_ID, quote: 'What would a fair price look like to you?' } } };
    fakeApi().on(REPORT_ROUTE, { json: ended });
    renderWithApp(<ReportView conversation={buildConversation()} practiseAgainPathOf={() => null} />);
    const line = await screen.findByTestId('report-ended-by-character');
    expect(line.textContent).toBe('Dana ended the conversation after your line: ‘What would a fair price look like to you?’');
    cleanup();

    fakeApi().on(REPORT_ROUTE, { json: buildReport() });
    renderWithApp(<ReportView conversation={buildConversation()} practiseAgainPathOf={() => null} />);
    expect(await screen.findByTestId('pass-result')).toBeTruthy();
    expect(screen.queryByTestId('report-ended-by-character')).toBeNull();
  });
});
