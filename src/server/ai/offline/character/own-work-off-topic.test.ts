// Asked about their own work beyond the matter (the doing of their job, the business they run, whether they like the
// hours they work), a created character answers in role and comes back to the matter: never a fact of the matter
// that only shares a word for a time, and never "I can't say" about its own life.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { ScenarioPersonaFacts } from '../../contracts/generate-scenario.ts';
import { libraryPersona } from '../scenario/advanced-scenario.test-helpers.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { replyTo } from './conversation.test-helpers.ts';

function created(input: { title: string; description: string; persona?: ScenarioPersonaFacts; aiRole?: string; myRole?: string }): CharacterBrief {
  const mode = input.persona ? 'Advanced' : 'Quick';
  return generateScenarioOffline({ mode, title: input.title, aiRole: input.aiRole ?? null, myRole: input.myRole ?? null, description: input.description, persona: input.persona ?? null, rubric: { name: 'Handling the matter', criteria: ['Listening'] }, glossary: null, fileTexts: [] }).brief.character;
}

const NURSERY_NURSE = created({
  title: 'Parent upset about a lost coat',
  persona: libraryPersona('Aisha Khan', 'Aisha Khan, 33, nursery teacher from Leicester, warm but anxious'),
  description: "Aisha's son Idris lost his new £45 winter coat at Little Oaks After-School Club on 3 November. The club said it would look for it but nobody has called her back. She had to buy another coat the next day.",
});
const NIGHT_NURSE = created({
  title: 'Parcel left in the rain',
  persona: libraryPersona('Dan Price', 'Dan Price, 40, hospital porter from Derby, works night shifts, calm'),
  description: 'Dan ordered a £220 coffee machine from Brewhaus. He stayed up after a night shift to sign for it, but the courier left it on the doorstep in the rain without knocking, and it no longer turns on. The shop says he must return it at his own cost.',
});
const BOOKSELLER = created({
  title: 'Client charged twice by her bank',
  aiRole: 'Customer',
  myRole: 'Bank branch manager',
  description: 'Hannah Lee runs a small bookshop and has banked with Northway Bank for nine years. On 2 June her card payment of £480 to a supplier was taken twice, and the bank has not refunded the second payment after three weeks. My goal: apologise, refund the payment and explain what happened.',
});

const knowledge = (brief: CharacterBrief) => buildKnowledge({ brief, glossary: [], facts: [] });

describe('their own work beyond the matter is small talk, answered with a way back', () => {
  it('the doing of their job ("Which year do you teach?") is no question on a date of the matter', () => {
    const reading = readLine('Which year do you teach?', knowledge(NURSERY_NURSE));
    expect([...reading.acts]).toContain('offTopic');
    expect(reading.asks).toEqual([]);
    expect(replyTo(NURSERY_NURSE, 'Which year do you teach?')).toMatch(/coat|Little Oaks|Idris/i);
  });

  it('whether they like the hours they work shares only a time with a fact, and is about them', () => {
    const reading = readLine('Do you like working nights?', knowledge(NIGHT_NURSE));
    expect([...reading.acts]).toContain('offTopic');
    expect(reading.asks).toEqual([]);
    expect(replyTo(NIGHT_NURSE, 'Do you like working nights?')).toMatch(/coffee machine|Brewhaus|courier|doorstep/i);
  });

  it('the business they run, named by a kind of it ("the shop" for a bookshop), is their own life, never "I can\'t say"', () => {
    const reading = readLine('What sells best in the shop?', knowledge(BOOKSELLER));
    expect([...reading.acts]).toContain('offTopic');
    expect([...reading.acts]).not.toContain('unknownQuestion');
    const reply = replyTo(BOOKSELLER, 'What sells best in the shop?');
    expect(reply).not.toMatch(/can't say|don't know|not sure/i);
    expect(reply).toMatch(/payment|£480|refund|Northway|bank/i);
  });

  it('a question on the matter that names their work stays on the matter', () => {
    expect([...readLine('When did you teach Idris to hang up his coat?', knowledge(NURSERY_NURSE)).acts]).not.toContain('offTopic');
    expect(readLine('When was the payment taken twice?', knowledge(BOOKSELLER)).asks.length).toBeGreaterThan(0);
  });
});
