// A question is answered from what the description states, read by kind and by grammar rather than by the words it
// shares: what a thing held ("It held …" after the sentence naming it), a photo as proof (a record, by WordNet's
// definitions), the errand a "while" clause tells as the reason for a doing, a call or an email as a contact made
// before, and a reported undertaking as what the character was told. Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const OPENING = 'Hello, thanks for coming in.';

describe('what a thing held', () => {
  const allotment = () =>
    quickCharacter(
      'Break-in at the allotment',
      'Allotment holder',
      'Council parks officer',
      'Frank Osei has rented plot 12 at Hill Lane allotments for eight years. His shed was broken into on 4 March. It held a petrol mower and his father’s old tools. The lock the council fitted last year was easy to force. He wants a stronger lock and help with the cost of a new mower.',
    );

  it('is told by the fact whose "it" is the thing asked about and whose verb is of containing', () => {
    const { replies } = converse(allotment(), [OPENING, 'What was in the shed?']);
    expect(replies.at(-1)).toMatch(/\bmower\b/);
  });
});

describe('proof asked for', () => {
  const cleaner = () =>
    quickCharacter(
      'Shrunken wedding dress',
      'Customer',
      'Dry cleaner',
      'Amara Bello took her silk dress to Pressed & Proper on 2 May for a wedding on 18 May. When she collected it the hem had shrunk by five centimetres. She took a photo of the label and the dress before she handed it in. She wants the £180 the dress cost.',
    );

  it('is answered by the photo the character took, a record of what was', () => {
    const { replies } = converse(cleaner(), [OPENING, 'What proof have you got?']);
    expect(replies.at(-1)).toMatch(/\bphoto\b/);
    expect(replies.at(-1)).not.toMatch(/some other time|rather stick|another time|not today/i);
  });
});

describe('a reason told by a "while" clause', () => {
  const driver = () =>
    quickCharacter(
      'Warning for a van on the pavement',
      'Delivery driver',
      'Depot manager',
      'Jay Patel drives a van for Brightway Appliances. On 9 October he got a warning for leaving the van on the pavement in Elm Street while he was carrying a fridge up to a third-floor flat. The street has no loading bay. He wants the warning taken off his record.',
    );

  it('is the errand the doing served, asked by a question that shares no word with it', () => {
    expect(converse(driver(), [OPENING, 'Why did you stop there?']).replies.at(-1)).toMatch(/\bcarrying a fridge\b/);
  });

  it('is the clause said again when the fact was told already', () => {
    const { replies } = converse(driver(), [OPENING, 'What happened on 9 October?', 'Why did you leave the van there?']);
    expect(replies.at(-1)).toMatch(/\bcarrying a fridge\b/);
  });
});

describe('a contact made before', () => {
  const parent = () =>
    quickCharacter(
      'Bus pass not renewed',
      'Parent',
      'School office manager',
      'Helen Ward’s son Toby, 13, has taken the school bus for two years. His pass was not renewed in September and he has been walking two miles each way. She emailed the school office twice in September. She wants the pass sorted this week.',
    );

  it('is told by the fact of a doing of its kind ("emailed" for "contacted")', () => {
    const { replies } = converse(parent(), [OPENING, 'Have you contacted us about this before?']);
    expect(replies.at(-1)).toMatch(/\bemailed the school office twice\b/);
  });

  it('is no answer to whether someone has tried something no fact holds, which stays small talk', () => {
    const trainee = quickCharacter(
      'Feedback on a first report',
      'Graduate trainee',
      'Team leader',
      'Sam Okafor is a graduate trainee in the finance team. His first quarterly report failed the audit check with three wrong totals. He worked on it for two weeks, including a weekend. He wants a chance to explain.',
    );
    const { replies } = converse(trainee, ['Have you tried the new noodle bar by the station?']);
    // Put off as small talk first, whatever fact leads back to the matter after it.
    expect(replies.at(-1)).not.toMatch(/^(?:I worked|My first)\b/);
  });
});

describe('what the character was told', () => {
  const tenant = () =>
    quickCharacter(
      'Boiler still broken',
      'Tenant',
      'Letting agent',
      'Marek Zielinski rents a flat on Quay Road from Harbour Lettings. His boiler broke on 12 January. The agent promised him an engineer within three days. Nobody has come and he has had no hot water for two weeks. He wants the boiler fixed and a rent reduction for the weeks without it.',
    );

  it('is the undertaking the other side reported', () => {
    const { replies } = converse(tenant(), [OPENING, 'What were you told?']);
    expect(replies.at(-1)).toMatch(/\bpromised me an engineer within three days\b/);
  });
});
