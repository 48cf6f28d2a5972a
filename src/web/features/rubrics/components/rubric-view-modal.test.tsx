// @vitest-environment happy-dom
// The rubric view offers Regenerate on the person's own rubric made from a description, and nowhere else.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRubricContent } from '@shared/contracts/rubrics.fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RubricViewModal, type ViewedRubric } from './rubric-view-modal.tsx';

const OWN: ViewedRubric = { id: '7a1d0000-0000-4000-8000-000000000001', name: 'Clinic discovery call', content: buildRubricContent(), canEdit: true, prompt: 'A discovery call with a clinic buyer. Pass mark 75.' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RubricViewModal', () => {
  it('offers Regenerate on an own rubric made from a description', async () => {
    const onRegenerate = vi.fn();
    renderWithApp(<RubricViewModal rubric={OWN} onClose={() => undefined} onEdit={() => undefined} onRegenerate={onRegenerate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(onRegenerate).toHaveBeenCalledWith(OWN);
  });

  it.each([
    ['a rubric without a description', { ...OWN, prompt: '' }],
    ['a sample, or a rubric the person may not edit', { ...OWN, canEdit: false, isSample: true }],
  ])('offers no Regenerate on %s', (_case, rubric) => {
    renderWithApp(<RubricViewModal rubric={rubric} onClose={() => undefined} onRegenerate={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Regenerate' })).toBeNull();
  });
});
