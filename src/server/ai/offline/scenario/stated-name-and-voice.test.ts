// The character keeps the name the person wrote, wherever the description gives it: opening the description in any
// alphabet's letters, or in apposition after what they are to the learner ("my neighbour, Gwen Roberts, …"); and
// only what refers to the character is put in the first person ("lets her work from home" is "lets me work", never
// "lets my work"). Descriptions of this file's own, in fields no evaluation set uses.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { extractFacts } from '../persona/extract-facts.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { toCharacterVoice } from './voice.ts';
import { converse, quickCharacter } from '../character/conversation.test-helpers.ts';

describe('the name the description gives the character', () => {
  it('reads a name in apposition after a noun for a kind of person, never after a thing', () => {
    expect(extractFacts('My lodger, Bronwen Pryce, has kept a parrot in the attic since March.').personName).toBe('Bronwen Pryce');
    expect(extractFacts('Our choirmaster Ørjan Dahl moved the concert to 9 May.').personName).toBe('Ørjan Dahl');
    expect(extractFacts('The ferry pilot, Łucja Wróbel, refused to sail in fog.').personName).toBe('Łucja Wróbel');
    // A boat, a shop or a storm called by a name is nobody.
    expect(extractFacts('Our boat, Saucy Sue, needs a new mast.').personName).toBeNull();
    expect(extractFacts('The bakery Crumbs opens at six.').personName).toBeNull();
    // Someone the character is related to is not the character.
    expect(extractFacts('A night porter whose supervisor, Dafydd Rees, cut his hours in May.').personName).toBeNull();
    expect(extractFacts('A night porter on the ferry. He reports to the purser, Dafydd Rees.').personName).toBeNull();
  });

  it('gives a character named after a relation its stated name and its own sentences in the first person', () => {
    const lodger = quickCharacter(
      'Parrot in the attic',
      'Lodger',
      'Householder',
      'My lodger, Bronwen Pryce, says her parrot Captain only squawks before 7am and that my dog barks far more. She pays £410 a month. My goal: agree the parrot moves to her own room.',
    );
    expect(lodger.identity.name).toBe('Bronwen Pryce');
    const answers = lodger.facts.map((fact) => fact.answer).join(' ');
    expect(answers).toContain('My parrot Captain only squawks before 7am and your dog barks far more.');
    expect(answers).not.toMatch(/Bronwen|lodger, me|\bme, says/);
  });

  it('never takes a name owning the thing a verb takes for the character ("hired St Brigid\'s parish centre")', () => {
    const caretaker = quickCharacter(
      'Wedding fair locked out',
      'Caretaker',
      'Event organiser',
      "For three years I have hired St Brigid's parish centre in Kilkenny for our spring wedding fair. The caretaker is Pádraig Doyle, 61, who locked the doors at 4pm on 12 April while twenty exhibitors were still packing up. My goal: agree later closing for next year.",
    );
    expect(caretaker.identity.name).toBe('Pádraig Doyle');
  });

  it('reads "who\'s" after the name as the verb it stands for, so the clause is said whole in the first person', () => {
    const potter = quickCharacter(
      'Kiln space withdrawn',
      'Studio member',
      'Studio manager',
      "This one is about Oksana Hrytsenko, who's one of our longest-standing members, and who's been firing her pots in our shared kiln since 2019. We withdrew her Tuesday kiln slot in March. My goal: find her another slot.",
    );
    expect(potter.identity.name).toBe('Oksana Hrytsenko');
    const answers = potter.facts.map((fact) => fact.answer).join(' ');
    expect(answers).toMatch(/\bI(?:'m| am) one of your longest-standing members\b/);
    expect(answers).not.toMatch(/\bI ['’]|\bI ['’]s\b/);
  });

  it('says its name, never a job nobody stated, when the role is typed as a name', () => {
    const keeper = quickCharacter('Buying the lighthouse lamp', 'Efa Llwyd', 'Collector', 'She is selling the old lighthouse lamp from Ynys Lawd for £1,450. My goal: pay £1,100.');
    expect(keeper.identity.name).toBe('Efa Llwyd');
    expect(keeper.facts.map((fact) => fact.answer).join(' ')).not.toMatch(/not stated/i);
    const { replies } = converse(keeper, ['Hello, who am I speaking to?', 'What do you do for a living?', 'Tell me about yourself.', "Sorry, what's your name again?"]);
    expect(replies.join(' ')).not.toMatch(/not stated|\bEfa:/i);
    expect(replies.filter((reply) => reply.includes('Efa')).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a name with letters outside ASCII as written', () => {
    const pilot = quickCharacter('Sailing in fog', 'Ferry pilot', 'Harbour master', 'Łucja Wróbel steers the island ferry and refused the 6am crossing on 3 November because of fog. My goal: agree when she sails in poor visibility.');
    expect(pilot.identity.name).toBe('Łucja Wróbel');
  });

  it('reads a name no list holds when a verb follows it, never a firm that does the same', () => {
    const keeper = quickCharacter('Mooring fees', 'Boat owner', 'Marina manager', 'Ásgeir Þórsson rents berth 14 for his ketch and owes £1,240 in mooring fees since April. My goal: agree a payment plan.');
    expect(keeper.identity.name).toBe('Ásgeir Þórsson');
    expect(keeper.facts.map((fact) => fact.answer)).toContain('I rent berth 14 for my ketch and owe £1,240 in mooring fees since April.');
    const firm = quickCharacter('Mooring fees', 'Boat owner', 'Marina manager', 'Harbour Lights rents kayaks to tourists and owes £1,240 in mooring fees since April. My goal: agree a payment plan.');
    expect(firm.identity.name).not.toBe('Harbour Lights');
  });
});

describe('only what refers to the character is put in the first person', () => {
  const ruth = { name: 'Ruth Okoye', firstName: 'Ruth', gender: 'Female' as const };

  it('drops the reporting frame of a second clause with the first, and keeps "that" where it is the subject', () => {
    expect(toCharacterVoice('Ruth says the desk was booked twice and that nobody warned her.', ruth)).toBe('The desk was booked twice and nobody warned me.');
    expect(toCharacterVoice('Ruth says the desk was booked twice and that is why she left.', ruth)).toBe('The desk was booked twice and that is why I left.');
  });

  it('reads "her" after a verb of giving as the one who receives, unless she is the giver', () => {
    expect(toCharacterVoice('A rival studio offered her studio time at half the rate.', ruth)).toBe('A rival studio offered me studio time at half the rate.');
    expect(toCharacterVoice('The agency still owes her three weeks of pay.', ruth)).toBe('The agency still owes me three weeks of pay.');
    expect(toCharacterVoice('Ruth offered her spare desk to the new hire.', ruth)).toBe('I offered my spare desk to the new hire.');
  });

  it('reads "her" before a sum as hers when a noun follows the sum, and as the one charged otherwise', () => {
    expect(toCharacterVoice('The agency kept £450 of her £1,200 deposit.', ruth)).toBe('The agency kept £450 of my £1,200 deposit.');
    expect(toCharacterVoice('The agency kept her £1,200 deposit.', ruth)).toBe('The agency kept my £1,200 deposit.');
    expect(toCharacterVoice('The cleaners charged her £50 for the oven.', ruth)).toBe('The cleaners charged me £50 for the oven.');
    expect(toCharacterVoice('The cleaners charged her £50.', ruth)).toBe('The cleaners charged me £50.');
    // Her own doing to her own sum: "She has paid her £90 fee" is "I have paid my £90 fee".
    expect(toCharacterVoice('She has paid her £90 membership fee but wants the locker refunded.', ruth)).toMatch(/^I have paid my £90 membership fee/);
  });

  it('reads "her" before a verb after "let", "make" or "help" as the one who does it', () => {
    expect(toCharacterVoice('A rival studio lets her work from home two days a week.', ruth)).toBe('A rival studio lets me work from home two days a week.');
    expect(toCharacterVoice('The night manager made her wait until midnight.', ruth)).toBe('The night manager made me wait until midnight.');
    // Where a noun follows, it is still hers.
    expect(toCharacterVoice('The studio lets her equipment stay overnight.', ruth)).toBe('The studio lets my equipment stay overnight.');
  });
});

describe('a pronoun is the character by what it refers to, not by its gender alone', () => {
  const ruth = { name: 'Ruth Okoye', firstName: 'Ruth', gender: 'Female' as const };
  const owen = { name: 'Owen Baird', firstName: 'Owen', gender: 'Male' as const };

  it('reads "her" before a name as hers, whatever else the name may be read as', () => {
    expect(toCharacterVoice('Ruth parked her Ford Fiesta outside the depot on 2 May.', ruth)).toBe('I parked my Ford Fiesta outside the depot on 2 May.');
  });

  it('reads "her" where a clause’s subject stands as hers: an object pronoun is never a subject', () => {
    expect(toCharacterVoice('Her booking vanished from the system on 3 May.', ruth)).toBe('My booking vanished from the system on 3 May.');
    expect(toCharacterVoice('The desk was given away because her booking vanished.', ruth)).toBe('The desk was given away because my booking vanished.');
  });

  it('leaves every pronoun of a clause to the character when its subject cannot be what the pronoun refers to', () => {
    // A thing is no one: "her" and "his" in its clause are the character's.
    expect(toCharacterVoice('Her badge was cancelled because her contract ended early.', ruth)).toBe('My badge was cancelled because my contract ended early.');
    expect(toCharacterVoice('His van was towed because his permit had lapsed.', owen)).toBe('My van was towed because my permit had lapsed.');
    // A man is not "her": the one he lets use his garage is the character.
    expect(toCharacterVoice('Her landlord Gareth has been letting her use his garage.', ruth)).toBe('My landlord Gareth has been letting me use his garage.');
  });
});

describe('the organisation the character speaks for is where they work, never a place the description names', () => {
  it('never takes a school a parent speaks of for the parent’s workplace', () => {
    const parent = quickCharacter(
      'Pupil left off a trip',
      'Parent',
      'School business manager',
      'Mei Tan is a nurse. Ravi was left off the Year 3 trip to the zoo because his deposit was marked as unpaid, although Mei paid it on 2 March. The school office told her the trip is full. The coach leaves at 8am from the school gates. My goal: get Ravi back on the trip.',
    );
    expect(parent.identity.organisation).toBe('');
  });

  it('says the organisation as "we" only where a verb follows it', () => {
    const ruth = { name: 'Ruth Okoye', firstName: 'Ruth', gender: 'Female' as const, organisation: 'the school' };
    expect(toCharacterVoice('The school office told her the trip is full.', ruth)).toBe('The school office told me the trip is full.');
    expect(toCharacterVoice('The school has changed the coach time.', ruth)).toBe('We have changed the coach time.');
  });
});

describe('a name inside a sentence is the character’s organisation only after a verb of belonging', () => {
  it('reads "her poodle Biscuit" as the dog, not where the owner belongs', () => {
    const generated = generateScenarioOffline(
      quickScenario(
        'Groomer cut the dog too short',
        'Dog owner',
        'Salon manager',
        'Harriet Okoye brought her poodle Biscuit to Paws & Suds on 2 March for a trim and paid £48. She wants a full refund and a free coat for Biscuit. My goal: keep her as a customer.',
      ),
    );
    expect(generated.brief.character.identity.organisation ?? '').not.toMatch(/Biscuit/);
    const { replies } = converse(generated.brief.character, ['Who are you, and what do you do?']);
    expect(replies[0]).not.toMatch(/\bat Biscuit\b/);
  });
});
