// A long session's reply reads each earlier line once and keeps what it read a while: the state and the reply are
// those of reading everything afresh, whatever ran before.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import { BROKEN_MACHINE_CUSTOMER, HOSPITAL_BUYER } from './briefs.test-helpers.ts';
import { characterInput } from './conversation.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';
import { replyInCharacter } from './reply-in-character.ts';
import { replayConversation } from './state.ts';

const LINES = [
  'How are the wards building their rosters today, and where does it hurt most?',
  'What does that cost you in agency staff each year?',
  'That sounds like a really difficult rollout, I can see why you are wary.',
  "So what I'm hearing is that agency spend keeps rising. Is that right?",
  'Okay.',
];

function session(turns: number, reply: (turn: number) => string): ChatMessage[] {
  return Array.from({ length: turns }, (_, turn): ChatMessage[] => [
    { role: 'learner', content: `${LINES[turn % LINES.length]} (${turn})` },
    { role: 'character', content: reply(turn) },
  ]).flat();
}

describe('a long session replayed', () => {
  const knowledge = knowledgeOf({ brief: HOSPITAL_BUYER, glossary: [], facts: [] });

  it('counts the agreement said after another opening, its "All right." left out, as said', () => {
    // A reply takes its turn once, at its start: "Right. … If the references check out, …" says the agreement.
    const before = session(30, (turn) => `We spent about £1.2 million on agency nurses last year, reply ${turn}.`);
    const agreed: ChatMessage[] = [...before, { role: 'character', content: "Right. That helps. If the references check out, let's meet Dr Okafor on Tuesday and plan a pilot." }, { role: 'learner', content: 'Great.' }];
    expect(replayConversation(agreed, HOSPITAL_BUYER, knowledge).state.hasAgreed).toBe(true);
    // Part of the line's sentence is not the line.
    const notAgreed: ChatMessage[] = [...before, { role: 'character', content: "All right. Let's meet Dr Okafor on Tuesday." }, { role: 'learner', content: 'Great.' }];
    expect(replayConversation(notAgreed, HOSPITAL_BUYER, knowledge).state.hasAgreed).toBe(false);
  });

  it('gives the same reply to the same session whatever other characters answered in between', () => {
    const messages = [...session(120, (turn) => `We spent about £1.2 million on agency nurses last year, reply ${turn}.`), { role: 'learner' as const, content: 'What is your budget for this, and who decides?' }];
    const first = replyInCharacter(characterInput(HOSPITAL_BUYER, messages));
    const other = replyInCharacter(characterInput(BROKEN_MACHINE_CUSTOMER, messages));
    expect(replyInCharacter(characterInput(HOSPITAL_BUYER, messages))).toBe(first);
    expect(replyInCharacter(characterInput(BROKEN_MACHINE_CUSTOMER, messages))).toBe(other);
  });
});
