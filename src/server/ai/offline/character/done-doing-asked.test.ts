// A created character asked whether it has done something ("Have you paid for the term yet?") answers with the fact
// that says it was done ("I have already paid for the summer term"), not with a figure of another fact that names the
// same doing as a habit ("I pay £30 a week") or a want ("want to pay").
import { describe, expect, it } from 'vitest';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { quickCharacter, replyTo } from './conversation.test-helpers.ts';

const danceSchool = quickCharacter(
  'Dance class fees charged twice',
  'Parent',
  'Dance school office manager',
  "Leon Fischer pays Riverside Dance School £30 a week for his son's ballet classes in Bath. He has already paid for the summer term by bank transfer. The school has sent him a reminder saying he still owes £360 and wants him to pay by Friday.",
);
const knowledge = buildKnowledge({ brief: danceSchool, glossary: [], facts: [] });
const doneFact = danceSchool.facts.find((fact) => /already paid/.test(fact.answer))!;

describe('a yes-or-no question whether something was done', () => {
  it('asks for the fact that says it was done', () => {
    for (const line of ['Have you paid for this week already?', 'Did you pay for this week?']) {
      expect(readLine(line, knowledge).asks.map((ask) => ask.topic.answer), line).toEqual([doneFact.answer]);
    }
  });

  it('is answered with it', () => {
    expect(replyTo(danceSchool, 'Have you paid for this week already?')).toContain('already paid for the summer term');
  });

  it('leaves a question about the habit to the fact that tells it', () => {
    expect(readLine('Do you pay every week?', knowledge).asks.map((ask) => ask.topic.answer)).not.toContain(doneFact.answer);
  });
});
