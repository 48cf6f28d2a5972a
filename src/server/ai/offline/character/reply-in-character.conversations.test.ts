// The built-in character over whole conversations, played against three briefs: how its objections and the outcome
// move, what it never does (repeat itself, break role), and that it is deterministic at a bounded cost.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import { normalised } from './state.ts';
import { BROKEN_MACHINE_CUSTOMER, HOSPITAL_BUYER, QUIET_ANALYST } from './briefs.test-helpers.ts';
import { isOutOfRole } from './out-of-role.ts';
import { replyInCharacter } from './reply-in-character.ts';
import { isFillerOnly } from './said-sentences.ts';
import { characterInput, converse } from './conversation.test-helpers.ts';
import { splitSentences } from '../../language/text.ts';

const BRIEFS = [HOSPITAL_BUYER, BROKEN_MACHINE_CUSTOMER, QUIET_ANALYST];

const STRONG_BUYER = [
  "Hi Sarah, thanks for making the time. I'd like to understand your rostering challenges first.",
  'How are the wards building their rosters today, and where does it hurt most?',
  'What does that cost you in agency staff each year?',
  'What happened with the previous system you tried?',
  "That sounds like a really difficult rollout, I can see why you're wary.",
  "So what I'm hearing is that agency spend is rising because gaps show up late. Is that right?",
  'I can set up a reference call with two similar hospitals that use us today.',
  "And we'd offer a fixed price for the first year, so there are no surprises.",
  'Shall we book a pilot meeting with your head of nursing on Tuesday?',
];

const PUSHY_BUYER = [
  'Our software is the best rostering product on the market.',
  'It has automatic scheduling, mobile apps and reports, and references from other hospitals.',
  'So are you buying or not?',
  'We have a fixed price too. You need to sign today.',
  'Just agree to the demo, it is a waste of time otherwise!!',
  'Can I send you a brochure?',
  'Are you the decision maker?',
  'Fine. Sign now or lose the discount.',
  'Hello?',
  'Okay, bye.',
  'Wait, one more thing.',
  'Anything else?',
];

