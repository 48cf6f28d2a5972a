// What happened, what for, and verbs said with their particle, in created scenarios of fields no evaluation set covers
// (a kitchen fitter, a cello repair, gymnastics classes, a sofa delivery, a choir minibus, a dress alteration, a damaged
// print, a boiler call-out): a phrasal verb found in WordNet as the phrase, its object between ("drop the cello off"),
// and matched to the fact's own verb; "What happened at …?" as the event, "What happened to …?" as the change the thing
// went through; "What was it for?" and "Why did you need it…?" as the purpose a fact states; "that night" as a time of
// the matter, not small talk.
import { describe, expect, it } from 'vitest';
import { replyTo } from './conversation.test-helpers.ts';
import { askedKinds, asksForAnEvent, asksWhatWasDoneInstead } from './fact-meaning.ts';
import { briefOfCase, type DescribedCase } from './facts-in-other-words.test-helpers.ts';
import { readLine } from './acts.ts';
import { knowledgeOf } from './knowledge.ts';

function quick(id: string, description: string): DescribedCase {
  return { id, title: id, aiRole: 'Customer', myRole: 'Manager', description, questions: [] };
}

const KITCHEN = briefOfCase(
  quick(
    'kitchen-deposit',
    'Owen Price paid Brightway Kitchens a £1,500 deposit on 9 March for a new kitchen, and the fitters were booked for 30 March. They finally turned up on 2 April, three hours late, and left the old units in the garden. Owen is a postman. My goal: apologise and agree a date to clear the garden.',
  ),
);

const CELLO = briefOfCase(
  quick(
    'cello-bridge',
    'Marta Kowalski bought her cello at Harmon Strings on 12 May 2019 for £2,400. She left the cello there on 3 February for a new bridge, quoted at £120. It was not ready until 20 February, and the bridge had been fitted crooked, so two strings buzz. Marta teaches music at a primary school. My goal: agree a free refit this week.',
  ),
);

const GYM = briefOfCase(
  quick(
    'gymnastics-fall',
    "Leila Haddad's daughter Amira, aged nine, has gymnastics classes at Northfield Sports Hall every Tuesday, paid termly at £90. On 14 October Amira fell from the beam because the coach, Dan Price, had moved the safety mat to another group. Leila has two classes left this term. My goal: explain what happened and agree what will change.",
  ),
);

const SOFA = briefOfCase(
  quick(
    'sofa-split',
    'Ben Okoro ordered a grey corner sofa from Loft Living for £1,100 on 20 May. When it was delivered on 5 June the sofa had split along one seam. The driver said it had been like that in the van. Ben is a bus driver and works nights. My goal: arrange a repair or a replacement.',
  ),
);

const CHOIR = briefOfCase(
  quick(
    'choir-minibus',
    'Grace Adeyemi booked a minibus from Dale Coaches for £320 to take the choir to a competition in York on 8 March. The minibus broke down outside Leeds, because a tyre had not been checked, and the choir missed its slot. Grace is a retired teacher. My goal: apologise and refund the hire.',
  ),
);

const DRESS = briefOfCase(
  quick(
    'dress-hem',
    'Nadia Rahman brought her blue silk dress to Stitch Studio on 2 May to be taken in for her graduation. When she collected it on 9 May the hem was uneven, because the machine was set to the wrong stitch. Nadia is a nursing student. My goal: fix the hem free before the ceremony.',
  ),
);

const PRINT = briefOfCase(
  quick(
    'print-water',
    "Sam Doyle left a photograph taken by his late mother at Frameworks on 3 July to be mounted for £85. When he collected it, water had stained the bottom edge. The assistant, Keira Lane, said a pipe had leaked in the store room. Sam is a bus driver. My goal: own the damage and agree what is fair.",
  ),
);

const BOILER = briefOfCase(
  quick(
    'boiler-callout',
    "Ruth Ellis called out WarmHome Heating on a Saturday evening, 14 January, when her boiler stopped working. Their engineer Carl Webb came after she had waited three hours and charged her £180. The boiler failed again the next week, because a valve was not replaced. Ruth is a carer. My goal: apologise and agree a refund.",
  ),
);

const DINNER = briefOfCase(
  quick(
    'dinner-booking',
    "Priya Das booked a table for eight at Olive Grove for 3 May, her mother's 70th birthday, and paid a £50 deposit. The restaurant did not keep the table, because the booking was written down for 3 June, and the family ate at a pub down the road. Priya is a pharmacist. My goal: apologise and refund the deposit.",
  ),
);

