// A question that names nothing ("What do you need?") asks the other person's view only by how it is said: snapped
// out after a bare "Well?", it demands their business and is no evidence of asking about their view; said with their
// name and a greeting, it invites it. A quick scenario of this file's own, on the general conversation rubric.
import { describe, expect, it } from 'vitest';
import { GENERAL_RUBRIC_ID } from '../../../../shared/contracts/rubrics-constants.ts';
import { converse, quickCharacter } from '../character/conversation.test-helpers.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, sampleGradingRubric, type Line } from './grading.test-helpers.ts';
import { isSaidCurtly } from './learner-patterns.ts';

const brief = quickCharacter(
  'A laptop returned late to the library',
  'Student',
  'Library assistant',
  'Ana Costa, 19, is a second-year nursing student at Riverside College. She borrowed a loan laptop on 3 March and returned it nine days late because her placement moved to Thursdays. The library has fined her £18. She wants the fine cut to £5, as her placement letter shows the change.',
);

function askingEvidence(lines: readonly string[]): string[] {
  const { messages } = converse(brief, lines);
  const transcript: Line[] = messages.map((message) => [message.role as 'learner' | 'character', message.content]);
  const output = gradeConversationOffline(buildInput(transcript, { brief, characterName: brief.identity.name, rubric: sampleGradingRubric(GENERAL_RUBRIC_ID) }));
  const asking = output.criteria.find((criterion) => /their view/i.test(criterion.name))!;
  return asking.evidence.map((entry) => entry.quote);
}

describe('a bare question said curtly', () => {
  it('is no evidence of asking about their view; an open question on the matter is', () => {
    const quotes = askingEvidence(['Well? What do you need?', 'What made the placement move to Thursdays?', 'Pay the fine or lose your borrowing rights.']);
    expect(quotes).not.toContain('What do you need?');
    expect(quotes).toContain('What made the placement move to Thursdays?');
  });

  it('reads the tone of the line, not its words: the same question with a greeting and their name invites their view', () => {
    expect(isSaidCurtly('Well? What do you need?', 'Ana')).toBe(true);
    expect(isSaidCurtly('Hi Ana. What do you need?', 'Ana')).toBe(false);
    expect(isSaidCurtly('Sorry? What do you need?', 'Ana')).toBe(false);
    expect(isSaidCurtly('What do you need?', 'Ana')).toBe(false);
    expect(askingEvidence(['Hello Ana, thanks for coming in. What do you need?'])).toContain('What do you need?');
  });
});
