// What a created character was told beforehand, and what a figure was before it changed: "What were you told it
// would cost?" is answered with the estimate (a plan, said by its noun too: "a written estimate"), not the bill that
// came of it; "What was it before?" with the figure a change started from ("went up from £900 to £1,050"); "your old
// one" is the thing the facts call old ("my old fridge").
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { converse } from './conversation.test-helpers.ts';
import { earlierFigureIn, factOfEarlierState, withOneNamed } from './fact-meaning.ts';
import { knowledgeOf } from './knowledge.ts';

const VAN = generateScenarioOffline(
  quickScenario(
    'Van service cost more than the estimate',
    'Customer',
    'Garage manager',
    'Dev Shah got a written estimate of £300 from Brightside Motors on 2 May to service his van. When he collected it on 9 May he was charged £520, because the mechanic replaced the brake pads without asking him. Dev drives the van for his plumbing business. My goal: explain the extra work and agree a fair price.',
  ),
).brief!.character;

const FLAT = generateScenarioOffline(
  quickScenario(
    'Tenant unhappy about a rent rise',
    'Tenant',
    'Letting agent',
    'Ana Costa has rented a one-bedroom flat on Mill Lane for three years. In June the monthly rent went up from £900 to £1,050 with only two weeks of notice, although her tenancy agreement promises two months. The boiler has also broken down twice since the winter. My goal: explain the rise and agree when it starts.',
  ),
).brief!.character;

describe('[AI] built-in character: what it was told beforehand', () => {
  it('answers what it was told a thing would cost with the estimate, not the bill', () => {
    const reply = converse(VAN, ['Hello Dev.', 'What were you told it would cost at the start?']).replies.at(-1)!;
    expect(reply).toMatch(/£300/);
  });

  it('still answers what it was charged with the bill', () => {
    expect(converse(VAN, ['Hello Dev.', 'How much were you charged in the end?']).replies.at(-1)!).toMatch(/£520/);
  });
});

describe('[AI] built-in character: what a figure was before it changed', () => {
  const knowledge = knowledgeOf({ brief: FLAT, glossary: [], facts: [] });

  it('finds the one fact that tells a change, for a question after an earlier state that names nothing', () => {
    expect(factOfEarlierState('What was it before?', knowledge)?.answer).toMatch(/from £900 to £1,050/);
    expect(factOfEarlierState('What was the boiler like before?', knowledge)).toBeNull();
    expect(factOfEarlierState('What is it now?', knowledge)).toBeNull();
  });

  it('gives the figure the change started from', () => {
    expect(earlierFigureIn('What was it before?', 'The rent went up from £900 to £1,050.')).toBe('£900');
    expect(earlierFigureIn('What is it now?', 'The rent went up from £900 to £1,050.')).toBeNull();
  });

  it('answers "What was it before?" after the new rent was told with the old one', () => {
    const { replies } = converse(FLAT, ['Hello Ana.', 'How much a month is it now?', 'What was it before?']);
    expect(replies.at(-2)).toMatch(/£1,050/);
    expect(replies.at(-1)).toMatch(/£900/);
    expect(replies.at(-1)).not.toMatch(/£1,050/);
  });
});

const FRIDGE = generateScenarioOffline(
  quickScenario(
    'Fridge delivery missed',
    'Customer',
    'Delivery manager',
    'Jo Park bought a £650 fridge freezer from Coldline and booked delivery for 12 March between 8am and noon. Nobody came and nobody rang, because the van broke down. She had already given her old fridge to a neighbour, so her food is in cool boxes. My goal: rebook the delivery and offer something for the wasted morning.',
  ),
).brief!.character;

describe('[AI] built-in character: "one" after a describing word is the thing the facts describe so', () => {
  const knowledge = knowledgeOf({ brief: FRIDGE, glossary: [], facts: [] });

  it('reads "your old one" as "your old fridge", and leaves a question without such a thing alone', () => {
    expect(withOneNamed('What happened to your old one?', knowledge)).toBe('What happened to your old fridge?');
    expect(withOneNamed('What happened to your blue one?', knowledge)).toBe('What happened to your blue one?');
    expect(withOneNamed('Which one did you buy?', knowledge)).toBe('Which one did you buy?');
  });

  it('answers what happened to the old one with where the old fridge went', () => {
    expect(converse(FRIDGE, ['Hello Jo.', 'What happened to your old one?']).replies.at(-1)).toMatch(/old fridge to a neighbour/);
  });
});
