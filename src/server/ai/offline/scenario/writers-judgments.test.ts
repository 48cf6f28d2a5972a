// A description written as people talk: "OK so this is about NAME, who's…" says whom it is about, and the writer's
// own judgments of the character set between commas ("lovely woman, very organised, you'd have to be in her job")
// are how the character comes across, never words the character says of themselves. Descriptions of this file's
// own, in fields of their own.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';

const RECEPTIONIST =
  "OK so this is about Nadia Karim, who's one of our receptionists, lovely woman, very organised, a former midwife from Cardiff, and her hours were cut from 30 to 20 a week in May. She wants her 30 hours back from July.";
const BUYER =
  "Right, this one is about Callum Reid. He's the buyer for a garden centre chain in Perth, top bloke normally, very fair, you'd have to be in his line of work, and he has ordered our compost since 2019. His last order of 400 bags arrived two weeks late. He wants a discount on the next order.";

const answersOf = (character: ReturnType<typeof quickCharacter>) => character.facts.map((fact) => fact.answer);

describe('whom the description is about', () => {
  it('is the person "this is about", by name, and the frame is no fact', () => {
    const buyer = quickCharacter('Late compost order', 'Garden centre buyer', 'Account manager', BUYER);
    expect(buyer.identity.name).toBe('Callum Reid');
    const receptionist = quickCharacter('Hours cut', 'Receptionist', 'Practice manager', RECEPTIONIST);
    expect(receptionist.identity.name).toBe('Nadia Karim');
    for (const answer of [...answersOf(buyer), ...answersOf(receptionist)]) expect(answer).not.toMatch(/\babout me\b/i);
  });
});

describe("the writer's judgments of the character", () => {
  it('are never said by the character, and the sentence around them is theirs', () => {
    const receptionist = quickCharacter('Hours cut', 'Receptionist', 'Practice manager', RECEPTIONIST);
    const answers = answersOf(receptionist).join(' ');
    expect(answers).not.toMatch(/lovely woman|very organised/);
    expect(answers).toMatch(/a former midwife from Cardiff/);
    // With the judgment gone, the "her" after it is hers.
    expect(answers).toMatch(/my hours were cut from 30 to 20 a week in May/);
    const buyer = answersOf(quickCharacter('Late compost order', 'Garden centre buyer', 'Account manager', BUYER)).join(' ');
    expect(buyer).not.toMatch(/top bloke|very fair|you'd have to|line of work/);
    expect(buyer).toMatch(/I have ordered your compost since 2019/);
  });

  it('shape how the character comes across', () => {
    const brief = generateScenarioOffline(quickScenario('Hours cut', 'Receptionist', 'Practice manager', RECEPTIONIST)).brief!;
    expect(brief.character.identity.personality).toMatch(/lovely woman, very organised/);
  });

  it('are only phrases that judge a person: a list of what a thing is like, and a job, stay', () => {
    const tenant = answersOf(
      quickCharacter('Damp flat', 'Tenant', 'Letting agent', 'Joseph Mensah, 52, is a retired bus driver and has rented our flat in Luton since 2018. His bedroom is cold, damp, dark and smells of mould. He wants it treated this month.'),
    ).join(' ');
    expect(tenant).toMatch(/My bedroom is cold, damp, dark and smells of mould/);
  });
});
