// For the built-in twin's tests on owners of their own: a question asked of an owner's answers, and the figures of
// the twin evaluation (answers holding the fact, unanswerable ones declined, unrelated sentences) counted over them.
import { expect } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { cutReferents, holdsFact, recordTags, repeatedFacts, saysUnknown, sentencesInTwoSections, unrelatedQuotes } from '../../../eval/twin/twin-figures.ts';
import { replyAsTwinOffline } from './reply.ts';
import { summarizeTwinOffline } from './summarize.ts';

/** The owner's interview answers as the twin reads them. */
export function answersOf(owner: TwinOwnerCase): { number: number; question: string; answer: string }[] {
  return Object.entries(owner.answers).map(([number, answer]) => ({ number: Number(number), question: getTwinQuestion(Number(number))!.text, answer }));
}

/** The offline summary of the owner's answers, with each tag's record of whether its cited line shows it of the owner. */
export function summaryOf(owner: TwinOwnerCase) {
  const summary = summarizeTwinOffline({ ownerName: owner.name, answers: answersOf(owner), memories: [] });
  return { summary, records: recordTags(summary, owner) };
}

/** The owner's summary, checked to file each sentence in one section and print none before the one it points back to. */
export function summaryWithFactsOnce(owner: TwinOwnerCase) {
  const summarised = summaryOf(owner);
  expect(sentencesInTwoSections(summarised.summary)).toEqual([]);
  expect(cutReferents(summarised.summary, owner)).toEqual([]);
  return summarised;
}

export function askOwner(owner: TwinOwnerCase, message: string): string {
  return replyAsTwinOffline({ twinName: owner.name, summary: null, answers: answersOf(owner), memories: [], messages: [{ role: 'user', content: message }] });
}

/** Every owner's questions asked; no reply may say one fact twice. */
export function scoreOwners(owners: readonly TwinOwnerCase[]): { answerable: number; answered: number; unanswerable: number; declined: number; unrelated: number } {
  const totals = { answerable: 0, answered: 0, unanswerable: 0, declined: 0, unrelated: 0 };
  for (const owner of owners) {
    for (const question of owner.questions) {
      const reply = askOwner(owner, question.ask);
      expect(repeatedFacts(reply), question.ask).toEqual([]);
      totals.unrelated += unrelatedQuotes(reply, question, owner).length;
      if (question.kind === 'unanswerable') {
        totals.unanswerable += 1;
        if (saysUnknown(reply, owner)) totals.declined += 1;
      } else {
        totals.answerable += 1;
        if (holdsFact(reply, question)) totals.answered += 1;
      }
    }
  }
  return totals;
}
