// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CAREER_CATEGORIES } from '@shared/career-categories.ts';
import { TWIN_QUESTIONS } from '@shared/twin-questions.ts';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import idCatalogue from '@/i18n/id.json';
import {
  careerCategoryKey,
  firstUnansweredQuestion,
  isSummaryOutdated,
  lockerLeftText,
  missingAnswersMessage,
  onchainStatusText,
  parseQuestionNumber,
  suggestedQuestions,
  twinQuestionText,
} from './twin-display.ts';

const summary = {
  tags: [],
  sections: Object.fromEntries(['family', 'friends', 'loved_ones', 'hobby', 'interest', 'work_life', 'values'].map((name) => [name, { text: '', sources: [], is_empty: true }])),
} as never;

describe('twin display rules', () => {
  it('suggests a question only for a section of the public summary that has something in it', () => {
    const section = (text: string) => ({ text, sources: text ? ['answer:12'] : [], is_empty: text === '' });
    const shared = {
      tags: ['patient'],
      sections: { family: section(''), friends: section(''), loved_ones: section(''), hobby: section('I fish.'), interest: section(''), work_life: section('I was a pharmacist.'), values: section('') },
      tag_evidence: [],
      coverage: null,
    };
    expect(suggestedQuestions(shared)).toEqual(['What do you like to do in your free time?', 'What did you do for work?']);
    expect(suggestedQuestions({ ...shared, sections: { ...shared.sections, work_life: { text: 'Nothing about work yet.', sources: [], is_empty: true } } })).toEqual([
      'What do you like to do in your free time?',
    ]);
    expect(suggestedQuestions(summary)).toEqual([]);
    expect(suggestedQuestions(null)).toEqual([]);
    const full = { tags: [], tag_evidence: [], coverage: null, sections: Object.fromEntries(Object.keys(shared.sections).map((name) => [name, section('Something.')])) } as never;
    expect(suggestedQuestions(full)).toHaveLength(4);
  });

  it('resumes the interview at the first question without an answer', () => {
    expect(firstUnansweredQuestion([])).toBe(1);
    expect(firstUnansweredQuestion([{ number: 1 }, { number: 2 }, { number: 4 }])).toBe(3);
    expect(firstUnansweredQuestion(Array.from({ length: 20 }, (_, index) => ({ number: index + 1 })))).toBe(20);
  });

  it('reads a question number from the address only within 1–20', () => {
    expect(parseQuestionNumber('7')).toBe(7);
    expect(parseQuestionNumber(null)).toBeNull();
    expect(parseQuestionNumber('0')).toBeNull();
    expect(parseQuestionNumber('21')).toBeNull();
    expect(parseQuestionNumber('3a')).toBeNull();
  });

  it('says how many answers the summary still needs', () => {
    expect(missingAnswersMessage(3, 5)).toMatch(/^Answer 2 more questions/);
    expect(missingAnswersMessage(4, 5)).toMatch(/^Answer 1 more question to/);
    expect(missingAnswersMessage(5, 5)).toBeNull();
  });

  it('shows the interview questions in English exactly as the server reads them, and in Indonesian when chosen', async () => {
    for (const question of TWIN_QUESTIONS) expect(twinQuestionText(question.number)).toBe(question.text);
    await setInterfaceLanguage('id', { remember: false });
    try {
      expect(twinQuestionText(18)).toBe('Apa kenangan paling bahagia Anda semasa kecil?');
      expect(missingAnswersMessage(4, 5)).toBe('Jawab 1 pertanyaan lagi untuk bertemu versi AI Anda: ringkasannya memerlukan minimal 5 jawaban tertulis atau hasil transkripsi.');
      // A twin that reads Indonesian is asked in Indonesian; the built-in one, which reads English only, in English.
      const hobby = { tags: [], tag_evidence: [], coverage: null, sections: { ...(summary as { sections: object }).sections, hobby: { text: 'I fish.', sources: ['answer:12'], is_empty: false } } } as never;
      expect(suggestedQuestions(hobby, { inEnglish: false })).toEqual(['Apa yang suka Anda lakukan di waktu luang?']);
      expect(suggestedQuestions(hobby)).toEqual(['What do you like to do in your free time?']);
      expect(lockerLeftText(0, 1024 * 1024 * 1024)).toBe('1 GB tersisa dari 1 GB');
      expect(onchainStatusText({ status: 'confirmed', signature: 'abc', explorer_url: 'https://x/abc', error: null })).toBe('Sudah tercatat di Solana.');
    } finally {
      await setInterfaceLanguage('en', { remember: false });
    }
  });

  it('gives every career category a catalogue entry', () => {
    const careers = (idCatalogue.twin.careers as Record<string, string>);
    for (const category of CAREER_CATEGORIES) expect(careers[careerCategoryKey(category).replace('twin.careers.', '')], category).toBeTruthy();
  });

  it('knows when a summary is older than an answer, unless the owner edited it', () => {
    const answers = [{ number: 1, topic: 'family', question: 'q', text: 'Ana', audio_memory_id: null, updated_at: '2025-01-02T00:00:00.000Z' }] as never;
    expect(isSummaryOutdated({ summary: null, summary_updated_at: null, summary_edited: false, answers })).toBe(true);
    expect(isSummaryOutdated({ summary, summary_updated_at: '2025-01-01T00:00:00.000Z', summary_edited: false, answers })).toBe(true);
    expect(isSummaryOutdated({ summary, summary_updated_at: '2025-01-03T00:00:00.000Z', summary_edited: false, answers })).toBe(false);
    expect(isSummaryOutdated({ summary, summary_updated_at: '2025-01-01T00:00:00.000Z', summary_edited: true, answers })).toBe(false);
  });

  it('shows what is left of the locker and never a negative figure', () => {
    expect(lockerLeftText(0, 1024 * 1024 * 1024)).toBe('1 GB left of 1 GB');
    expect(lockerLeftText(2048, 1024 * 1024)).toBe('1022 KB left of 1 MB');
    expect(lockerLeftText(5, 4)).toBe('0 bytes left of 4 bytes');
  });

  it('says plainly when the username is not on-chain, and why a write failed to admins only', () => {
    expect(onchainStatusText({ status: 'not_configured', signature: null, explorer_url: null, error: null })).toBe(
      'Your username is reserved. It will be written to Solana when the operator connects it.',
    );
    const failed = { status: 'failed', signature: null, explorer_url: null, error: 'the RPC server could not be reached' } as const;
    expect(onchainStatusText(failed)).toMatch(/^Your username is reserved\. Writing it to Solana did not work yet; it will be written/);
    expect(onchainStatusText(failed)).not.toContain('RPC');
    expect(onchainStatusText(failed, true)).toContain('(the RPC server could not be reached)');
    expect(onchainStatusText({ status: 'confirmed', signature: 'abc', explorer_url: 'https://x/abc', error: null })).toBe('Written on Solana.');
  });
});
