// A created scenario keeps the person the description writes about: the name wherever a sentence gives it (after a
// preposition, after a leading clause, as the object of a verb), the pronoun it uses or "they" when it uses none, an
// offer of a job whatever noun names the job, and an opening line about what the description says is at stake.
// Descriptions of this file's own, in fields no evaluation set uses (kennels, church hall, boatyard, ferry, orchard).
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generatePersonaOffline } from '../persona/generate-persona.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { namedPersonIn } from './named-person.ts';
import { toCharacterVoice } from './voice.ts';

function scenarioOf(title: string, aiRole: string, myRole: string, description: string) {
  return generateScenarioOffline(quickScenario(title, aiRole, myRole, description));
}

describe('the name a sentence gives the character', () => {
  it('reads a name after a preposition, after a leading clause and as the object of a verb', () => {
    const kennel = (description: string) => scenarioOf('Kennel stay', 'Dog owner', 'Kennel manager', description).brief.character.identity.name;
    expect(kennel('You meet with Ines Moreau, who boarded two spaniels with you for 9 nights in August. My goal: agree what the kennels will cover.')).toBe('Ines Moreau');
    expect(kennel('You take a call from Ines Moreau, the owner of two spaniels boarded for 9 nights in August. My goal: agree what the kennels will cover.')).toBe('Ines Moreau');
    expect(kennel('After the August stay, Ines Moreau wants £180 back for a vet bill. My goal: agree what the kennels will cover.')).toBe('Ines Moreau');
    const boatyard = scenarioOf('Apprentice hire', 'Candidate', 'Yard foreman', 'We offered Teodor Balan a post as apprentice shipwright on 3 March at £19,500 a year. My goal: agree a start date.');
    expect(boatyard.brief.character.identity.name).toBe('Teodor Balan');
  });

  it('reads "whose" as a clause of its own, and a firm in the learner’s role is not the learner’s name', () => {
    const orchard = scenarioOf('Cider order', 'Cider buyer', 'Sales lead at Pennard Orchard', 'You take a call from Wren Talbot, whose pub ordered 40 casks from Pennard Orchard in May. Wren wants the last 6 casks replaced.');
    expect(orchard.brief.character.identity.name).toBe('Wren Talbot');
    const answers = orchard.brief.character.facts.map((fact) => fact.answer);
    expect(answers).toContain('My pub ordered 40 casks from Pennard Orchard in May.');
    expect(answers.join(' ')).not.toMatch(/\bse\b|\bwhose\b/);
  });

  it('never takes a firm, a place, the learner or someone else’s relation for the character', () => {
    expect(namedPersonIn('You work at Corvel Insurance, which sold the policy.')).toBeNull();
    expect(namedPersonIn('The kennels at Hollow Lane Farm have 30 dogs.')).toBeNull();
    expect(namedPersonIn('We sent the samples to Greenway Pharmacy on Monday.')).toBeNull();
    expect(namedPersonIn('A ferry deckhand whose skipper, Dafydd Rees, cut his hours in May.')).toBeNull();
    expect(namedPersonIn('You are Tom Baker, the harbour master.')).toBeNull();
  });

  it('keeps what the sentence says of them as their own, and the frame on the learner’s side', () => {
    const scenario = scenarioOf('Kennel stay', 'Dog owner', 'Kennel manager', 'You meet with Ines Moreau, who boarded her two spaniels with you for 9 nights in August. She says one came home with a cut paw. My goal: agree what the kennels will cover.');
    const answers = scenario.brief.character.facts.map((fact) => fact.answer);
    expect(answers).toContain('I boarded my two spaniels with you for 9 nights in August.');
    expect(answers.join(' ')).not.toMatch(/\bmeet with me\b|\bwho boarded\b|\bme two\b/);
    expect(scenario.brief.learner.situation).toContain('Ines Moreau');
  });

  it('says a name after a verb as the object, and a name after a verb of saying as the subject', () => {
    const teodor = { name: 'Teodor Balan', firstName: 'Teodor', gender: 'Male' as const };
    expect(toCharacterVoice('We offered Teodor Balan a post as apprentice shipwright.', teodor)).toBe('You offered me a post as apprentice shipwright.');
    expect(toCharacterVoice('The foreman says Teodor wants more.', teodor)).toBe('The foreman says I want more.');
  });
});

