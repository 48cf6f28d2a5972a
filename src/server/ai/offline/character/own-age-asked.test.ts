// A character's own age asked ("How old are you?") is answered from the age its brief gives, as a person says it; a
// third person's age ("How old is your mother?") is asked of the fact that names them, never answered with theirs.
// Fields no evaluation set covers: a delivery driver's cut hours and a care home's fees.
import { describe, expect, it } from 'vitest';
import { asksTheirAge } from './acts.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('[AI] built-in character: its own age asked', () => {
  it('reads a question about the character’s own age, never one about someone else’s', () => {
    for (const line of ['How old are you?', "What's your age, if you don't mind me asking?", 'What age are you now?']) expect(asksTheirAge(line), line).toBe(true);
    for (const line of ['How old is your mother?', 'How old is the boiler?', 'You are old enough to know.']) expect(asksTheirAge(line), line).toBe(false);
  });

  it('answers with the age the brief gives, and a relative’s age from the fact that names them', () => {
    const dean = quickCharacter('Cut hours', 'Delivery driver', 'Depot manager', 'Dean Walsh, 27, has driven for the depot for three years. His shifts were cut from 40 to 24 hours a week in March. He wants his 40 hours back.');
    expect(converse(dean, ['Hi Dean.', 'How old are you?']).replies[1]).toMatch(/^(?:I'm )?27\./);
    const ruth = quickCharacter('Care home fees', 'Daughter of a resident', 'Care home manager', "Ruth Adams' mother, who is 88, has lived at Elmfield Care Home for two years. The fees rose by 12% in April. Ruth wants the rise capped at 5%.");
    const { replies } = converse(ruth, ['How old is your mother?', 'How old are you?']);
    expect(replies[0]).toMatch(/\b88\b/);
    expect(replies[0]).not.toContain(`I'm ${ruth.identity.age}`);
    expect(replies[1]).toMatch(new RegExp(`^(?:I'm )?${ruth.identity.age}\\.`));
  });
});

describe('[AI] built-in character: a relative’s age said again', () => {
  it('says an age written as one word ("two-year-old") as an age', () => {
    const elif = quickCharacter('Noisy neighbour', 'Neighbour', 'Housing officer', 'Elif Demir lives at 14 Oak Court with her two-year-old son. For six weeks the flat above has played loud music until 3am most weekends. She wants the tenant given a formal warning this month.');
    const reply = converse(elif, ['Hello Elif, come in.', 'How old is your son?']).replies[1]!;
    expect(reply).toMatch(/\btwo years old\b/);
    expect(reply).not.toMatch(/two-year-old\.$/);
  });
});
