// The offline summary against interviews written as different people answer them: where each sentence lands, that
// every tag stands on a sentence the person said, and that no section holds a word sequence they did not say.
import { describe, expect, it } from 'vitest';
import { TwinSummarySchema } from '../../../../shared/contracts/twin.ts';
import { TWIN_SUMMARY_SECTIONS, type TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import type { TwinSummaryInput } from '../../contracts/twin-summary.ts';
import { splitSentences, wordsOf } from '../../language/text.ts';
import { REGRESSION_INTERVIEWS, type RegressionInterview } from './summary-regression.test-helpers.ts';
import { placeTwinSentencesOffline, summarizeTwinOffline } from './summarize.ts';
import { readTwinSentences } from '../../language/twin-sentences.ts';

const REQUIRED_SHARE = 0.9;
// Words the summary may add between the person's sentences: none. A section is their sentences, one after another.
const JOINING_WORDS: ReadonlySet<string> = new Set();
// An answer of at least this many words is a detailed one.
const DETAILED_ANSWER_WORDS = 6;

function inputOf(interview: RegressionInterview): TwinSummaryInput {
  return {
    ownerName: interview.name.split(',')[0]!,
    answers: interview.answers.map(({ number, sentences }) => ({ number, question: getTwinQuestion(number)!.text, answer: sentences.map(([text]) => text).join(' ') })),
    memories: [],
  };
}

/** Whether `words` occur, in order and together, in `said` (joining words aside). */
function isSaid(words: string[], said: string[][]): boolean {
  const kept = words.filter((word) => !JOINING_WORDS.has(word));
  return said.some((sentence) => {
    for (let start = 0; start + kept.length <= sentence.length; start += 1) if (kept.every((word, offset) => sentence[start + offset] === word)) return true;
    return false;
  });
}

describe('[TWIN] offline summary on 22 interviews', () => {
  it('has at least 20 interviews, each sentence with its expected section', () => {
    expect(REGRESSION_INTERVIEWS.length).toBeGreaterThanOrEqual(20);
    for (const interview of REGRESSION_INTERVIEWS) {
      // Every listed sentence is one sentence to the engine too, so each expectation checks one placement.
      const texts = readTwinSentences(inputOf(interview)).map((sentence) => sentence.text);
      expect(texts, interview.name).toEqual(interview.answers.toSorted((left, right) => left.number - right.number).flatMap((answer) => answer.sentences.map(([text]) => text)));
    }
  });

  it(`places at least ${REQUIRED_SHARE * 100} % of the sentences in their expected section, and a sentence in two only when both are expected`, () => {
    let total = 0;
    const misses: string[] = [];
    for (const interview of REGRESSION_INTERVIEWS) {
      const input = inputOf(interview);
      const expected = new Map(interview.answers.flatMap((answer) => answer.sentences.map(([text, sections]) => [text, typeof sections === 'string' ? [sections] : sections] as const)));
      const placed = new Map(placeTwinSentencesOffline(input).sentences.map((entry) => [entry.id, entry.sections]));
      for (const sentence of readTwinSentences(input)) {
        total += 1;
        const wanted: readonly TwinSummarySectionName[] = expected.get(sentence.text)!;
        const got = placed.get(sentence.id) ?? [];
        if (got.length === 0 || !got.every((name) => wanted.includes(name))) misses.push(`${interview.name}: “${sentence.text}” → ${got.join('+') || 'nowhere'} (expected ${wanted.join(' or ')})`);
      }
    }
    const share = (total - misses.length) / total;
    expect(share, `${(share * 100).toFixed(1)} % of ${total}; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it('gives every tag a supporting sentence the person said, and at least two tags from five detailed answers', () => {
    for (const interview of REGRESSION_INTERVIEWS) {
      const input = inputOf(interview);
      const summary = summarizeTwinOffline(input);
      expect(TwinSummarySchema.parse(summary)).toEqual(summary);
      const said = readTwinSentences(input);
      expect(summary.tag_evidence.map((entry) => entry.tag)).toEqual(summary.tags);
      for (const evidence of summary.tag_evidence) {
        const sentence = said.find((entry) => wordsOf(entry.text).join(' ') === wordsOf(evidence.sentence).join(' '));
        expect(sentence, `${interview.name}: ${evidence.tag}`).toBeDefined();
        expect(evidence.source).toBe(sentence!.source);
      }
      const detailed = input.answers.filter((answer) => wordsOf(answer.answer).length >= DETAILED_ANSWER_WORDS).length;
      // Two at least: a tag needs a line in which the person speaks of themselves ("a grandson called Tunde" only names him).
      if (detailed >= 5) expect(summary.tags.length, `${interview.name}: ${summary.tags.join(', ')}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('writes no section with a word sequence the person did not say, and cites every answer it quotes', () => {
    for (const interview of REGRESSION_INTERVIEWS) {
      const input = inputOf(interview);
      const summary = summarizeTwinOffline(input);
      const sentences = readTwinSentences(input);
      for (const name of TWIN_SUMMARY_SECTIONS) {
        const section = summary.sections[name];
        if (section.is_empty) {
          expect(section.sources).toEqual([]);
          continue;
        }
        const cited = sentences.filter((sentence) => section.sources.includes(sentence.source)).map((sentence) => wordsOf(sentence.text));
        for (const printed of splitSentences(section.text)) expect(isSaid(wordsOf(printed), cited), `${interview.name} ${name}: “${printed}”`).toBe(true);
      }
    }
  });
});