describe('the pronoun the description gives, or "they"', () => {
  const hall = (description: string) => scenarioOf('Hall refund', 'Choir member', 'Hall secretary', description);

  it('speaks of a character whose name no list holds and whom no pronoun names as "they"', () => {
    const scenario = hall('Ebere Nwosu booked the church hall for a choir concert on 14 June and wants £120 back because the heating failed. Ebere is calm but firm. My goal: offer a credit for a future booking instead.');
    expect(scenario.brief.character.identity.gender).toBe('Not stated');
    expect(scenario.description.charactersGender).toBe('Not stated');
    expect(scenario.brief.character.situation).toMatch(/\bThey are talking with a hall secretary\./);
    expect(scenario.description.charactersRelevanceToScenario).toMatch(/Expect them to be calm but firm\./);
    expect(scenario.description.charactersScenarioSnippet).toMatch(/They open with: "/);
    expect([scenario.brief.character.situation, scenario.description.charactersRelevanceToScenario, scenario.description.charactersBackground].join(' ')).not.toMatch(/\b(?:she|he|her|him|his)\b/i);
    expect(scenario.brief.character.facts.map((fact) => fact.answer)).toContain('I booked the church hall for a choir concert on 14 June and want £120 back because the heating failed.');
  });

  it('uses the pronoun the description gives for that name', () => {
    expect(hall('Ebere Nwosu booked the church hall on 14 June and wants £120 back because his singers were cold. My goal: offer a credit.').brief.character.identity.gender).toBe('Male');
    expect(hall('Ebere Nwosu booked the church hall on 14 June. She wants £120 back because the heating failed. My goal: offer a credit.').brief.character.identity.gender).toBe('Female');
  });

  it('gives a persona whose name no list holds and whom no pronoun names no guessed gender, and its scenario says "they"', () => {
    const persona = generatePersonaOffline({ name: 'Ebere Nwosu', prompt: 'Ebere Nwosu, 41, sings bass in a community choir and books the church hall for concerts. Calm but firm.', fileTexts: [] });
    expect(persona.gender).toBe('Not stated');
    expect(persona.background).not.toMatch(/\b(?:she|he|her|him|his)\b/i);
    const scenario = generateScenarioOffline({
      mode: 'Advanced',
      title: 'Hall refund',
      aiRole: null,
      myRole: null,
      description: 'Ebere wants £120 back for the concert on 14 June because the heating failed.',
      persona: { name: persona.name, gender: persona.gender, age: persona.age, occupation: persona.occupation, background: persona.background, hometown: persona.hometown, nationality: persona.nationality, language: persona.language },
      rubric: null,
      glossary: null,
      fileTexts: [],
    });
    expect(scenario.brief.character.identity.gender).toBe('Not stated');
    expect(scenario.description.charactersScenarioSnippet).toMatch(/They open with: "/);
  });

  it('leaves a "he" or "she" about someone else as it is when the character has no pronoun', () => {
    const ebere = { name: 'Ebere Nwosu', firstName: 'Ebere', gender: 'Not stated' as const };
    expect(toCharacterVoice('Ebere says the caretaker told her nothing.', ebere)).toBe('The caretaker told her nothing.');
    expect(toCharacterVoice('Ebere booked the hall and he locked it early.', ebere)).toBe('I booked the hall and he locked it early.');
  });
});

describe('an offer of a job, whatever noun names the job', () => {
  for (const noun of ['post', 'position', 'role', 'job']) {
    it(`reads "offered … a ${noun} as …" as the job offer`, () => {
      const scenario = scenarioOf('Apprentice hire', 'Candidate', 'Yard foreman', `We offered Teodor Balan a ${noun} as apprentice shipwright on 3 March at £19,500 a year. He wants £21,000. My goal: agree a start date.`);
      const offer = scenario.brief.character.facts.find((fact) => fact.topic === 'The job offer');
      expect(offer?.answer).toBe(`You offered me a ${noun} as apprentice shipwright on 3 March at £19,500 a year.`);
      expect(offer?.keywords).toEqual(expect.arrayContaining(['offered', 'salary', 'job']));
    });
  }

  it('never reads an offer of a thing as a job offer', () => {
    const scenario = scenarioOf('Mooring refund', 'Boat owner', 'Yard foreman', 'We offered Teodor Balan a refund of £300 on 3 March for the damaged mooring. He wants £450. My goal: settle at £350.');
    expect(scenario.brief.character.facts.map((fact) => fact.topic)).not.toContain('The job offer');
  });

  it('never reads a room or a car offered as a job, whatever rarer sense it shares with "position"', () => {
    const campsite = scenarioOf('Pitch flooded', 'Camper', 'Campsite manager', 'Ruth Adeyemi booked a riverside pitch at Willow Bend campsite for a week. The pitch flooded on the first night. The site offered a room in the farmhouse for two nights. She wants a dry pitch or her £210 back.');
    expect(campsite.brief.character.facts.map((fact) => fact.topic)).not.toContain('The job offer');
    const hire = scenarioOf('Wrong hire car', 'Traveller', 'Car hire desk agent', 'Omar Sayed booked an automatic estate car for a family trip. The desk offered a manual hatchback instead. He wants the car he booked or a full refund.');
    expect(hire.brief.character.facts.map((fact) => fact.topic)).not.toContain('The job offer');
  });
});

describe('the opening line names what the description says is at stake', () => {
  const orchard = 'Wren Ashdown runs the cider press at the community orchard. She says the pallets of apples were left in the rain for 3 days and the pallets had to be thrown away. Wren wants the pallets paid for. My goal: agree a handover checklist.';

  it('takes the matter from the description, never a title with a code', () => {
    for (const title of ['Late deliveries mx7 follow-up', 'The Q3 deliveries review']) {
      const opening = scenarioOf(title, 'Cider maker', 'Orchard coordinator', orchard).brief.character.openingLine;
      expect(opening).toMatch(/\bthe pallets\b/);
      expect(opening).not.toMatch(/mx7|deliveries/i);
    }
  });

  it('takes it from the description before a title that names something the description does not', () => {
    expect(scenarioOf('Late deliveries', 'Cider maker', 'Orchard coordinator', orchard).brief.character.openingLine).toMatch(/\bthe pallets\b/);
  });

  it('takes a plain noun phrase of the title only when the description names nothing that stands out', () => {
    const crossing = 'Kesi Amadi has worked the morning crossing since 2019. My goal: agree the new rota.';
    expect(scenarioOf('Ferry timetable', 'Deckhand', 'Ferry operator', crossing).brief.character.openingLine).toMatch(/\bthe (?:ferry )?timetable\b|^[^?]*$/);
    expect(scenarioOf('Ferry timetable qx4 review', 'Deckhand', 'Ferry operator', crossing).brief.character.openingLine).not.toMatch(/qx4|timetable/i);
  });

  it('never says a name of the title lower-cased', () => {
    const opening = scenarioOf('Bramley', 'Orchard manager', 'Rota coordinator', 'Kesi Amadi has worked at Bramley since 2019. My goal: agree the new rota.').brief.character.openingLine;
    expect(opening).not.toMatch(/\bbramley\b/);
  });
});

describe('every brief of this file reads back in the character’s own voice', () => {
  const descriptions: [string, string, string, string][] = [
    ['Kennel stay', 'Dog owner', 'Kennel manager', 'You take a call from Ines Moreau, the owner of two spaniels boarded for 9 nights in August. She says one came home with a cut paw. My goal: agree what the kennels will cover.'],
    ['Hall refund', 'Choir member', 'Hall secretary', 'After the concert on 14 June, Ebere Nwosu wants £120 back because the heating failed. Ebere is calm but firm. My goal: offer a credit instead.'],
    ['Apprentice hire', 'Candidate', 'Yard foreman', 'We offered Teodor Balan a role as apprentice shipwright on 3 March at £19,500 a year. He wants £21,000 and Fridays off for college. My goal: agree a start date.'],
  ];
  it.each(descriptions)('%s: no fact or line speaks of the character in the third person', (title, aiRole, myRole, description) => {
    const { character } = scenarioOf(title, aiRole, myRole, description).brief;
    const first = character.identity.name.split(/\s+/)[0]!;
    const lines = [...character.facts, ...character.hiddenFacts].map((fact) => fact.answer).concat(character.openingLine, character.objections.map((objection) => objection.objection));
    // A character who came to talk never opens on the learner's purpose ("I'd like to talk about what you wanted to discuss").
    expect(character.openingLine).not.toMatch(/\bwhat you wanted\b/);
    for (const line of lines) expect(line).not.toMatch(new RegExp(`\\b${first}\\b|^(?:She|He|They)\\b|\\b(?:she|he|they) (?:is|are|has|have|was|says|wants|want)\\b`));
  });
});

describe('a character named with their own, as one group', () => {
  // A caravan park and a church choir: fields no evaluation set uses.
  const caravan = () =>
    scenarioOf(
      'Caravan pitch',
      'Resident',
      'Park manager',
      'Amara Sorensen and her husband were moved by the park to a pitch by the road on 2 June after the storm damaged their caravan. They have been there for five weeks. She wants the old pitch back by August.',
    ).brief.character;

  it('takes the name joined with "and her …" as the character', () => {
    expect(caravan().identity.name).toBe('Amara Sorensen');
  });

  it('says the group with the character last, what it has as "our", and the next "They" as "We"', () => {
    const answers = caravan().facts.map((fact) => fact.answer);
    expect(answers).toContain('My husband and I were moved by the park to a pitch by the road on 2 June after the storm damaged our caravan.');
    expect(answers).toContain('We have been there for five weeks.');
  });

  it('leaves a "They" that follows a sentence about someone else as it is', () => {
    const choir = scenarioOf('Choir rehearsals', 'Choir leader', 'Vicar', 'Ruth Evans leads the choir at St Mary’s. The bell ringers practise on Thursdays. They have asked for the hall on Thursdays too.').brief.character;
    expect(choir.facts.map((fact) => fact.answer).join(' ')).toContain('They have asked for the hall on Thursdays too.');
  });
});

describe('a name with an apostrophe', () => {
  it("keeps O'Connor whole as the character's surname", () => {
    const skip = scenarioOf('Boat collected early', 'Boat owner', 'Marina manager', "Siobhan O'Brien paid the marina £410 to keep her dinghy for the winter. It was moved out in November.").brief.character;
    expect(skip.identity.name).toBe("Siobhan O'Brien");
    expect(skip.facts.map((fact) => fact.answer).join(' ')).toContain('I paid the marina £410 to keep my dinghy for the winter.');
  });
});

describe('the job and home set beside the name', () => {
  it('reads "Name, a job from Town," as their job and their town, before a place something happened in', () => {
    const ferry = scenarioOf('Cancelled crossing', 'Passenger', 'Ferry company agent', 'Ruth Adeyemi, a dental hygienist from Carlisle, missed her sister\'s wedding in Belfast on 9 June because the 07:30 crossing was cancelled. She wants the £240 fare back.');
    expect(ferry.brief.character.identity.occupation).toBe('Dental Hygienist');
    expect(ferry.brief.character.identity.location).toBe('Carlisle');
    const orchard = scenarioOf('Late pickers', 'Farm manager', 'Agency coordinator', 'Owen Pryce, 48, orchard manager, says the agency sent six pickers instead of twelve on 2 September in Ledbury.');
    expect(orchard.brief.character.identity.occupation).toBe('Orchard Manager');
    // A manner set beside the name is no job, and the role typed stays what they are.
    const church = scenarioOf('Hall booking', 'Hall user', 'Church warden', 'Brenda Hale, furious, found the church hall locked on 4 May in Frome when her class was due.');
    expect(church.brief.character.identity.occupation).not.toMatch(/Furious/);
  });
});