describe('[AI] built-in character: objections and outcome', () => {
  it('raises an objection when its subject comes up, and says its line once it is resolved', () => {
    const { replies } = converse(BROKEN_MACHINE_CUSTOMER, ['We can send an engineer to repair it next week.', "Actually, I'll arrange a replacement machine instead."]);
    expect(replies[0]).toContain("I'm not having another engineer out");
    expect(replies[1]).toContain(BROKEN_MACHINE_CUSTOMER.objections[0]!.resolvedLine);
  });

  it('agrees, once, when a strong learner meets the condition, and then acts as someone who agreed', () => {
    const { replies } = converse(HOSPITAL_BUYER, STRONG_BUYER);
    const agreed = replies.findIndex((reply) => reply.includes("If the references check out, let's meet Dr Okafor"));
    expect(agreed).toBeGreaterThanOrEqual(0);
    expect(agreed).toBeLessThan(12);
    expect(replies.filter((reply) => reply.includes('let\'s meet Dr Okafor on Tuesday'))).toHaveLength(1);
    expect(replies[agreed + 1]).toMatch(/works for me|go with|we are set|noted|in writing/i);
    // A reply takes its turn once, at its start: never "Right. … All right. …".
    for (const reply of replies) expect(splitSentences(reply).slice(1).filter(isFillerOnly)).toEqual([]);
  });

  it('reaches the outcome with the strong learner of each brief within 12 turns', () => {
    const strong: Record<string, string[]> = {
      'Marcus Reid': [
        "Hi Marcus, I'm really sorry you've had to call four times.",
        'Can you walk me through what happened with the machine?',
        "Under our policy you qualify for a replacement, so I'll arrange a new machine rather than another repair.",
        'We can deliver it on Thursday morning. Does that work for you?',
        "I'll also put through a goodwill refund for the launderette.",
      ],
      'Priya Nair': [
        "Hi Priya, I'm sorry nobody mentioned your work on the dashboard at the launch.",
        'How is your workload at the moment?',
        "From now on I'll set the priorities myself, so requests come through one queue.",
        "Let's check in next Thursday at 10. Does that work?",
      ],
    };
    for (const brief of [BROKEN_MACHINE_CUSTOMER, QUIET_ANALYST]) {
      const { replies } = converse(brief, strong[brief.identity.name]!);
      expect(replies.some((reply) => normalised(reply).includes(normalised(brief.outcome.agreementLine).slice(-40))), brief.identity.name).toBe(true);
    }
  });

  it('never agrees with a pushy learner within 12 turns, and ends the conversation, then stays ended', () => {
    const { replies } = converse(HOSPITAL_BUYER, PUSHY_BUYER);
    expect(replies.some((reply) => reply.includes(HOSPITAL_BUYER.outcome.agreementLine.slice(0, 40)))).toBe(false);
    const ended = replies.findIndex((reply) => reply.includes(HOSPITAL_BUYER.outcome.walkAwayLine));
    expect(ended).toBeGreaterThan(0);
    for (const reply of replies.slice(ended + 1)) {
      expect(reply).not.toContain('£1.2 million');
      expect(reply).toMatch(/said what I had to say|nothing more to discuss|there|answer .*hasn't changed|another time|Goodbye|not today|done with|nothing to add|made up|finished|…/);
    }
  });

  it('walks away from a customer who is blamed and insulted, in its own words', () => {
    const { replies } = converse(BROKEN_MACHINE_CUSTOMER, ['Did you even read the manual? That is your own fault.', 'Stop complaining, you are being ridiculous.', 'Sorry, I did not mean that.']);
    expect(replies[1]).toContain(BROKEN_MACHINE_CUSTOMER.outcome.walkAwayLine);
    expect(replies[2]).toMatch(/apology|not today|for today|made up|finished/);
  });
});

describe('[AI] built-in character: never', () => {
  const VARIED = [
    'Hello.',
    'How is your workload?',
    'How is your workload?',
    'What got in the way?',
    'Okay.',
    'Okay.',
    'I see.',
    'What about the weather?',
    'Tell me more.',
    'What else?',
    'How is your workload?',
    'Fine.',
    'Are you an AI?',
    'Are you an AI?',
    'What do you need from me?',
    'Hmm.',
    'Right.',
    'I understand.',
    'I understand.',
    'What is your opinion on the office move?',
    'What is your opinion on the office move?',
    'So you are saying everything is fine. Is that right?',
    'Okay.',
    'Can we agree on something?',
    'Can we agree on something?',
    'Bye.',
    'Bye.',
    'Hello?',
    'Okay.',
    'Okay.',
  ];

  it('never repeats a sentence over a 30-turn conversation of varied and repeated lines', () => {
    for (const brief of BRIEFS) {
      const { replies } = converse(brief, VARIED);
      const seen = new Map<string, number>();
      for (const [turn, reply] of replies.entries()) {
        expect(reply.length, `${brief.identity.name} turn ${turn + 1}`).toBeGreaterThan(0);
        for (const sentence of splitSentences(reply)) {
          const key = normalised(sentence);
          expect(seen.has(key), `${brief.identity.name} turn ${turn + 1} repeats "${sentence}" from turn ${(seen.get(key) ?? 0) + 1}`).toBe(false);
          seen.set(key, turn);
        }
      }
    }
  });

  it('never uses system words, narrates, or speaks of itself in the third person', () => {
    for (const brief of BRIEFS) {
      for (const lines of [VARIED, STRONG_BUYER, PUSHY_BUYER]) {
        for (const reply of converse(brief, lines).replies) {
          for (const sentence of splitSentences(reply)) expect(isOutOfRole(sentence, brief.identity.name), `${brief.identity.name}: "${sentence}"`).toBe(false);
          expect(reply).not.toMatch(/\b(learner|scenario|role-?play|AI model|character brief)\b/i);
        }
      }
    }
  });

  it('quotes the learner only with their own words, and never says they said something', () => {
    for (const brief of BRIEFS) {
      for (const reply of converse(brief, VARIED).replies) expect(reply).not.toMatch(/you (said|told me) (earlier|before),? ["“]/i);
    }
  });

  it('keeps to one to four sentences, and says only what its brief gives it in a complaint call', () => {
    const { replies } = converse(BROKEN_MACHINE_CUSTOMER, [...VARIED.slice(0, 10), 'Do you want to buy our premium plan?', 'What is your budget for this?']);
    for (const reply of replies) expect(splitSentences(reply).length).toBeLessThanOrEqual(4);
    for (const reply of replies) expect(reply).not.toMatch(/say yes|budget|supplier|procurement|pilot/i);
  });
});

describe('[AI] built-in character: determinism and cost', () => {
  it('gives the same transcript for the same lines', () => {
    expect(converse(HOSPITAL_BUYER, STRONG_BUYER).replies).toEqual(converse(HOSPITAL_BUYER, STRONG_BUYER).replies);
    expect(converse(QUIET_ANALYST, PUSHY_BUYER).replies).toEqual(converse(QUIET_ANALYST, PUSHY_BUYER).replies);
  });

  it('replays at most a bounded window of a 200-turn session, and still answers within four sentences', async () => {
    const { REPLAY_LEARNER_LINES, replayConversation } = await import('./state.ts');
    const { buildKnowledge } = await import('./knowledge.ts');
    const messages: ChatMessage[] = [];
    for (let turn = 0; turn < 200; turn += 1) {
      messages.push({ role: 'learner', content: `${STRONG_BUYER[turn % STRONG_BUYER.length]} (${turn})` });
      messages.push({ role: 'character', content: `Reply number ${turn}.` });
    }
    messages.push({ role: 'learner', content: 'How much do you spend on agency staff?' });
    const knowledge = buildKnowledge({ brief: HOSPITAL_BUYER, glossary: [], facts: [] });
    expect(replayConversation(messages, HOSPITAL_BUYER, knowledge).replayedLines).toBe(REPLAY_LEARNER_LINES);
    expect(replayConversation(messages.slice(-9), HOSPITAL_BUYER, knowledge).replayedLines).toBe(4);
    const reply = replyInCharacter(characterInput(HOSPITAL_BUYER, messages));
    expect(splitSentences(reply).length).toBeGreaterThanOrEqual(1);
    expect(splitSentences(reply).length).toBeLessThanOrEqual(4);
  });
});
