// "What hours are you after?" asks for the span of hours the character asked for ("8 am to 2 pm"), which a fact with a
// single time that something else needs ("The home needs two carers on the floor until 8 pm") does not hold; "What
// caused the change?" asks for the cause a ", so" said first; "Who else goes early?" asks for people, which a day of the
// week said for every one of it ("on Tuesdays") never names. Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter, replyTo } from './conversation.test-helpers.ts';
import { clockRangesIn } from '../../language/quantities.ts';

const carer = () =>
  quickCharacter(
    'Shift pattern change',
    'Care assistant, Priya Nair',
    'Home manager',
    'Priya Nair has worked as a care assistant at Elm House for three years. Her husband has started night shifts at the depot, so she has asked to work 8 am to 2 pm on weekdays. The home needs two carers on the floor until 8 pm every evening. Three of the carers already start at 10 am on Saturdays.',
  );

const driver = () =>
  quickCharacter(
    'Route change request',
    'Bus driver, Alan Pike',
    'Depot manager',
    "Alan Pike has driven buses for Metroline for eleven years. His daughter's nursery now opens at 8 am and shuts at 6 pm, so he has asked to drive 9 am to 5 pm on the town routes. The early routes need a driver at the depot by 5.30 am.",
  );

const pharmacist = () =>
  quickCharacter(
    'Earlier finish request',
    'Pharmacy assistant, Leah Grant',
    'Store manager',
    "Leah Grant has been a pharmacy assistant at Carters Chemist for five years. Her son's school has moved its finishing time to 3 pm, so she has asked to leave at 2.30 pm on Tuesdays and Fridays. Two of the counter staff already go home at 2 pm. The dispensary has to be covered until 6 pm.",
  );

describe('hours asked for', () => {
  it('reads times of day joined by "to" as a range of hours, with or without "from"', () => {
    expect(clockRangesIn('she has asked to work 8 am to 2 pm on weekdays')).toEqual(['8 am to 2 pm']);
    expect(clockRangesIn('open from 9am until 5.30pm, Monday to Saturday')).toEqual(['from 9am until 5.30pm']);
    expect(clockRangesIn('The home needs two carers on the floor until 8 pm every evening.')).toEqual([]);
  });

  it('are the hours the character asked for, not a time something else needs, and said again as the range', () => {
    const { replies } = converse(carer(), ['What hours are you after?', 'Sorry, what hours did you say again?']);
    expect(replies[0]).toMatch(/8 am to 2 pm/);
    expect(replies[0]).not.toMatch(/until 8 pm/);
    expect(replies[1]).toMatch(/8 am to 2 pm/);
    expect(replies[1]).not.toMatch(/8 pm every evening/);
  });

  it('are said again as the range, not a time said beside it', () => {
    const { replies } = converse(driver(), ['What hours are you after?', 'Sorry, what hours did you say again?']);
    expect(replies[1]).toMatch(/9 am to 5 pm/);
    expect(replies[1]).not.toMatch(/6 pm/);
  });

  it('are wanted by someone: a request the character made, not a time a thing needs', () => {
    expect(replyTo(carer(), 'What time are you after?')).toMatch(/^My husband has started night shifts at the depot, so I have asked to work 8 am to 2 pm/);
  });
});

describe('a cause asked for by a verb of causing', () => {
  it('is the cause said before ", so"', () => {
    expect(replyTo(carer(), 'What caused the change?')).toMatch(/night shifts/);
    expect(replyTo(pharmacist(), "What's prompted the request?")).toMatch(/school has moved its finishing time/);
  });
});

describe('people asked for', () => {
  it('are never a day of the week said in the plural', () => {
    const reply = replyTo(pharmacist(), 'Who else goes early?');
    expect(reply).toMatch(/counter staff/);
    expect(reply).not.toMatch(/Tuesdays and Fridays/);
  });
});
