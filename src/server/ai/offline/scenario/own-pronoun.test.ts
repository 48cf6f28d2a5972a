// A created character's own pronoun is the one that refers to them, never that of someone they speak of: a carer and
// the old man she looks after, a father and his daughter, a woman and her dog. Each persona's name is in no name list
// and its prompt gives no pronoun, so the description alone decides; the other person or animal outnumbers the
// character in pronouns, and keeps theirs when the character speaks.
import { describe, expect, it } from 'vitest';
import { advancedScenario, libraryPersona } from './advanced-scenario.test-helpers.ts';
import { characterGenderIn } from './named-person.ts';

const CASES = [
  {
    field: 'home care',
    persona: () => libraryPersona('Nomvula Dube', 'Nomvula Dube, 52, home carer, patient and kind'),
    title: 'Carer whose visits were moved',
    description:
      'Nomvula has cared for Mr Lewis, 88, every weekday for two years. On Monday the agency moved her visits to 7 am without asking him, and he was left in bed until noon on Tuesday because nobody came. He fell trying to get up alone and his son is furious. Nomvula wants her old hours back.',
    gender: 'Female',
    own: /\bmy visits\b/,
    others: [/\bwithout asking him, and he was left in bed\b/, /^He fell\b/],
    never: /\bI was left in bed|\bI fell\b|\bmy son\b/,
  },
  {
    field: 'youth swimming',
    persona: () => libraryPersona('Kip Mwangi', 'Kip Mwangi, 47, bus mechanic, calm but persistent'),
    title: 'Daughter dropped from the squad',
    description:
      'Kip Mwangi says his daughter Wanjiru, 15, was dropped from the county swim squad on 3 June. She trains five mornings a week and her times have improved since March, but she was told by text. She cried all weekend. Kip wants her place back until the trials in September.',
    gender: 'Male',
    own: /^My daughter Wanjiru\b/,
    others: [/^She trains five mornings a week and her times\b/, /^She cried all weekend/],
    never: /\bI train\b|\bmy times\b|\bI cried\b/,
  },
  {
    field: 'dog kennels',
    persona: () => libraryPersona('Ngaio Parata', 'Ngaio Parata, 39, librarian, warm but firm'),
    title: 'Dog came back from kennels thin',
    description:
      'Ngaio has boarded her lurcher, Pip, at Muddy Paws Kennels twice a year since 2021. When she collected him on 12 August he had lost weight and his paw was infected, and the kennels said he had refused food for a week without calling her. He needed antibiotics costing £95.',
    gender: 'Female',
    own: /\bmy lurcher, Pip\b/,
    others: [/\bWhen I collected him on 12 August he had lost weight and his paw\b/, /^He needed antibiotics/],
    never: /\bI had lost weight\b|\bmy paw\b|\bI needed antibiotics\b/,
  },
];

describe('[AI] a created character’s own pronoun, beside someone they speak of', () => {
  it.each(CASES)('$field: the character is who the pronoun refers to, and the other keeps theirs', ({ persona, title, description, gender, own, others, never }) => {
    const brief = advancedScenario(persona(), title, description).brief;
    expect(brief.character.identity.gender).toBe(gender);
    const facts = brief.character.facts.map((fact) => fact.answer);
    expect(facts.some((fact) => own.test(fact)), facts.join('\n')).toBe(true);
    for (const other of others) expect(facts.some((fact) => other.test(fact)), facts.join('\n')).toBe(true);
    for (const fact of facts) expect(fact).not.toMatch(never);
  });
});

describe('[AI] who a pronoun of the description refers to', () => {
  it('takes a being named beside its owner ("his cockapoo, Biscuit", "her lurcher, Pip") as someone else', () => {
    const groomer =
      'Samir has taken his cockapoo, Biscuit, to Waggy Tails Grooming for three years. On 5 October he dropped Biscuit off at 9 am and was told to collect her at noon, but she was still not ready. When he picked her up she had a cut on her ear.';
    expect(characterGenderIn(groomer, 'Samir Haddad').certain).toBe('Male');
  });

  it('gives a person after "Mr" or "Mrs" that gender, and a pronoun of the other gender after a sure one to someone else', () => {
    const cleaner = 'Tendai has cleaned for Mr Okoro for two years. On Friday the agency cancelled her shift, and he was left without lunch. He phoned the office twice.';
    expect(characterGenderIn(cleaner, 'Tendai Moyo')).toMatchObject({ certain: 'Female', toCharacter: { Male: 0 } });
    const daughter = 'Kip Mwangi says his daughter Wanjiru was dropped from the squad. She trains five mornings a week. She cried all weekend.';
    expect(characterGenderIn(daughter, 'Kip Mwangi')).toMatchObject({ certain: 'Male', toCharacter: { Female: 0 } });
  });

  it('never takes a relative after another verb for what the character is', () => {
    const detention = "Femi Ade's son Tobi, 9, was kept in at lunch on 4 March after a scuffle in the playground. Femi says Tobi was helping his little sister Kemi, and he has a note from the teacher. He wants the detention struck from Tobi's record.";
    expect(characterGenderIn(detention, 'Femi Ade')).toMatchObject({ uncertain: 'Male', toCharacter: { Female: 0 } });
    expect(characterGenderIn(detention, 'Femi Ade').certain).not.toBe('Female');
  });
});

describe('[AI] what a created character wants', () => {
  it('comes from the description, never from how the persona tends to feel', () => {
    // An upset persona's background says "he wants the problem owned and fixed, not explained away": his mood, not
    // what he came about, so it is no condition of his and does not make him open the conversation.
    const persona = libraryPersona('Bartek Nowicki', 'Bartek Nowicki, 44, plumber, upset and suspicious, devoted to his cat');
    expect(persona.background).toMatch(/wants the problem owned and fixed/);
    const brief = advancedScenario(persona, 'Cat hurt at the cattery', 'Bartek has boarded his cat, Luna, at Purrfect Stays since 2020. When he collected her on 9 May she had a torn ear, and the vet charged £70.').brief;
    expect(brief.character.identity.gender).toBe('Male');
    expect(brief.character.outcome.requires.map((requirement) => requirement.label).join(' ')).not.toMatch(/owned and fixed/);
    expect(brief.character.outcome.agreement).not.toMatch(/owned and fixed/);
  });
});
