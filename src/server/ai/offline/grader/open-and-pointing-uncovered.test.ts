// "What you uncovered" cites the learner line that drew each fact: an open question that names nothing ("What
// happened?") draws the fact the reply leads with, and a question pointing back to what was just told ("When did it
// go out?") asks for a detail of that fact, so another fact with a date that the reply gives instead was not drawn.
import { describe, expect, it } from 'vitest';
import { type Line, salesBriefAs, transcriptLines } from './grading.test-helpers.ts';
import { findUncovered, type TranscriptLine } from './uncovered.ts';

const INVOICE_BRIEF = salesBriefAs(
  { name: 'Ewan Fraser', occupation: 'Illustrator' },
  'Ewan drew the illustrations for a children’s book and his invoice has not been paid.',
  [
    { topic: 'The amount owed', keywords: ['invoice', 'illustrations', 'amount'], answer: 'I drew 24 illustrations for Bramble Books and sent my invoice for £3,600 on 15 August, with payment due in 30 days.' },
    { topic: 'Timeline', keywords: ['editor', 'emails', 'when'], answer: 'The editor, Hannah Brooke, stopped answering my emails three weeks ago.' },
    { topic: 'Rent', keywords: ['rent', 'work'], answer: 'I turned down other work to finish this job, and money is tight.' },
  ],
);

const transcript = (entries: readonly Line[]) => transcriptLines(entries, 'm');

const cited = (lines: TranscriptLine[]) => findUncovered(INVOICE_BRIEF, lines).facts.map((fact) => [fact.topic, fact.line.message_id]);

describe('[REPORTS] the line that drew a fact: open questions and questions pointing back', () => {
  it('cites an open question that names nothing for the fact the reply leads with, and only that one', () => {
    const lines = transcript([
      ['character', 'Hello.'],
      ['learner', 'What happened?'],
      ['character', 'I drew 24 illustrations for Bramble Books and sent my invoice for £3,600 on 15 August, with payment due in 30 days. I turned down other work to finish this job, and money is tight.'],
    ]);
    const uncovered = findUncovered(INVOICE_BRIEF, lines);
    expect(uncovered.facts.map((fact) => [fact.topic, fact.line.message_id, fact.line.quote])).toEqual([['The amount owed', 'm2', 'What happened?']]);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'Rent', hidden: false, given: true });
  });

  it('does not read a greeting, a question on who the character is or small talk as an open question on the matter', () => {
    for (const line of ['How are you?', 'Could you tell me your name?', 'Did you do anything nice at the weekend?']) {
      const lines = transcript([['character', 'Hello.'], ['learner', line], ['character', 'I turned down other work to finish this job, and money is tight.']]);
      expect(cited(lines), line).toEqual([]);
    }
  });

  it('does not cite a "when" question pointing back to the invoice just told for another fact with a time', () => {
    const lines = transcript([
      ['character', 'Hello.'],
      ['learner', 'How much is the bill you sent us?'],
      ['character', 'I drew 24 illustrations for Bramble Books and sent my invoice for £3,600 on 15 August, with payment due in 30 days.'],
      ['learner', 'When did it go out to us?'],
      ['character', 'The editor, Hannah Brooke, stopped answering my emails three weeks ago.'],
    ]);
    expect(cited(lines)).toEqual([['The amount owed', 'm2']]);
  });
});
