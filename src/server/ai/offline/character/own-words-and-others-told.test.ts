// What a created character says of itself and of the people and things around it holds as the description put it:
// a title is never its name ("I'm Mr, a …"), a month is no one to ask after, a "them" that cannot be the character
// (the object of its own clause, or things the sentence before spoke of) stays "them", a verb joined to what it is
// turns with its "I" ("I am a retired postman and live alone"), and a plural opening a sentence is no name.
// Fields here (a piano teacher, a bakery's customer, a translator, an allotment holder, a youth football parent) are
// none of the cases these faults were found on.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

describe("a created character's words about itself and what is around it", () => {
  it('says its title with its surname when asked its job again, never the title as a name', () => {
    const brief = quickCharacter('Piano lessons cut short', 'Piano teacher', 'Music school director', 'Mr Kowalczyk teaches piano at Allegro Music School on Saturdays. Four of his pupils were moved to another teacher on 2 October without anyone asking him. He wants them back.');
    const { replies } = converse(brief, [IDENTITY_LINE, 'What is it you do again?', 'Sorry, remind me what your job is?', 'What do you do for a living?']);
    expect(replies.join(' ')).not.toMatch(/\bI'm Mr,|\bCall me Mr\.|\bI'm Mr\.(?!\w)/);
    expect(replies.join(' ')).toMatch(/\bMr Kowalczyk\b/);
  });

  it('reads a month the facts name as a date as no one to ask after, and a person of that name as that person', () => {
    const brief = quickCharacter('Wrong cake delivered', 'Bakery customer', 'Bakery manager', 'Aisha Bello ordered a christening cake from Crumbs Bakery for 14 June. The cake that arrived had the wrong name on it. She paid £85 in March. She wants £85 back.');
    const month = converse(brief, [IDENTITY_LINE, 'When did you pay for it?', 'Did you speak to March about it?']).replies.at(-1)!;
    expect(month).not.toMatch(/^All I can tell you is that/);
    const named = quickCharacter('Allotment plot taken back', 'Allotment holder', 'Allotments officer', 'Dennis Hoyle has held plot 12 at Brook Lane Allotments for nine years. His neighbour May Collins waters it when he is away. The council says the plot was left untidy and wants it back by 1 September. Dennis wants to keep it.');
    const asked = converse(named, [IDENTITY_LINE, 'What does May do for you?']).replies.at(-1)!;
    expect(asked).toMatch(/waters it/);
  });

  it('keeps a "them" that is the object of its own clause, or the things spoken of just before, as "them"', () => {
    const brief = quickCharacter('Translation fee withheld', 'Freelance translator', 'Agency project manager', 'Robin Shaw translates contracts for Lingua Partners. The last three files were late because the agency sent Robin the wrong versions. Robin sent the corrected files to them on 4 May. The boxes of printed copies were left on Robin\'s doorstep. The courier collected them a week later. The agency is holding back £640 of Robin\'s fee.');
    const answers = brief.facts.map((fact) => fact.answer).join(' ');
    expect(answers).toMatch(/\bI sent the corrected files to them\b/);
    expect(answers).toMatch(/\bThe courier collected them a week later\b/);
    expect(answers).not.toMatch(/\bto me on 4 May|\bcollected me\b/);
  });

  it('says a verb joined to what it is in the first person too', () => {
    const brief = quickCharacter('Allotment plot taken back', 'Allotment holder', 'Allotments officer', 'Dennis Hoyle is a retired postman and lives alone in a small bungalow at the far end of Brook Lane near the allotments. The council says the plot was left untidy in July. He wants to keep it.');
    const answers = brief.facts.map((fact) => fact.answer);
    expect(answers).toContain('I am a retired postman and live alone in a small bungalow at the far end of Brook Lane near the allotments.');
  });

  it('reads a plural of a common word opening a sentence as those people, not the character\'s name', () => {
    const brief = quickCharacter('Son dropped from the team', 'Parent', 'Club coach', 'Parents say the coach shouts at the under-12s. My son Leo was dropped from the team on Saturday after missing one training session. I want him back in the squad.');
    expect(brief.identity.name).not.toBe('Parents');
  });
});
