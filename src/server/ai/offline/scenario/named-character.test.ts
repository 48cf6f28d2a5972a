// The person a description names is the character: by a first name alone that WordNet holds only as a name ("Marcus
// bought…"), by a name whose verb acts on someone the learner's role names ("Alex Reid has asked to see the teacher"),
// with the gender the grammar gives them, not the one of the people they talk about ("his daughter Poppy… leave her
// out"). Descriptions of this file's own beside the two of the issue.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { characterGenderIn } from './named-person.ts';

function scenarioOf(title: string, aiRole: string, myRole: string, description: string) {
  return generateScenarioOffline(quickScenario(title, aiRole, myRole, description));
}
const answersOf = (scenario: ReturnType<typeof scenarioOf>) => scenario.brief.character.facts.map((fact) => fact.answer);

const GYM = 'Marcus bought a 12-month membership at FitHub in January for £420. He broke his ankle in March and asked to freeze it, but the gym kept taking £35 a month. He wants three months refunded.';
const SCHOOL = 'Alex Reid has asked to see the teacher about his daughter Poppy, who is in Year 2. Poppy loves her teacher, Mrs Hall, and cries at home because two girls leave her out at break. Alex wants the school to act this week.';

describe('a first name alone at the start of a sentence', () => {
  it('is the character when WordNet holds it only as a name and a verb follows it', () => {
    const gym = scenarioOf('Gym membership frozen', 'Member', 'Gym manager', GYM);
    expect(gym.brief.character.identity.name.split(/\s+/)[0]).toBe('Marcus');
    expect(gym.brief.character.identity.gender).toBe('Male');
    expect(answersOf(gym)).toContain('I bought a 12-month membership at FitHub in January for £420.');
    const ferry = scenarioOf('Lost bike on the ferry', 'Passenger', 'Ferry purser', 'Ewan left his bike on the car deck of the 9:40 ferry on 2 May. He wants £300 for it.');
    expect(ferry.brief.character.identity.name.split(/\s+/)[0]).toBe('Ewan');
  });

  it('is never a capitalised common word opening a sentence', () => {
    const name = (description: string) => scenarioOf('Car park', 'Driver', 'Car park manager', description).brief.character.identity.name.split(/\s+/)[0];
    expect(name('Frost damaged the cars at the ferry port in May. The driver wants £200 for the paint.')).not.toBe('Frost');
    expect(name('Sales fell at the café in May. The owner wants a lower rent.')).not.toBe('Sales');
    // Followed by "is", as a name often is: still no name.
    expect(name('Parking is £6 a day at the ferry port. The driver wants his £36 back because the barrier was broken.')).not.toBe('Parking');
    expect(name('Marcus is a member of FitHub. He wants three months refunded.')).toBe('Marcus');
  });
});

describe('a name whose verb acts on someone the learner’s role names', () => {
  it('is the character, not the learner', () => {
    const school = scenarioOf('Daughter upset at school', 'Parent', 'Class teacher', SCHOOL);
    expect(school.brief.character.identity.name).toBe('Alex Reid');
    const kennel = scenarioOf('Kennel stay', 'Dog owner', 'Kennel manager', 'Ines Moreau has written to the kennel manager about her spaniel, boarded for 9 nights in August. Ines wants £180 back.');
    expect(kennel.brief.character.identity.name).toBe('Ines Moreau');
  });

  it('is still the learner when the role is said of it', () => {
    const church = scenarioOf('Hall booking', 'Choir leader', 'Hall manager', 'Sarah Bell, the hall manager, must tell the choir that the hall is booked on 4 June. The choir leader wants that date.');
    expect(church.brief.character.identity.name).not.toBe('Sarah Bell');
  });
});

describe('the gender of a named character beside the people they talk about', () => {
  it('gives a name shown as a person once that person wherever it stands, a sentence’s first word too', () => {
    // "Poppy loves her teacher": the "her" is Poppy's, never Alex Reid's.
    expect(characterGenderIn(SCHOOL, 'Alex Reid').toCharacter.Female).toBe(0);
  });

  it('reads a possessive after someone the subject acts on as likely the subject’s', () => {
    expect(characterGenderIn(SCHOOL, 'Alex Reid')).toMatchObject({ certain: null, uncertain: 'Male' });
    expect(characterGenderIn('Rhian Morgan asked the clerk about her parking fine.', 'Rhian Morgan').uncertain).toBe('Female');
  });

  it('keeps the character male, and the daughter in the third person, in the brief', () => {
    const school = scenarioOf('Daughter upset at school', 'Parent', 'Class teacher', SCHOOL);
    expect(school.brief.character.identity.gender).toBe('Male');
    const answers = answersOf(school).join(' ');
    expect(answers).toContain('my daughter Poppy');
    expect(answers).toContain('two girls leave her out at break');
  });
});
