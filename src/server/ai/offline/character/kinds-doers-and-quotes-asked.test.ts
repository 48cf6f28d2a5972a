// Questions a person asks in their own words, on fields no evaluation set covers: an animal asked by its kind ("the
// horse" of "my mare Juniper"), whether anyone did something ("Did anyone ring you?" and "Nobody phoned me"), a quoted
// figure asked for once more, and a want joined to a sentence that first says something else.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('[AI] built-in character: things asked by their kind, and doings asked of anyone', () => {
  it('answers "the horse" from the fact that names the mare, never as small talk about the owner', () => {
    const ruth = quickCharacter('Livery fees', 'Horse owner', 'Yard manager', 'Ruth Ellis keeps her mare Juniper at Hillside Livery for £420 a month. In May the yard added a £60 feed charge without notice. She wants the feed charge dropped.');
    const reply = converse(ruth, ['Hello Ruth.', "What's the horse called?"]).replies[1]!;
    expect(reply).toContain('Juniper');
    expect(reply).not.toMatch(/^(?:Not today|Later, maybe|That can wait|Maybe another time)/);
  });

  it('answers whether anyone did something from the fact that says nobody did, in other words', () => {
    const amara = quickCharacter('Sent home from school', 'Parent', 'Head of year', "Amara Osei's son Leo, 12, was sent home at 11am on Tuesday with a temperature and walked home alone. The school's policy says a parent is told first. Nobody phoned her. She wants a call before any child is sent home.");
    const reply = converse(amara, ['Hi Amara, thanks for coming in.', 'Did anybody call you at all?']).replies[1]!;
    expect(reply).toMatch(/Nobody phoned me/);
  });
});

describe('[AI] built-in character: what it wants, and a figure asked for once more', () => {
  it('names the thing its want asks for as the matter, though the tagger misreads it or the facts call it otherwise', () => {
    const mia = quickCharacter('Library fine', 'Library member', 'Branch librarian', 'Mia Lopez was charged a £12 library fine for a book she returned on 3 June, the day it was due. She has the receipt from the returns desk. She wants the fine cancelled.');
    expect(mia.outcome.requires.map((want) => want.label)).toContain('the fine cancelled');
    expect(converse(mia, []).messages[0]!.content).toMatch(/\bthe fine\b/);
  });

  it('says a quoted figure again when asked for once more, not a concern', () => {
    const nia = quickCharacter('Roof repair bill', 'Homeowner', 'Roofing firm manager', 'Nia Grant was quoted £1,900 for a roof repair in April and paid a £400 deposit. The final invoice came to £2,650 with no explanation. She wants the invoice brought back to the quote.');
    const { replies } = converse(nia, ['Hello Nia.', 'What were you quoted?', 'Sorry, what were you quoted again?']);
    expect(replies[1]).toMatch(/£1,900/);
    expect(replies[2]).toMatch(/£1,900/);
    expect(replies[2]).not.toMatch(/pass me from one person to the next/);
  });
});

describe('[AI] built-in character: someone else’s age', () => {
  it('answers "How old…?" of another from the fact that states an age, in other words than its own', () => {
    const noor = quickCharacter('Nursery place', 'Parent', 'Nursery manager', "Noor Haddad's twins, aged 3, started at Little Acorns in January. Since March their key worker has changed four times. Noor wants one key worker kept until September.");
    const reply = converse(noor, ['Hello Noor.', 'Has the key worker changed much?', 'How old are the kids?']).replies[2]!;
    expect(reply).toMatch(/\b3\b/);
    expect(reply).not.toMatch(/^(?:Not today|Later, maybe|That can wait|Maybe another time)/);
  });
});

describe('[AI] built-in character: a clock time asked of a fact that also holds a date', () => {
  it('says the time, not the date the clause before names', () => {
    const sam = quickCharacter('Shift change', 'Warehouse picker', 'Shift manager', 'Sam Ortiz has worked the early shift at the Crewe depot for two years. From 6 May his shift moves to the late rota, and his son finishes nursery at 5.30pm. He wants to stay on earlies until the summer.');
    const reply = converse(sam, ['Hi Sam.', 'When does the rota change?', 'What time does your son finish nursery?']).replies[2]!;
    expect(reply).toMatch(/5\.30pm/);
    expect(reply).not.toMatch(/6 May at 5\.30pm/);
  });
});

describe('[AI] built-in character: a place told, asked for again', () => {
  it('says the place a sentence already told, a house number and all', () => {
    const dev = quickCharacter('Clamped van', 'Courier', 'Parking services officer', 'Dev Patel had his van clamped outside 22 Mill Street on 4 June while he carried a parcel up to a flat. He paid £150 to have it released. He wants the £150 refunded.');
    const reply = converse(dev, ['Morning, Mr Patel.', 'Where was the van?']).replies[1]!;
    expect(reply).toMatch(/outside 22 Mill Street/i);
  });
});

describe('[AI] built-in character: a figure pointed back to after another was said', () => {
  it('says the quoted figure again, though a bill was the last thing said', () => {
    const nia = quickCharacter('Roof repair bill', 'Homeowner', 'Roofing firm manager', 'Nia Grant was quoted £1,900 for a roof repair in April and paid a £400 deposit. The final invoice came to £2,650 with no explanation. She wants the invoice brought back to the quote.');
    const lines = ['Hello Nia.', 'What were you quoted?', 'What did the final invoice come to?', 'You said you were quoted a price, what was it again?'];
    expect(converse(nia, lines).replies[3]).toMatch(/£1,900/);
  });
});
