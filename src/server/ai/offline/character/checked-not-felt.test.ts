// Created characters (a van driver whose route changed, a tenant with a broken boiler): a question after a day the brief
// names ("Why Mondays?") asks for the reason, not how the character's day is going; "I understand you'd like to talk
// about…?" checks what they came about, it does not feel for them nor ask after how they feel; "What would make this
// work for you?" asks what they need once, it proposes nothing, so the need is said once, not again as a reply to an offer.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { replyTo } from './conversation.test-helpers.ts';
import { splitSentences } from '../../language/text.ts';

const created = (title: string, aiRole: string, myRole: string, description: string) => generateScenarioOffline(quickScenario(title, aiRole, myRole, description)).brief.character;

const vanDriver = created(
  'Delivery route changed',
  'Van driver, Marek Nowak',
  'Depot manager',
  'Marek Nowak has driven the Harlow delivery route for four years. Last month the depot moved him to the Chelmsford route on Mondays, which adds ninety minutes of driving each way. He has to collect his daughter from school at 3.15pm on Mondays because his wife works late that day. He wants his old Monday route back or a later start on Mondays.',
);
const tenant = created(
  'Boiler broken for a week',
  'Tenant, Ruth Adams',
  'Letting agent',
  "Ruth Adams rents a two-bed flat through Keystone Lettings for £1,150 a month. Her boiler broke on 9 January and she has had no heating or hot water for a week. The engineer came once and said a part was on order. She has a baby of four months. She wants the boiler fixed by Friday and a rent reduction for the days without heating.",
);

describe('[AI] created characters: a question is read as what it asks', () => {
  it('answers "Why Mondays?" from the brief, never as small talk about its day', () => {
    const knowledge = buildKnowledge({ brief: vanDriver, glossary: [], facts: [] });
    for (const line of ['Why Mondays?', 'Why Monday in particular?']) expect([...readLine(line, knowledge).acts], line).not.toContain('offTopic');
    const reply = replyTo(vanDriver, 'Why Mondays?');
    expect(reply).toMatch(/daughter|3\.15|wife/);
    expect(reply).not.toMatch(/\b(?:thanks|another time|some other time)\b/i);
    // A remark on a time, asking nothing, is still small talk.
    expect([...readLine('Busy morning?', knowledge).acts]).toContain('offTopic');
  });

  it('reads "I understand you\'d like to talk about…?" as a check of what they came about, not as feeling for them', () => {
    const knowledge = buildKnowledge({ brief: tenant, glossary: [], facts: [] });
    const reading = readLine("I understand you'd like to talk about your boiler?", knowledge);
    expect([...reading.acts]).toEqual(['summary']);
    expect(reading.asks.map((ask) => ask.topic.kind)).not.toContain('hidden');
    const reply = replyTo(tenant, 'Hello Ruth. I understand you wanted to talk about the boiler?');
    expect(reply).not.toMatch(/leave that aside|keep that to myself|rather not go into/i);
    // Feeling for them is still empathy.
    expect([...readLine('I understand how hard this week has been.', knowledge).acts]).toContain('empathy');
  });

  it('hears "What would make this work for you?" as asking what they need, and says it once', () => {
    const knowledge = buildKnowledge({ brief: tenant, glossary: [], facts: [] });
    expect([...readLine('What would make this work for you?', knowledge).acts]).not.toContain('nextStep');
    expect([...readLine('Would that work for you?', knowledge).acts]).toContain('nextStep');
    const reply = replyTo(tenant, 'What would make this work for you?', ['What happened with the boiler?']);
    const settles = splitSentences(reply).filter((sentence) => /\bsettle|\bneed\b|comes down to|I want\b/i.test(sentence));
    expect(settles.length, reply).toBeLessThanOrEqual(1);
  });
});
