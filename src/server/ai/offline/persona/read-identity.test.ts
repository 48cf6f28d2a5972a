// Who a role or prompt names: the person it opens with, never a pet, a shop or a relative named later; their job, never
// the animal they own; and a job WordNet files under a line of work even when the lexicon lacks it.
import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts.ts';
import { generatePersonaOffline } from './generate-persona.ts';

const identity = (text: string) => {
  const facts = extractFacts(text);
  return { name: facts.personName, occupation: facts.occupation };
};

describe('[GENERATION] the name and job a role states', () => {
  it('keeps the leading name over a pet, a shop or a child named later', () => {
    expect(identity('Gareth Evans, a retired postman and owner of a spaniel called Bramble')).toEqual({ name: 'Gareth Evans', occupation: 'Retired Postman' });
    expect(identity('Tom, a farmer with a dog named Rex')).toEqual({ name: 'Tom', occupation: 'Farmer' });
    expect(identity('Ana Lima, who runs a bakery called Crumbs')).toEqual({ name: 'Ana Lima', occupation: 'Bakery Owner' });
    expect(identity('Priya Shah, a parent whose daughter Anika is in Year 6').name).toBe('Priya Shah');
  });

  it('reads a job noun that modifies a thing as part of that thing, not as the job', () => {
    expect(identity('Nora Quinn, 28, PhD student in private law at the University of Bristol, anxious').occupation).toBe('PhD Student');
    expect(identity('Leo Grant, 27, works in private equity in London').occupation).toBeNull();
    expect(identity('Tom Reed, 40, marine engineer on the Hull ferries').occupation).toBe('Marine Engineer');
    expect(identity('Ben Ash, 61, retired police officer from Leeds').occupation).toBe('Retired Police Officer');
  });

  it('reads "named" and "called" when they name a person', () => {
    expect(identity('A night nurse called Ana Costa who hates double shifts').name).toBe('Ana Costa');
    expect(identity('The customer is called Marek').name).toBe('Marek');
  });

  it('gives the business owned, not the animal: "owner of a restaurant", never "owner of a horse"', () => {
    expect(identity('Maria, the owner of a small bakery').occupation).toBe('Bakery Owner');
    expect(identity('Sam, a chef and owner of a cafe called Dot')).toEqual({ name: 'Sam', occupation: 'Chef' });
    expect(identity('Jo, a retired teacher who owns a horse called Dusty').occupation).toBe('Retired Teacher');
  });

  it('reads a job that follows the opening age, and a freelance worker as the noun they are', () => {
    expect(identity('Oliver Grant, 24, junior software tester from Nottingham, polite and organised').occupation).toBe('Junior Software Tester');
    expect(identity('Ewan Fraser, 36, freelance illustrator from Glasgow, works alone from home').occupation).toBe('Illustrator');
    expect(identity('Nia Hughes, a freelance journalist in Cardiff').occupation).toBe('Journalist');
    expect(extractFacts('Ewan Fraser, 36, freelance illustrator from Glasgow').isSelfEmployed).toBe(true);
    expect(identity('Owen Lloyd, 31, groom-to-be and primary school PE teacher from Swansea').occupation).toBe('Primary School PE Teacher');
  });

  it('does not take a name for a job or a place', () => {
    const facts = extractFacts('Ana Lima, who runs a bakery called Crumbs');
    expect(facts.country).toBeNull();
    expect(identity('Thomas Weber, 57, a proud German plant manager in Stuttgart').occupation).toBe('Plant Manager');
  });
});

describe('[GENERATION] where the character works and lives, as the prompt states it', () => {
  it('never takes a relative’s school or workplace for the character’s own', () => {
    expect(extractFacts('Mei Tan, 38, nurse in Bristol, mother of Ravi in Year 3 at Oakfield Primary, calm').organization).toBeNull();
    expect(extractFacts('Mei Tan, 38, nurse, whose son is at Oakfield Primary, calm').organization).toBeNull();
    expect(extractFacts('Mei Tan, 38, nurse at Southmead Hospital, mother of Ravi in Year 3, calm').organization).toBe('Southmead Hospital');
  });

  it('keeps a town the dictionary knows as a place, so no place is made up from the name', () => {
    const facts = extractFacts('Olu Adeyemi, 33, baker at a bakery in Gloucester, cheerful');
    expect(facts.hometown).toBe('Gloucester');
    expect(generatePersonaOffline({ name: 'Olu Adeyemi', prompt: 'Olu Adeyemi, 33, baker at a bakery in Gloucester, cheerful', fileTexts: [] }, new Date('2026-03-15T12:00:00Z')).hometown).toBe('Gloucester');
  });
});

describe('[GENERATION] the age of the person described, never a relative’s', () => {
  const age = (text: string) => extractFacts(text).age;

  it('skips an age said of someone named by their relation to another', () => {
    expect(age("Kofi Adjei's mother, who is 79, missed her hip operation on Monday.")).toBeNull();
    expect(age('Lena Fischer cares for her 86-year-old grandmother and works nights.')).toBeNull();
    expect(age('Lena Fischer, 44, has a son, 19, at university.')).toBe(44);
    expect(age('His daughter, 17, starts college soon. Dev Patel is 48.')).toBe(48);
  });

  it('still reads the person’s own age however it is said', () => {
    expect(age('Maria, 52, runs a bakery.')).toBe(52);
    expect(age('She is a 45-year-old mother of two.')).toBe(45);
    expect(age('Tom is 34 and his father is 70.')).toBe(34);
  });
});
