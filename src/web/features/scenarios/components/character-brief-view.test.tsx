// @vitest-environment happy-dom
// The brief reads back in plain words after creation, under headings named for the character, with the pronoun its
// gender gives: "she", "he", or "they" (with the verbs that go with it) when the description stated none.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioBrief } from '@shared/contracts/character-brief.ts';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { CharacterBriefParts } from './character-brief-view.tsx';

afterEach(async () => {
  cleanup();
  await setInterfaceLanguage('en', { remember: false });
});

function buildBrief(gender: string): ScenarioBrief {
  return {
    character: {
      identity: {
        name: 'Ebere Nwosu',
        age: '41',
        gender,
        occupation: 'Choir member',
        organisation: '',
        location: '',
        language: 'English',
        personality: 'calm but firm',
        tone: 'calm but firm',
        speakingStyle: 'plain, professional sentences',
      },
      situation: 'Ebere Nwosu booked the church hall for a choir concert on 14 June.',
      facts: [{ topic: 'Church hall', keywords: ['hall', 'booking'], answer: 'I booked the church hall for a choir concert on 14 June.' }],
      hiddenFacts: [],
      objections: [{ objection: "I'd like to know where I stand.", keywords: ['why'], resolvedBy: 'a straight answer on what happens now', resolveKeywords: ['the reason'], resolvedLine: 'All right.' }],
      outcome: {
        agreement: '£120 back',
        condition: 'listens and proposes a concrete next step',
        requires: [{ label: 'a concrete next step', keywords: ['next step'] }],
        agreementLine: 'Fine. Agreed, then.',
        walkAwayWhen: 'pushed, threatened or insulted twice',
        walkAwayLine: "Let's stop here.",
      },
      openingLine: "Thanks for seeing me; I'd like a proper answer on the hall today.",
    },
    learner: { situation: 'You are a hall secretary.', goal: 'Offer a credit for a future booking instead.' },
  };
}

describe('the created brief in plain words', () => {
  it('speaks of a character whose gender is not stated as "they", with the verbs that go with it', () => {
    const { container } = render(<CharacterBriefParts brief={buildBrief('Not stated')} />);
    expect(screen.getByText('What Ebere knows')).toBeTruthy();
    expect(screen.getByText('What they want')).toBeTruthy();
    expect(screen.getByText('What would make them agree')).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).toContain('They open with:');
    expect(text).toContain('They want a straight answer on what happens now.');
    expect(text).toContain('They agree once they have £120 back and you have covered:');
    expect(text).not.toMatch(/\b(?:she|he|her|him|his)\b/i);
  });

  it.each([
    ['Female', 'she', 'her'],
    ['Male', 'he', 'him'],
  ])('speaks of a %s character as "%s"', (gender, subject, object) => {
    const { container } = render(<CharacterBriefParts brief={buildBrief(gender)} />);
    expect(screen.getByText(`What ${subject} wants`)).toBeTruthy();
    expect(screen.getByText(`What would make ${object} agree`)).toBeTruthy();
    expect(container.textContent ?? '').toContain(`${subject.charAt(0).toUpperCase()}${subject.slice(1)} opens with:`);
  });

  it('reads in Indonesian, where one pronoun serves every gender', async () => {
    await setInterfaceLanguage('id', { remember: false });
    const { container } = render(<CharacterBriefParts brief={buildBrief('Female')} />);
    expect(screen.getByText('Yang diketahui Ebere')).toBeTruthy();
    expect(screen.getByText('Yang dia inginkan')).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).toContain('Dia membuka dengan:');
    expect(text).toContain('Dia menyetujui £120 back setelah Anda membahas:');
    expect(text).not.toMatch(/\b(?:she|opens with|what would make)\b/i);
  });

  it('names the character\'s own role with their pronoun, gives what they know as their words, and agrees once a promise is given', () => {
    const brief = buildBrief('Male');
    brief.character.identity = { ...brief.character.identity, name: 'Tomasz Wójcik', occupation: 'Plot holder', organisation: 'Meadow Lane Allotments' };
    brief.character.facts = [
      { topic: 'Their role', keywords: ['role'], answer: "I'm the plot holder at Meadow Lane Allotments." },
      { topic: 'The shed', keywords: ['shed'], answer: 'I built the shed on plot 14 in 2019.' },
    ];
    brief.character.outcome = { ...brief.character.outcome, agreement: 'your word that I can keep my shed on plot 14', requires: [{ label: 'your word that I can keep my shed on plot 14', keywords: ['shed'] }] };
    const { container } = render(<CharacterBriefParts brief={brief} />);
    expect(screen.getByText('His role')).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).toContain('“I\'m the plot holder at Meadow Lane Allotments.”');
    expect(text).toContain('“I built the shed on plot 14 in 2019.”');
    expect(text).toContain('He agrees if you give your word that he can keep his shed on plot 14.');
    expect(text).not.toMatch(/Their role|agrees to your word/);

    cleanup();
    brief.character.outcome = { ...brief.character.outcome, requires: [{ label: 'a date for the inspection', keywords: ['inspection'] }] };
    const covered = render(<CharacterBriefParts brief={brief} />).container.textContent ?? '';
    expect(covered).toContain('He agrees if you give your word that he can keep his shed on plot 14, once you have covered:');
  });

  it('agrees once the things wanted are given and asks the promise beside them, never listing a want twice', () => {
    const brief = buildBrief('Female');
    brief.character.facts = [{ topic: 'What they want', keywords: ['want'], answer: 'I want my water meter read again.' }];
    const wants = ['my water meter read again', 'your word that you can send the engineer before 9am.'];
    brief.character.objections = [{ ...brief.character.objections[0]!, resolvedBy: wants[1]! }];
    brief.character.outcome = { ...brief.character.outcome, agreement: `${wants[0]} and ${wants[1]}`, requires: wants.map((label) => ({ label, keywords: ['meter'] })) };
    const { container } = render(<CharacterBriefParts brief={brief} />);
    // The fact's label and the heading of her concerns.
    expect(screen.getAllByText('What she wants')).toHaveLength(2);
    const text = container.textContent ?? '';
    expect(text).toContain('She agrees once she has her water meter read again, if you also give your word that you can send the engineer before 9am.');
    expect(text).toContain('She wants your word that you can send the engineer before 9am.');
    expect(text).not.toMatch(/\.\.|once you have covered/);
  });

  it('says a want that settles two concerns once, after both', () => {
    const brief = buildBrief('Female');
    const want = 'your word that I can freeze my membership until October';
    brief.character.objections = [
      { ...brief.character.objections[0]!, objection: "I'd like to know where I stand.", resolvedBy: want },
      { ...brief.character.objections[0]!, objection: 'I need to know what this means for me in practice.', resolvedBy: want },
    ];
    const text = render(<CharacterBriefParts brief={brief} />).container.textContent ?? '';
    expect(text.split('She wants your word that she can freeze her membership until October.')).toHaveLength(2);
    expect(text.indexOf('what this means for me in practice')).toBeLessThan(text.indexOf('She wants your word'));
  });
});
