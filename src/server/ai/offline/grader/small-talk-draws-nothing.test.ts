// "What you uncovered" cites a line only for a fact it asked for: small talk the character turns aside ("Have you got
// any other guitars at home?"), or a yes-or-no question about their life that it reads only by a word it shares with a
// fact ("Do you get many requests at the pub?"), asks for nothing of the brief, so the fact the reply gives was told
// unasked.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_MARK } from '../../../../shared/contracts/rubrics-constants.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { createdGradingInput } from './grading.test-helpers.ts';

const GUITAR = quickScenario(
  'Guitar neck cracked',
  'Customer',
  'Music shop repair desk',
  'Tom Hayes left his acoustic guitar at Fretwork Music on 2 May to have new strings fitted for £25. When he collected it the neck was cracked. A new neck costs £180. He plays in a pub band every Friday and wants the repair paid for.',
);

function uncovered(lines: readonly string[]): { cited: string[]; replies: string[] } {
  const { input } = createdGradingInput(GUITAR, lines);
  const report = buildReportScores(gradeConversationOffline(input), input, DEFAULT_PASS_MARK);
  return {
    cited: (report.uncovered?.facts ?? []).map((item) => `${item.topic}: ${item.line.quote}`),
    replies: input.messages.filter((message) => message.role === 'character').map((message) => message.content),
  };
}

describe('[REPORTS] "What you uncovered" never cites small talk', () => {
  it('does not cite small talk for the fact the character told after turning it aside', () => {
    const { cited, replies } = uncovered(['Have you got any other guitars at home?', 'When did you bring it in?']);
    // The character turned the line aside and told the guitar unasked.
    expect(replies[1]).toMatch(/acoustic guitar at Fretwork Music on 2 May/);
    expect(cited.filter((entry) => entry.startsWith('Acoustic guitar'))).toEqual([]);
  });

  it('does not cite a yes-or-no question about their life that the character reads only by the words it shares with a fact', () => {
    const { cited, replies } = uncovered(['Hi Tom, thanks for coming in.', 'Do you get many requests at the pub?']);
    expect(replies[2]).toMatch(/pub band every Friday/);
    expect(cited.filter((entry) => entry.startsWith('Pub band'))).toEqual([]);
  });

  it('still cites a question on the fact', () => {
    const { cited } = uncovered(['When did you bring the guitar in?']);
    expect(cited).toContain('Acoustic guitar: When did you bring the guitar in?');
    expect(uncovered(['Hi Tom, thanks for coming in.', 'Which night do you play at the pub?']).cited).toContain('Pub band: Which night do you play at the pub?');
  });
});
