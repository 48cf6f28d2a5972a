// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TwinSummary } from '@shared/contracts/twin.ts';
import { TWIN_SUMMARY_SECTIONS, type TwinSummarySectionName } from '@shared/contracts/twin-constants.ts';
import { renderWithApp } from '@/test/render.tsx';
import { SummaryView } from './summary-view.tsx';

afterEach(cleanup);

const LINE = 'I still play the songs of the Howard Morrison Quartet in the truck.';

function summaryOf(): TwinSummary {
  const empty: TwinSummary['sections'][TwinSummarySectionName] = { text: '', sources: [], is_empty: true };
  const sections = Object.fromEntries(TWIN_SUMMARY_SECTIONS.map((name) => [name, empty])) as Record<TwinSummarySectionName, typeof empty>;
  sections.interest = { text: LINE, sources: ['answer:10'], is_empty: false };
  return {
    tags: ['music lover', 'storyteller'],
    sections,
    // "storyteller" was typed by the owner: it has no line of theirs.
    tag_evidence: [{ tag: 'music lover', sentence: LINE, source: 'answer:10' }],
    coverage: { answered_areas: 1, total_areas: 20, memories_with_text: 0 },
  };
}

describe('SummaryView tags', () => {
  it('shows each generated tag with the line of the owner it was given for, and the question it answered', () => {
    renderWithApp(<SummaryView summary={summaryOf()} />);
    const tags = within(screen.getByRole('list', { name: /tags/i }));
    const chip = tags.getByText('music lover').closest('details')!;
    expect(chip.textContent).toContain(`You said: “${LINE}”`);
    expect(chip.textContent).toContain('Question 10');
    expect(tags.getByText('music lover').closest('summary')!.getAttribute('title')).toBe(`“${LINE}”`);
  });

  it('shows a tag the owner typed without a line, since none of theirs gave it', () => {
    renderWithApp(<SummaryView summary={summaryOf()} />);
    const typed = within(screen.getByRole('list', { name: /tags/i })).getByText('storyteller');
    expect(typed.closest('details')).toBeNull();
    expect(screen.queryByText(/storyteller.*You said/)).toBeNull();
  });
});
