// @vitest-environment happy-dom
// The brief editor reads from the catalogue: its sections, counts and item labels follow the interface's language.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScenarioBrief } from '@shared/contracts/character-brief.ts';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { CharacterBriefEditor } from './character-brief-editor.tsx';

afterEach(async () => {
  cleanup();
  await setInterfaceLanguage('en', { remember: false });
});

const BRIEF: ScenarioBrief = {
  character: {
    identity: { name: 'Sari Wulandari', age: '38', gender: 'Female', occupation: 'Buyer', organisation: '', location: '', language: 'Indonesian', personality: 'careful', tone: 'calm', speakingStyle: 'short sentences' },
    situation: 'Sari is choosing a supplier.',
    facts: [{ topic: 'Budget', keywords: ['budget', 'cost'], answer: 'Ten million a month.' }],
    hiddenFacts: [
      { topic: 'Deadline', keywords: ['when'], answer: 'By March.', unlock: 'empathy' },
      { topic: 'Rival', keywords: ['other'], answer: 'Another offer.', unlock: 'open_question' },
    ],
    objections: [],
    outcome: { agreement: 'a trial', condition: 'answers her questions', requires: [], agreementLine: 'Fine.', walkAwayWhen: 'pushed', walkAwayLine: 'Goodbye.' },
    openingLine: 'Hello.',
  },
  learner: { situation: 'You sell software.', goal: 'Agree a trial.' },
};

const renderEditor = () => render(<CharacterBriefEditor brief={BRIEF} onChange={vi.fn()} errorAt={() => undefined} hasErrorUnder={() => false} isDisabled={false} />);

describe('the character brief editor', () => {
  it('counts facts with the English plural forms', () => {
    renderEditor();
    expect(screen.getByText('1 fact, each answered when asked about its topic')).toBeTruthy();
    expect(screen.getByText('2 hidden facts')).toBeTruthy();
    expect(screen.getByText('0 concerns')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove hidden fact 2' })).toBeTruthy();
  });

  it('speaks Indonesian when the interface does', async () => {
    await setInterfaceLanguage('id', { remember: false });
    const { container } = renderEditor();
    expect(screen.getByText('Apa yang mereka ketahui')).toBeTruthy();
    expect(screen.getByText('1 fakta, masing-masing dijawab saat topiknya ditanyakan')).toBeTruthy();
    expect(screen.getByText('2 fakta tersembunyi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus fakta tersembunyi 2' })).toBeTruthy();
    expect(screen.getAllByRole('option', { name: 'Empati lebih dulu' })).toHaveLength(2);
    expect(container.textContent ?? '').not.toMatch(/\b(?:Add a|Remove|Keywords|What they)\b/);
  });
});
