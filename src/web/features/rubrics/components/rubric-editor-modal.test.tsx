// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RubricListItem, UpdateRubricInput } from '@shared/contracts/rubrics.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RubricEditorModal } from './rubric-editor-modal.tsx';
import { buildRubricContent } from '@shared/contracts/rubrics.fixtures.ts';
import { RUBRIC_ID } from './rubric-draft.fixtures.ts';

const ID = RUBRIC_ID;
const CONTENT = buildRubricContent();

function stored(input: UpdateRubricInput): RubricListItem {
  const { id, rubric_title, description, criteria, performance_levels_summary, scoring_guide = {}, pass_mark } = input;
  const content = { rubric_title, description, criteria, performance_levels_summary, scoring_guide, note: '' };
  return { id, name: rubric_title, timestamp: '2026-01-01T00:00:00Z', is_sample: false, content, pass_mark, generated_by: null, rubric_prompt: '', organization_id: null, can_change: true };
}

function open() {
  const onSaved = vi.fn();
  renderWithApp(
    <>
      <RubricEditorModal rubric={{ id: ID, name: 'Discovery call', content: CONTENT, passMark: 70 }} onClose={vi.fn()} onSaved={onSaved} />
      <Toaster />
    </>,
  );
  return { onSaved, criteria: () => screen.getAllByTestId('criterion-editor') };
}

const updates = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.path === '/rubrics/update');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RubricEditorModal', () => {
  it('adds, removes and reorders criteria, waits for weights adding up to 100, and sends the rubric in its new order', async () => {
    const api = fakeApi().on('POST /rubrics/update', ({ body }) => ({ json: { data: stored(body as UpdateRubricInput) } }));
    const { onSaved, criteria } = open();
    const save = screen.getByRole('button', { name: 'Save' });

    await userEvent.click(screen.getByRole('button', { name: 'Add criterion' }));
    expect(criteria()).toHaveLength(3);
    // The new criterion's name takes the focus.
    await userEvent.keyboard('Empathy');
    await userEvent.type(within(criteria()[2] as HTMLElement).getByLabelText('Weight (%)'), '40');
    await userEvent.type(screen.getByLabelText('Strong description for criterion 3'), 'Names the feeling.');
    await userEvent.type(screen.getByLabelText('Weak description for criterion 3'), 'Ignores it.');
    expect(screen.getByTestId('weight-total').textContent).toBe('Total: 140 / 100');
    expect(screen.getByTestId('weight-hint').textContent).toBe('Weights must add up to 100 to save.');
    expect(save).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove criterion 2' }));
    expect(screen.getByTestId('weight-total').textContent).toBe('Total: 100 / 100');
    expect(screen.queryByTestId('weight-hint')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Move criterion 2 up' }));
    expect(screen.getByLabelText('Criterion 1 name')).toHaveProperty('value', 'Empathy');
    await userEvent.click(save);

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(updates(api)).toHaveLength(1);
    expect(updates(api)[0]?.body).toEqual({
      id: ID,
      rubric_title: 'Discovery call',
      description: CONTENT.description,
      // The new criterion, then the stored first one as it was; the second was removed.
      criteria: [{ criterion_name: 'Empathy', weight: 40, performance_levels: { Strong: 'Names the feeling.', Weak: 'Ignores it.' } }, CONTENT.criteria[0]],
      performance_levels_summary: CONTENT.performance_levels_summary,
      scoring_guide: CONTENT.scoring_guide,
      pass_mark: 70,
    });
  });

  it('sends nothing while the weights do not add up to 100, nor with a criterion left without a name, and says what is wrong', async () => {
    const api = fakeApi();
    const { criteria } = open();
    const save = screen.getByRole('button', { name: 'Save' });
    const weight = within(criteria()[0] as HTMLElement).getByLabelText('Weight (%)');
    await userEvent.clear(weight);
    await userEvent.type(weight, '5x0');
    // Digits only: "5x0" is 50.
    expect(weight).toHaveProperty('value', '50');
    expect(screen.getByTestId('weight-hint').textContent).toBe('Weights must add up to 100 to save.');
    expect(save).toHaveProperty('disabled', true);

    await userEvent.type(weight, '{Backspace}{Backspace}60');
    await userEvent.clear(screen.getByLabelText('Criterion 2 name'));
    await userEvent.click(save);
    const problem = await screen.findByTestId('rubric-editor-problem');
    expect(problem.textContent).toMatch(/\w/);
    expect(screen.getByLabelText('Criterion 2 name').getAttribute('aria-invalid')).toBe('true');
    expect(updates(api)).toHaveLength(0);
  });

  it('keeps the editor open and says so when the server refuses the rubric', async () => {
    fakeApi().on('POST /rubrics/update', { status: 400, json: { message: 'Level names must differ.' } });
    const { onSaved } = open();
    await userEvent.type(screen.getByLabelText('Criterion 1 name'), ' well');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rubric failed to be updated. Please try again.')).toBeTruthy();
    expect(screen.getByText('Level names must differ.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Criterion 1 name')).toHaveProperty('value', 'Listening well');
  });
});
