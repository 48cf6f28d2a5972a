// Times asked in other words than the brief's: "How long is left…?" and "How long until…?" ask for a length ahead,
// which the date a thing ends or happens on tells ("My lease ends on 28 February"); "How soon do you need it?",
// "What's the deadline?" and "When do you want it?" ask for the time a thing is wanted by ("…within ten days");
// "How long have you had the lease?" is told by the date it started ("My lease started in March 2023"); "When does it
// begin?" by the first day it runs from ("from 12 to 14 July"); and "How long have you been off work?" by the length
// the question's own words name, not the character's time in a club; "How long were you left waiting?" by the lapse
// between two events ("arrived two hours later"), not by a length that describes a thing ("a nine-hour flight").
import { describe, expect, it } from 'vitest';
import { quickCharacter, replyTo } from './conversation.test-helpers.ts';

const lease = quickCharacter(
  'Car lease breakdowns',
  'Car lease customer',
  'Leasing company agent',
  'Owen Price, 44, drives a Ford Focus leased from DriveNow in Swansea. His lease started in March 2023 and ends on 28 February. The car has broken down twice since September, and the last repair cost him £180. He wants a replacement car within ten days.',
);

const stall = quickCharacter(
  'Festival pitch moved',
  'Food stallholder',
  'Festival organiser',
  'Nia Jones sells crepes from a van at the Riverside Food Festival in Shrewsbury. Since May the organisers have moved her pitch three times. The festival runs from 12 to 14 July and her pitch fee is £260. She wants her old pitch back by 1 July.',
);

const cyclist = quickCharacter(
  'Pothole claim',
  'Cyclist',
  'Council claims officer',
  'Rhys Morgan has been a member of Taff Valley Cycling Club for six years. He hit a pothole on Heol Fawr on 9 October and has been off work for four weeks. He wants £850 for his bike and lost pay, and he wants the road closed until it is repaired.',
);

const diner = quickCharacter(
  'Anniversary dinner',
  'Diner',
  'Restaurant manager',
  "Chloe Adams booked a table for six at Marlow's Bistro for 8 pm on 14 February, straight after a nine-hour flight. The main courses arrived two hours later and were cold, and the bill came to £310. She sat at the bar the whole time with her guests.",
);

describe('a length ahead, told by the date a thing ends or happens on', () => {
  it('answers how long is left by the end date', () => {
    for (const line of ['How long is left on your lease?', 'How long until the lease runs out?', 'How long have you got left on the lease?']) {
      expect(replyTo(lease, line)).toMatch(/28 February/);
    }
  });

  it('answers how long until a thing happens by its date', () => {
    expect(replyTo(stall, 'How long is it until the festival?')).toMatch(/12 to 14 July/);
  });
});

describe('the time a thing is wanted by', () => {
  it('answers a deadline asked in other words by the want that holds it', () => {
    for (const line of ['How soon do you need it?', "What's the deadline?", 'When do you want the new car?']) {
      expect(replyTo(lease, line)).toMatch(/within ten days/);
    }
    expect(replyTo(stall, 'By when?')).toMatch(/by 1 July/);
  });
});

describe('a start up to now', () => {
  it('answers how long a thing of their own has run by the date it started', () => {
    expect(replyTo(lease, 'How long have you had the lease?')).toMatch(/March 2023/);
  });

  it('answers when a thing begins by the first day it runs from', () => {
    expect(replyTo(stall, 'When does the festival begin?')).toMatch(/12 to 14 July/);
  });
});

describe('a length the question names in its own words', () => {
  it('answers from that length, not the character\'s time in a club', () => {
    const reply = replyTo(cyclist, 'How long have you been off work?');
    expect(reply).toMatch(/four weeks/);
    expect(reply).not.toMatch(/six years/);
  });
});

describe('a lapse between two events', () => {
  it('answers how long a wait was by the length between them', () => {
    for (const line of ['How long were you left waiting for the food?', 'How long did it take for the mains to come?']) {
      expect(replyTo(diner, line)).toMatch(/^The main courses arrived two hours later/);
    }
  });
});
