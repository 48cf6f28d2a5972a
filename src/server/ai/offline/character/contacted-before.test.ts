// "Have you contacted us before?" is told by the fact that says the character did a doing of that kind in its
// everyday sense ("I phoned the office three times"), not by one whose doing is a communicating only in a rarer sense
// ("I paid the deposit", paying being a communicating only as paying attention); and asked again in other words once
// told ("Did you ring us about it?"), the character says that fact again rather than turning the question aside.
import { describe, expect, it } from 'vitest';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const tenant = quickCharacter(
  'Boiler broken in a rented flat',
  'Tomasz Wrona, a tenant in a flat in Leeds',
  'Letting agent',
  'Tomasz Wrona rents a flat on Harehills Lane in Leeds from Northway Lettings. He paid a deposit of £900 in June. The boiler has been broken for nine days and he has no hot water. He phoned the office three times this week and nobody came. He wants an engineer out by Friday.',
);
const knowledge = buildKnowledge({ brief: tenant, glossary: [], facts: [] });
const phoned = tenant.facts.find((fact) => /phoned the office/.test(fact.answer))!;

describe('a question whether the character got in touch', () => {
  it('asks for the fact whose doing is of that kind in its everyday sense', () => {
    for (const line of ['Have you contacted us before?', 'Did you write to us about it?']) {
      expect(readLine(line, knowledge).asks.map((ask) => ask.topic.answer), line).toEqual([phoned.answer]);
    }
  });

  it('says that fact again when asked again in other words', () => {
    const { replies } = converse(tenant, ['Hello, how can I help?', 'Have you contacted us before?', 'Did you write to us about it?']);
    expect(replies[1]).toContain('phoned the office three times');
    expect(replies[2]).toContain('phoned the office three times');
  });
});