describe('a phrasal verb read as the phrase and matched to the fact by its senses', () => {
  it('takes "hand over" as paying, not as the fitters turning up', () => {
    const reply = replyTo(KITCHEN, 'When did you hand over the deposit?');
    expect(reply).toMatch(/9 March/);
    expect(reply).not.toMatch(/2 April/);
  });

  it('reads "drop the cello off" with its object between, as leaving it', () => {
    const reply = replyTo(CELLO, 'When did you drop the cello off?');
    expect(reply).toMatch(/3 February/);
    expect(reply).not.toMatch(/12 May/);
  });
});

describe('"What happened …?" asks for an event', () => {
  it('at an occasion: the fact that tells what happened then, though others name the classes', () => {
    expect(replyTo(GYM, 'What happened at the class?')).toMatch(/fell from the beam/);
  });

  it('to a thing: the fact that tells the change it went through, not the one that only names it', () => {
    const reply = replyTo(SOFA, 'What happened to the sofa?');
    expect(reply).toMatch(/split along one seam/);
    expect(reply).not.toMatch(/20 May/);
  });
});

describe('a purpose asked for', () => {
  it.each([
    ['What was the trip for?', true],
    ['What did you need it for?', true],
    ["What's the deposit for?", true],
    ['What are you hoping for?', false],
    ['What were you billed for?', false],
  ])('reads "%s" as asking why: %s', (line, isWhy) => {
    expect(askedKinds(line).has('why')).toBe(isWhy);
  });

  it.each(['What was the trip for?', 'What did you need the minibus for?'])('answers "%s" with what the booking was to do, not the breakdown', (line) => {
    const reply = replyTo(CHOIR, line);
    expect(reply).toMatch(/competition in York/);
    expect(reply).not.toMatch(/broke down/);
  });

  it('answers "Why did you need it …?" with the purpose, not the cause of the fault', () => {
    expect(replyTo(DRESS, 'Why did you need it altered?')).toMatch(/graduation/);
  });

  it('answers a cause asked of an event with the cause, not a purpose', () => {
    expect(replyTo(CHOIR, "Why didn't you get there?")).toMatch(/tyre/);
  });

  it('answers why it matters to them with what it was for', () => {
    expect(replyTo(PRINT, 'Why is it so important to you?')).toMatch(/late mother/);
  });
});

describe('"…instead?" asks for what was done in place of what did not happen', () => {
  it('answers with the doing that followed the one that failed', () => {
    expect(replyTo(DINNER, 'What did you have to do instead?')).toMatch(/pub down the road/);
  });

  it('says that part again when the fact was told, not the part that failed', () => {
    const reply = replyTo(DINNER, 'What did you have to do instead?', ["Why didn't they keep your table?"]);
    expect(reply).toMatch(/pub down the road/);
    expect(reply).not.toMatch(/did not keep/);
  });
});

describe('a who-question about a time of the matter', () => {
  it('"that night" points back to the matter: a question on its facts, not small talk', () => {
    const reading = readLine('Who came out to you that night?', knowledgeOf({ brief: BOILER, glossary: [], facts: [] }));
    expect(reading.acts.has('offTopic')).toBe(false);
    expect(reading.asks.length).toBeGreaterThan(0);
  });

  it('"last night" is still the character\'s own life', () => {
    const reading = readLine('Who did you go out with last night?', knowledgeOf({ brief: BOILER, glossary: [], facts: [] }));
    expect(reading.acts.has('offTopic')).toBe(true);
  });
});

describe('what happened, asked of a thing the line has just named, and "instead" in an offer', () => {
  it('reads "What happened there?" by what the sentence before names, and "…instead?" offered as no question of what was done', () => {
    expect(asksForAnEvent('You used to lead the Monday stand-up, didn\'t you? What happened there?')).toBe(false);
    expect(asksForAnEvent('What happened at the lesson?')).toBe(true);
    expect(asksWhatWasDoneInstead('If it came to it, would you take a voucher instead?')).toBe(false);
    expect(asksWhatWasDoneInstead('What would you like instead?')).toBe(false);
    expect(asksWhatWasDoneInstead('What did you have to do instead?')).toBe(true);
  });
});
