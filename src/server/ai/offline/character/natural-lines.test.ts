// The built-in character with the ten samples' own briefs and lines worded as people say them, not as the brief's
// keywords: a question that names no keyword, a question asked twice, a summary checked with "Is that fair?", a
// proposal ending in a question, a greeting that thanks, and an objection the character had no room to say.
import { describe, expect, it } from 'vitest';
import { SAMPLE_BRIEFS } from '../../../features/scenarios/sample-briefs.ts';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import { characterInput, converse, replyTo } from './conversation.test-helpers.ts';
import { replyInCharacter } from './reply-in-character.ts';
import { STOCK_POOLS } from './stock-lines.ts';

const [WASHING_MACHINE, , , , HOSPITAL] = Object.values(SAMPLE_BRIEFS).map((brief) => brief.character);
// A don't-know line of the pool, its matter ("{m}") any words.
const DONT_KNOW = new RegExp(`^(?:${STOCK_POOLS.dontKnow.map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\\{m\\}', '.+?')).join('|')})`);

const EVERYDAY_LINES = [
  'Hi, thanks for making the time. How are you doing?',
  "What's been going on from your side?",
  'How long has this been going on?',
  'That sounds really frustrating. How has it affected you?',
  'What have you tried so far?',
  'Who else is involved in this?',
  "So if I've got this right, the main issue is that this keeps dragging on. Is that fair?",
  'What would a good outcome look like for you?',
  'What if we set up a plan together and check in next week?',
  'Is there anything else on your mind?',
  'Great. Shall I put that in writing for you today?',
  'Thanks for being so open. Talk soon.',
];

describe('[AI] built-in character: lines as people say them', () => {
  it('answers a question that names none of its keywords from the fact it is about', () => {
    expect(replyTo(WASHING_MACHINE!, 'When did you buy it?')).toContain('five weeks ago');
    expect(replyTo(HOSPITAL!, 'Who else decides?')).toContain('the clinical directors have a say');
  });

  it('says the figure again briefly when a told fact is asked for twice, never the whole answer again', () => {
    const again = replyTo(WASHING_MACHINE!, 'And when was it you bought it, again?', ['What happened?', 'When did you buy it?']);
    expect(again).toMatch(/^(?:As I said|Like I said|As I told you|Again|Like I mentioned|As I mentioned), (?:it's the washing machine I bought from you )?five weeks ago\.$/);
  });

  it('says in role that it does not know what its brief does not hold, and carries on with what it knows', () => {
    const reply = replyTo(HOSPITAL!, 'What do you think of the new car park at the hospital?');
    expect(reply).toMatch(DONT_KNOW);
    expect(reply).not.toMatch(/I can tell you about|car park/);
  });

  it('takes "Is that fair?" after a summary as checking the summary, and a proposal ending in a question as a proposal', () => {
    const summary = replyTo(WASHING_MACHINE!, 'So to check I understand: the machine stopped twice and you have been using a launderette. Is that fair?');
    expect(summary).toMatch(/^(?:Yes, that's .+? fairly put\.|That's about right\.|Broadly, yes\.|Fair enough, yes\.|Roughly, yes\.|Near enough, that's .+?\.)/);
    const proposal = replyTo(WASHING_MACHINE!, 'I can send an engineer on Tuesday or give you a refund. Which do you prefer?');
    expect(proposal).toContain("I've had two engineers already.");
    expect(proposal).not.toMatch(DONT_KNOW);
    expect(proposal).not.toMatch(/as I said/i);
  });

  it('answers a greeting that thanks and asks how it is, and goes on to why it is here', () => {
    const reply = replyTo(HOSPITAL!, 'Good morning, thanks for your time. How are you?');
    expect(reply).not.toMatch(/not committing|leave it there/);
    expect(reply.split(/(?<=[.!?])\s+/).length).toBeGreaterThan(1);
  });

  it('raises an objection it had no room to say when the next proposal comes, instead of reminding of it', () => {
    const objection = HOSPITAL!.objections[2]!;
    // The character's reply to the first proposal says only the resolutions, as a model might.
    const messages: ChatMessage[] = [
      { role: 'character', content: HOSPITAL!.openingLine },
      { role: 'learner', content: 'We can give you references from two hospitals and a phased pilot with a way out.' },
      { role: 'character', content: `${HOSPITAL!.objections[0]!.resolvedLine} ${HOSPITAL!.objections[1]!.resolvedLine}` },
      { role: 'learner', content: 'Would a follow-up next week work?' },
    ];
    const reply = replyInCharacter(characterInput(HOSPITAL!, messages));
    expect(reply).toContain(objection.objection.split('. ')[0]!.replace(/^\w/, (letter) => letter.toLowerCase()));
    expect(reply).not.toMatch(/still waiting for|still want/);
  });

  it('never says a fact topic as prose, lists topics, or asks to get back to one, on any sample', () => {
    for (const { character } of Object.values(SAMPLE_BRIEFS)) {
      const spoken = [character.openingLine, ...character.facts.map((fact) => fact.answer), ...character.hiddenFacts.map((fact) => fact.answer), ...character.objections.flatMap((item) => [item.objection, item.resolvedLine, item.resolvedBy]), ...character.outcome.requires.map((item) => item.label), character.outcome.agreement]
        .join(' ')
        .toLowerCase();
      const labels = [...character.facts, ...character.hiddenFacts].map((fact) => fact.topic.toLowerCase()).filter((label) => !spoken.includes(label));
      const { replies } = converse(character, EVERYDAY_LINES);
      for (const reply of replies) {
        for (const label of labels) expect(reply.toLowerCase(), `${character.identity.name}: "${reply}"`).not.toContain(label);
        expect(reply).not.toMatch(/I can tell you about|get back to|Where does that leave/);
      }
    }
  });
});

describe('[AI] built-in character: a concern asked for often enough', () => {
  const STRONG_WITHOUT_THE_WORDS = [
    'Hi Sarah, thanks for making the time. I appreciate you taking this call.',
    'How are rosters built on your wards today?',
    'That sounds really hard on your staff. What happens when a gap turns up late?',
    'I can set up a reference call with two hospitals your size.',
    'We would start with a phased pilot on two wards, with an exit if we miss milestones.',
    "So if I've got this right: spreadsheets, late gaps and agency spend. Is that fair?",
    'Could we book a follow-up on Tuesday at 10?',
    'What else would you need from me?',
    'Shall I send the pilot scope over today?',
    'Great, Tuesday at 10 then?',
  ];

  it('is said at most twice, then let go for a learner it trusts, who then reaches the outcome', () => {
    const { replies } = converse(HOSPITAL!, STRONG_WITHOUT_THE_WORDS);
    const wanted = HOSPITAL!.objections[2]!.resolvedBy;
    expect(replies.filter((reply) => reply.includes(wanted)).length).toBeLessThanOrEqual(2);
    expect(replies.slice(-2).join(' ')).toContain(HOSPITAL!.outcome.agreementLine.replace(/^All right\. /, ''));
  });

  it('is never let go for a learner who pushed', () => {
    const pushed = STRONG_WITHOUT_THE_WORDS.map((line, index) => (index === 3 ? 'Just sign today, this offer ends Friday.' : line));
    const { replies } = converse(HOSPITAL!, [...pushed, 'Tuesday at 10, final offer?', 'Shall we book it?']);
    expect(replies.join(' ')).not.toContain(HOSPITAL!.outcome.agreementLine.replace(/^All right\. /, ''));
  });
});
