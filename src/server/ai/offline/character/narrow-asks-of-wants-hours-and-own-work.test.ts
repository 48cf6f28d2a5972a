// Narrow questions put to characters of other fields (swimming clubs, hospital wards, warehouses, driving schools): a
// doing asked about in the past is told by the fact that it happened, not by a want sharing its count; an hour said
// alone after "at" is a time of day, and "What time…?" is never answered with a month; a "so" clause of purpose is why
// a want is wanted; and the doing a job is named for, asked of the character, is answered by who they are.
import { describe, expect, it } from 'vitest';
import { quantitiesIn } from '../../language/quantities.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const SWIMMER = quickCharacter(
  'Swimming classes cancelled',
  'Club member',
  'Club manager',
  'Rosa Lind is a member of the Eastside swimming club. You cancelled six swimming classes this term without notice. ' +
    'She wants the six classes refunded (£12 each) or made up before the summer. My goal: keep Rosa as a member.',
);

const WARD_NURSE = quickCharacter(
  'Nurse asking for a shift change',
  'Staff nurse',
  'Ward manager',
  'Ama Owusu is a staff nurse on the surgical ward. She wants to finish at 6 instead of 8 from March so she can collect her son from nursery. My goal: agree a rota that keeps the ward covered.',
);

const DRIVING_INSTRUCTOR = quickCharacter(
  'Driving instructor short of hours',
  'Driving instructor',
  'Driving school manager',
  'Tom Reid is a driving instructor with our school. He has had four cancellations this week. He wants Saturday lessons. My goal: agree his hours.',
);

describe('narrow questions of wants, hours and the character’s own work', () => {
  it('answers a count of what happened with the fact that it happened, not the want that shares the count', () => {
    // "miss" is a kind of wanting in WordNet's second sense, which drew the want.
    const { replies } = converse(SWIMMER, ['How many classes did you miss?']);
    expect(replies[0]).toMatch(/^(?:\w+ )*?you cancelled six swimming classes/i);
  });

  it('reads an hour said alone after "at" as a time of day where another hour or the days it falls on follow', () => {
    expect(quantitiesIn('I want to finish at 6 instead of 8 from March.').map((quantity) => [quantity.kind, quantity.value])).toEqual([
      ['time', '18:00'],
      ['time', '08:00'],
    ]);
    expect(quantitiesIn('The van leaves at 9 every morning.')[0]).toMatchObject({ kind: 'time', value: '09:00' });
    expect(quantitiesIn('He left school at 16 and started ballet at 7.').map((quantity) => quantity.kind)).toEqual(['number', 'number']);
  });

  it('answers "What time…?" with the hour, never the month the change starts in', () => {
    const { replies } = converse(WARD_NURSE, ['When do you want the change?', 'What time do you want to finish?']);
    expect(replies[1]).toMatch(/\b6\b/);
    expect(replies[1]).not.toMatch(/March/);
  });

  it('gives a "so" clause of purpose as why the want is wanted', () => {
    const { replies } = converse(WARD_NURSE, ['What are you asking for?', 'Why do you want to finish earlier?']);
    expect(replies[1]).toMatch(/so I can collect my son from nursery/i);
  });

  it('answers the doing a job is named for, asked of the character, with who they are', () => {
    const { replies } = converse(DRIVING_INSTRUCTOR, ['What do you teach?']);
    expect(replies[0]).toMatch(/driving instructor/i);
    expect(replies[0]).not.toMatch(/no idea|cancellations/i);
  });
});
