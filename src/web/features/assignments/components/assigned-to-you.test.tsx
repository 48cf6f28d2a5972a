// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyAssignment, MyAssignmentList } from '@shared/contracts/assignments.ts';
import { ASSIGNMENT_PRIVACY_NOTE } from '@shared/contracts/assignments-constants.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { AssignedToYou } from './assigned-to-you.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setInterfaceLanguage('en', { remember: false });
});

function buildAssignment(overrides: Partial<MyAssignment>): MyAssignment {
  return {
    id: 'a1',
    organization_id: 'o1',
    organization_name: 'Harbour Clinic',
    scenario_id: 's1',
    scenario_name: 'Calming a worried patient',
    due_at: '2026-12-09T17:00:00.000Z',
    pass_mark: 70,
    max_attempts: 3,
    status: 'not_started',
    due_state: 'upcoming',
    attempt_count: 0,
    attempts_left: 3,
    best_score: null,
    last_attempt_at: null,
    attempts: [],
    ...overrides,
  };
}

describe('AssignedToYou', () => {
  it('lists what is overdue and due soon first, with attempts, best score and what managers can see, and starts practice', async () => {
    const answer: MyAssignmentList = {
      privacy: ASSIGNMENT_PRIVACY_NOTE,
      data: [
        buildAssignment({ id: 'a2', scenario_id: 's2', scenario_name: 'Explaining a delayed test result', due_state: 'overdue', status: 'attempted', attempt_count: 1, attempts_left: 2, best_score: 55 }),
        buildAssignment({ id: 'a3', scenario_id: 's3', scenario_name: 'Booking a follow-up visit', due_state: 'due_soon' }),
        buildAssignment({ id: 'a4', scenario_id: 's4', scenario_name: 'Turning down an early refill', due_state: 'upcoming', max_attempts: 1, attempt_count: 1, attempts_left: 0, status: 'attempted', best_score: 40 }),
      ],
    };
    fakeApi()
      .on('GET /assignments/mine', { json: answer })
      .on('GET /assignments/mine/skills', { json: { data: [{ key: 'news break', name: 'Breaking news', sessions: 2, average: 60, weeks: [{ week: '2026-11-30', average: 60, sessions: 2 }] }] } });
    const onPractise = vi.fn();
    renderWithApp(<AssignedToYou onPractise={onPractise} />);

    const section = await screen.findByTestId('assigned-to-you');
    expect(within(section).getByRole('heading', { name: 'Assigned to you' })).toBeTruthy();
    expect(screen.getByTestId('assigned-summary').textContent).toBe('1 overdue · 1 due soon · 3 in all');
    expect(screen.getAllByTestId('assignment-due-state').map((badge) => badge.textContent)).toEqual(['Overdue', 'Due soon', 'To do']);
    const [overdue, , spent] = screen.getAllByTestId('assignment-row');
    expect(overdue!.textContent).toContain('1 of 3 attempts used');
    expect(overdue!.textContent).toContain('best 55 (pass mark 70)');
    // No attempts left: no way to start another.
    expect(within(spent!).queryByRole('button')).toBeNull();
    expect(spent!.textContent).toContain('No attempts left');
    expect(screen.getByTestId('assignment-privacy').textContent).toBe(ASSIGNMENT_PRIVACY_NOTE);
    // Their own skills over time, from their assigned sessions.
    const skills = await screen.findByRole('table', { name: 'Your skills over time' });
    expect(within(skills).getByTestId('skill-row').textContent).toMatch(/^Breaking news260.*: 60 \(2\)$/);

    await userEvent.click(screen.getByRole('button', { name: 'Practise Explaining a delayed test result' }));
    expect(onPractise).toHaveBeenCalledWith('s2');
  });

  it('shows nothing when nothing is assigned', async () => {
    const api = fakeApi().on('GET /assignments/mine', { json: { data: [], privacy: ASSIGNMENT_PRIVACY_NOTE } });
    renderWithApp(<AssignedToYou onPractise={() => undefined} />);
    await vi.waitFor(() => expect(api.requests.map((request) => request.path)).toContain('/assignments/mine'));
    expect(screen.queryByTestId('assigned-to-you')).toBeNull();
  });

  it('says it all in Indonesian when that is the interface language, the privacy note included', async () => {
    await setInterfaceLanguage('id', { remember: false });
    const answer: MyAssignmentList = {
      privacy: ASSIGNMENT_PRIVACY_NOTE,
      data: [
        buildAssignment({ id: 'a2', scenario_id: 's2', scenario_name: 'Explaining a delayed test result', due_state: 'overdue', status: 'attempted', attempt_count: 1, attempts_left: 2, best_score: 55 }),
        buildAssignment({ id: 'a3', scenario_id: 's3', scenario_name: 'Booking a follow-up visit', due_state: 'due_soon' }),
      ],
    };
    fakeApi().on('GET /assignments/mine', { json: answer }).on('GET /assignments/mine/skills', { json: { data: [] } });
    renderWithApp(<AssignedToYou onPractise={() => undefined} />);

    const section = await screen.findByTestId('assigned-to-you');
    expect(within(section).getByRole('heading', { name: 'Ditugaskan kepada Anda' })).toBeTruthy();
    expect(screen.getByTestId('assigned-summary').textContent).toBe('1 terlambat · 1 segera jatuh tempo · 2 seluruhnya');
    const [overdue] = screen.getAllByTestId('assignment-row');
    expect(overdue!.textContent).toContain('1 dari 3 percobaan terpakai · terbaik 55 (nilai lulus 70) · sudah dicoba');
    // The due date in Indonesian: "9 Des" (December), not "Dec 9".
    expect(overdue!.textContent).toMatch(/tenggat \d{1,2} Des/);
    expect(screen.getByTestId('assignment-privacy').textContent).toMatch(/^Manajer Anda melihat sesi Anda/);
    expect(within(section).getByRole('button', { name: 'Berlatih Explaining a delayed test result' })).toBeTruthy();
  });
});
