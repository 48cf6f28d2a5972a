// The character's gender comes only from a pronoun whose referent is the character, by grammar: the nearest person
// before it in its sentence, or the previous sentence's subject for a pronoun that opens one. Someone else's pronoun
// ("Ravi Menon calls about his mother's care; she wants…") never sets it, and a gender nothing states stays "they".
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { characterGenderIn } from './named-person.ts';

function genderOf(description: string): string {
  return generateScenarioOffline(quickScenario('A call about care', 'Caller', 'Care coordinator', description)).brief!.character.identity.gender;
}

describe('[AI] the character’s gender, from the pronouns that refer to it', () => {
  it("never takes the gender of someone the character talks about", () => {
    expect(genderOf("Ravi Menon calls about his mother's care; she wants a ground-floor room near the garden. My goal: agree a care plan.")).toBe('Male');
    expect(genderOf("Ravi Menon calls about his mother's care. She wants a ground-floor room. He wants a weekly update from the nurse. My goal: agree a care plan.")).toBe('Male');
    expect(genderOf("Dara Quinn rings about her father's hearing aid; he wants a replacement before Friday. My goal: book a fitting.")).toBe('Female');
  });

  it('reads a pronoun inside a sentence by its nearest person, and one opening a sentence by the last subject', () => {
    expect(characterGenderIn('Alex Kerr runs the deli. His supplier, Maria, was late twice; she blames traffic.', 'Alex Kerr').certain).toBe('Male');
    expect(characterGenderIn('Joanne Pike is the mother of Ellis, who is in Year 8. Joanne paid £285. She wants it back.', 'Joanne Pike').certain).toBe('Female');
    // After a sentence that names someone else too, the pronoun may be theirs: not certain.
    expect(characterGenderIn('Kit Ortiz is angry because Helen, the courier, was late. She did not call ahead.', 'Kit Ortiz')).toMatchObject({ certain: null, uncertain: 'Female' });
  });

  it('takes the gender a pronoun of its own gives, whoever else the description names', () => {
    expect(genderOf('Ashby Koroma calls about the care home fees for her aunt. My goal: agree a care plan.')).toBe('Female');
  });
  it('never gives a character whose kin or title is stated the other gender, nor the name of someone it talks about', () => {
    const dentist =
      'Chris Doyle is the father of Maisie, 12, a patient at Elm Street Dental. She loves her orthodontist, Dr Patel, but the practice has told Chris that braces on the NHS have a two-year waiting list. Chris can pay £100 a month. My goal: agree a payment plan.';
    const identity = generateScenarioOffline(quickScenario('Braces for a daughter', 'Parent', 'Dental practice manager', dentist)).brief!.character.identity;
    expect(identity.name).toBe('Chris Doyle');
    expect(identity.gender).toBe('Male');
    expect(characterGenderIn('Mrs Alder runs the stables. Her groom is Tom; he is late every Monday. She wants a new rota.', 'Mrs Alder').certain).toBe('Female');
  });
  it("reads a possessive name as whose the subject is, an uncertain pronoun's echo as uncertain, and a child named with an age as someone else", () => {
    const braces = "Sam Turner's daughter Maisie, 12, is a patient at Elm Street Dental. She loves her orthodontist, but the practice has a two-year waiting list. Sam can pay £100 a month. My goal: agree a payment plan.";
    const identity = generateScenarioOffline(quickScenario('Braces', 'Parent', 'Dental practice manager', braces)).brief!.character.identity;
    expect(identity.name).toBe('Sam Turner');
    expect(characterGenderIn(braces, 'Sam Turner').certain).toBeNull();
    // "She" may be the character or Poppy: neither it nor the "her" after it is certain.
    expect(characterGenderIn('Alex Reid rings about Poppy, 9, who is in Year 4. She loves her teacher, Mrs Hall. Alex works nights.', 'Alex Reid').certain).toBeNull();
    expect(generateScenarioOffline(quickScenario('School', 'Parent', 'Head of year', 'Alex Reid rings about Poppy, 9, who is in Year 4. She loves her teacher, Mrs Hall, and cries at home. Alex works nights. My goal: agree a plan.')).brief!.character.identity.name).toBe('Alex Reid');
  });

  it("reads a pronoun the character's name cannot take, a name beside a word of kin, and a pronoun said again as someone else's", () => {
    // The tables hold "Margaret" as a woman's name: every "he" is her grandson's, and the whole description's "he"s do not
    // make her a man.
    const lessons = 'Margaret Lowe is a retired midwife whose grandson Rory, 9, has had piano lessons with us for a year. He forgot his pieces at the recital on 3 June. Margaret says he practises every evening. My goal: agree a practice plan.';
    expect(characterGenderIn(lessons, 'Margaret Lowe')).toMatchObject({ certain: null, toCharacter: { Female: 0, Male: 0 } });
    expect(generateScenarioOffline(quickScenario('Piano recital', 'Grandparent', 'Piano teacher', lessons)).brief!.character.identity.gender).toBe('Female');
    // "her brother, Tiago,": a man by the word beside his name, so "she" is the character.
    expect(characterGenderIn("Odile's brother, Tiago, moved in on 2 May, and she asked the agent for a second key.", 'Odile Mercier').certain).toBe('Female');
    // The second "he" goes on meaning the uncle whom the first meant, not Zuri, whose gender nothing says; and "Kamau"
    // after another first name is the uncle's surname, not Zuri.
    const discharge = "Zuri's uncle, Baraka Kamau, was moved to a care home. On 4 April he was sent by ambulance, although Zuri had asked the nurse to call her before he went.";
    expect(characterGenderIn(discharge, 'Zuri Kamau')).toMatchObject({ certain: null, toCharacter: { Female: 0, Male: 0 } });
  });
});
