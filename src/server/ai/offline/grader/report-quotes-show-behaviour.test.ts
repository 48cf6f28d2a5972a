// Every quote the report chooses shows what it is cited for: praise for a statement (an answer, an offer, a step
// agreed) never quotes a line that only asks by a question word, and "You did not…; you said: …" quotes the answer to
// the character's line that called for the behaviour, never another question of the learner's.
import { describe, expect, it } from 'vitest';
import { asksByQuestionWord } from '../../language/text.ts';
import { isHonestClaim, type ClaimReader } from './report-claims.ts';
import type { LearnerLine } from './behaviour-criteria.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput } from './grading.test-helpers.ts';

function lineOf(content: string): LearnerLine {
  return { message: { id: 'm1', role: 'learner', content }, index: 1, sentences: [content], stems: [] };
}

// A detector that reads every line as showing the behaviour strongly: only the claim's own rules can refuse it.
const SHOWS_EVERYTHING: ClaimReader = { shows: () => 3 };
const SETTING = { endedAt: Number.POSITIVE_INFINITY };

describe('[REPORTS] quotes that show what they are cited for', () => {
  it('reads a question put by a question word as asking, and a proposal or a yes-or-no question as not', () => {
    expect(asksByQuestionWord("What's the reference on your booking?")).toBe(true);
    expect(asksByQuestionWord('So who did you plan it all with here?')).toBe(true);
    expect(asksByQuestionWord('How about Friday at ten?')).toBe(false);
    expect(asksByQuestionWord('Shall we say Friday at ten?')).toBe(false);
    expect(asksByQuestionWord("What I'd suggest is a call on Friday.")).toBe(false);
    expect(asksByQuestionWord("I'll ring you on Thursday.")).toBe(false);
  });

  it('never praises a statement with a line that only asks, though a behaviour shown by asking may quote it', () => {
    const asked = lineOf("What's the reference on your booking?");
    expect(isHonestClaim({ kind: 'praise', line: asked, quote: asked.message.content, strength: 3 }, SHOWS_EVERYTHING, SETTING)).toBe(false);
    expect(isHonestClaim({ kind: 'praise', line: asked, quote: asked.message.content, strength: 3, byAsking: true }, SHOWS_EVERYTHING, SETTING)).toBe(true);
    const offered = lineOf("I'll refund the £140 today and ring you on Friday.");
    expect(isHonestClaim({ kind: 'praise', line: offered, quote: offered.message.content, strength: 3 }, SHOWS_EVERYTHING, SETTING)).toBe(true);
  });

  it('quotes as the moment missed only the answer to the line that called for it', () => {
    const criteria = gradeConversationOffline(
      buildInput([
        ['character', 'Hello, I have twenty minutes. What is this about?'],
        ['learner', 'We make rostering software for hospitals.'],
        ['character', 'I see.'],
        ['learner', 'Did you catch the match on Saturday?'],
        ['character', 'No. Go on.'],
        ['learner', 'How do the wards build their rotas today?'],
        ['character', 'On spreadsheets.'],
      ]),
    ).criteria;
    for (const criterion of criteria) expect(criterion.feedback, criterion.name).not.toContain('you said: "Did you catch the match on Saturday?"');
    // No line told of a feeling: nothing is quoted as where acknowledging one was missed.
    const listening = criteria.find((criterion) => criterion.name === 'Active listening')!;
    expect(listening.feedback).toMatch(/^You did not acknowledge how Sarah felt\. /);
    expect(listening.evidence).toEqual([]);
  });
});
