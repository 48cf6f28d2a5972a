// Whose words a created description's are: a description the character wrote in their own first person keeps their
// name and facts; a "they" or "their" in the sentence after one about the character alone is the character; a place
// name before a common noun is part of the organisation's name. Each in a field other than the ones these were found in.
import { describe, expect, it } from 'vitest';
import { quickCharacter, replyTo } from '../character/conversation.test-helpers.ts';
import { inCharactersThirdPerson } from './character-first-person.ts';

const said = (character: ReturnType<typeof quickCharacter>) => character.facts.map((fact) => fact.answer).join(' ');

describe('[GENERATION] a description the character wrote themselves', () => {
  it('keeps the name they give and says their facts as their own', () => {
    const character = quickCharacter(
      'Broken café chairs',
      'Café owner',
      'Furniture supplier sales rep',
      "My order of 40 chairs arrived with split legs. I am Olu Bankole and I open my café in Hull on Friday. I haven't had a reply to my two emails.",
    );
    expect(character.identity.name).toBe('Olu Bankole');
    expect(said(character)).toMatch(/\bMy order of 40 chairs arrived with split legs\b/);
    expect(said(character)).toMatch(/\bI open my café in Hull on Friday\b/);
    expect(said(character)).toMatch(/\bI haven't had a reply to my two emails\b/);
    expect(said(character)).not.toMatch(/\byour order\b|\bYou open\b/i);
  });

  it('says what they are when they set it beside their name', () => {
    const character = quickCharacter(
      'Overtime not paid',
      'Site foreman',
      'Payroll officer',
      "I'm Tomasz Wrona, a site foreman at Hale Build. I've waited six weeks for my overtime pay.",
    );
    expect(character.identity.name).toBe('Tomasz Wrona');
    expect(said(character)).toMatch(/\bI've waited six weeks for my overtime pay\b|\bI have waited six weeks for my overtime pay\b/);
  });

  it('leaves the learner their "I" when the writer says they are the learner, or names someone else to be the character', () => {
    const asWritten = [
      ["I'm Sarah Jones, the HR manager. Tom Baker has been late to work nine times since March.", 'HR manager', 'Team member'],
      ["I am Dan Price. Our tenant, Wiktor Nowak, has paid no rent since June.", 'Letting agent', 'Tenant'],
    ] as const;
    for (const [description, myRole, aiRole] of asWritten) expect(inCharactersThirdPerson(description, myRole, aiRole)).toBe(description);
  });
});

describe('[GENERATION] "they" and "their" for the character across sentences', () => {
  it('says a "They" after a sentence about the character alone as "I"', () => {
    const character = quickCharacter(
      'Shift swap refused',
      'Warehouse packer',
      'HR adviser',
      'Riley Morgan works nights in the packing team. Their manager has refused a shift swap. They care for a parent at weekends.',
    );
    expect(said(character)).toMatch(/\bMy manager has refused a shift swap\b/);
    expect(said(character)).toMatch(/\bI care for a parent at weekends\b/);
  });

  it('keeps "they" for a group the sentence before named', () => {
    const character = quickCharacter('Shift swap refused', 'Warehouse packer', 'HR adviser', 'Riley Morgan works nights in the packing team. The drivers come in late. They blame the traffic.');
    expect(said(character)).toMatch(/\bThey blame the traffic\b/);
  });

  it('says what is "theirs" in the learner\'s sentence as the character\'s side\'s: "our"', () => {
    const character = quickCharacter(
      'Booking system late',
      'Practice manager',
      'Software consultant',
      'Priti Desai manages Harbour Dental in Exeter. We are rebuilding their online booking system. It is a month behind.',
    );
    expect(said(character)).toMatch(/\bYou are rebuilding our online booking system\b/);
  });
});

describe('[GENERATION] "they" for the character\'s side', () => {
  it('says a "They" after a sentence about the character\'s side as "We", and their side\'s things as "our"', () => {
    const character = quickCharacter(
      'Cleaning contract renewal',
      'Facilities manager',
      'Account manager',
      'Carys Lloyd is facilities manager at Brynmor Engineering. We have cleaned their offices for three years. They pay £2,000 a month. Their directors want a cheaper quote.',
    );
    expect(said(character)).toMatch(/\bYou have cleaned our offices for three years\b/);
    expect(said(character)).toMatch(/\bWe pay £2,000 a month\b/);
    expect(said(character)).toMatch(/\bOur directors want a cheaper quote\b/);
  });
});

describe('[GENERATION] a "them" counted out of a set', () => {
  it('keeps "them" after a number or a word of quantity and "of": the things counted, never the character', () => {
    const character = quickCharacter(
      'Seedlings that never came up',
      'Allotment holder',
      'Garden centre manager',
      'Ifeoma Nwosu is a retired nurse in Stockport. She bought 30 tomato plug plants from Greenacre Garden Centre in April. Twelve of them wilted within a week, and all of them had aphids. She wants a refund.',
    );
    expect(said(character)).toMatch(/\bTwelve of them wilted within a week, and all of them had aphids\b/);
    expect(said(character)).not.toMatch(/\bof me\b/);
  });
});

describe('[GENERATION] an organisation named by a place and its common nouns', () => {
  it('keeps the nouns the place name modifies, with the article', () => {
    const character = quickCharacter('Night shifts', 'Porter', 'Shift manager', 'Ewan Baird is a porter at the Corby sorting depot. He has asked to come off night shifts.');
    expect(character.identity.organisation).toBe('the Corby sorting depot');
    expect(replyTo(character, 'Where do you work?')).toMatch(/\bthe Corby sorting depot\b/);
  });
});

describe('[GENERATION] the person a description names most', () => {
  it('counts a first name after a title as the person named, and a name word after another as a surname', () => {
    const character = quickCharacter(
      'Flooded basement after a missed service',
      'Landlord',
      'Plumbing firm owner',
      'My client, Mr Dimitri Katsaros, lets a terraced house on Elm Row. Our plumber, Sean Doyle, skipped the boiler service in January and the pipe burst in February. Sean says the booking was never confirmed. Dimitri had to rehouse his tenants for a week.',
    );
    expect(character.identity.name).toMatch(/Dimitri Katsaros/);
  });
});
