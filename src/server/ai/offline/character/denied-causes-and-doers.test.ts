// Questions a person asks once a created scenario's facts are out, read by meaning: "why can't you…?" answered by the
// fact whose effect denies the same doing ("…, so I cannot park further away"), a reason said whole with its cause, a
// date chosen by a word further back in its sentence when the words beside the dates decide nothing, and "who is doing
// the driving?" answered with the driver, a doing naming its doer through the verb both come from; and of a figure that
// happened and one that "would have been", the one the question's own mood asks for; a place named by a common noun
// ("in the changing room") answering "where…?"; and "how long was it supposed to take?" read by its plan, never by the
// "take" of another fact ("I have taken three days off").
import { describe, expect, it } from 'vitest';
import { converse } from './conversation.test-helpers.ts';
import { deniedDoings, detailAskedFor, meaningMatches, placesByNoun, reasonParts } from './fact-meaning.ts';
import { briefOfCase, type DescribedCase } from './facts-in-other-words.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';
import { gistFor } from './restating.ts';

const TICKET: DescribedCase = {
  id: 'ticket-carer',
  title: 'Resident with a parking ticket',
  aiRole: 'Resident',
  myRole: 'Council officer',
  description:
    'Omar Said has lived on Mill Lane in Derby for six years. He got a £50 parking ticket on 3 May because his permit was renewed late. He looks after his mother, who is 90, so he cannot park far from the door. My goal: explain the appeal.',
  questions: [],
};

describe('a "why" about a doing denied', () => {
  it('reads ", so" as a result: the cause went before it', () => {
    expect(reasonParts('I look after my mother, so I cannot park far from the door.')).toEqual({ effect: ' I cannot park far from the door.', cause: 'I look after my mother' });
    // "so far", "so much": no result.
    expect(reasonParts('I have paid £50 so far.')).toBeNull();
  });

  it('finds the verbs a text says are not done', () => {
    expect([...deniedDoings('so I cannot park far from the door')]).toEqual(['park']);
    expect([...deniedDoings('I park by the door')]).toEqual([]);
  });

  it('answers "why can\'t you…?" with the fact whose effect denies the same doing, not one that only names it', () => {
    const knowledge = knowledgeOf({ brief: briefOfCase(TICKET), glossary: [], facts: [] });
    expect(meaningMatches("Why can't you just park somewhere else?", knowledge)[0]?.topic.answer).toMatch(/mother/);
    // A "why" about what the ticket was for is still the ticket's cause.
    expect(meaningMatches('Why did you get the ticket?', knowledge)[0]?.topic.answer).toMatch(/renewed late/);
  });
});

describe('a reason said again keeps its cause', () => {
  it('says a "because" clause whole, not cut where a phrase starts', () => {
    expect(gistFor('Why did it shrink?', 'The jacket had shrunk, because it was pressed at the wrong temperature.')).toBe('because it was pressed at the wrong temperature');
  });
});

describe('the detail a question points to, by a word further back', () => {
  it('takes the date whose stretch of the sentence holds the word asked, when the words beside each decide nothing', () => {
    const answer = 'The invoice arrived on 4 June at the office, because the order was sent late by the supplier after I paid online on 20 May.';
    expect(detailAskedFor('When did you order it?', answer, ['4 June', '20 May'])).toBe(1);
    // The words beside a date still decide first.
    expect(detailAskedFor('When did the invoice arrive?', answer, ['4 June', '20 May'])).toBe(0);
  });

  it('answers "who is doing the driving?" with the driver, not the firm named first', () => {
    const answer = 'I booked Brightside Removals in March, and the driver Sam Cole turned up three hours late.';
    expect(detailAskedFor('Who was doing the driving?', answer, ['Removals', 'Cole'])).toBe(1);
  });
});

describe('a figure that did not happen', () => {
  const answer = 'I was billed £480 as a private patient, when the NHS charge would have been £306.80.';

  it('answers a question after what happened with the figure that did', () => {
    expect(detailAskedFor('How much were you charged for the crown?', answer, ['£480', '£306.80'])).toBe(0);
  });

  it('answers a question after what would have been with the figure that would', () => {
    expect(detailAskedFor('What should it have cost on the NHS?', answer, ['£480', '£306.80'])).toBe(1);
    expect(detailAskedFor('What would the NHS price have been?', answer, ['£480', '£306.80'])).toBe(1);
  });
});

const SCHOOL_BAG: DescribedCase = {
  id: 'bag-found',
  title: 'Parent whose son lost his bag',
  aiRole: 'Parent',
  myRole: 'Centre manager',
  description:
    "Nina Patel's son lost his school bag after his swimming lesson on 2 June. The staff told her nothing had been handed in, but the bag was found in the changing room three days later. She had already paid £45 for a new one. My goal: apologise.",
  questions: [],
};

describe('a place named by a common noun', () => {
  it('reads a preposition and a noun WordNet files as a place, and nothing else', () => {
    expect(placesByNoun('The bag was found in the changing room three days later.').map((place) => place.text)).toEqual(['in the changing room']);
    expect(placesByNoun('It was held at the depot for a week.').map((place) => place.text)).toEqual(['at the depot']);
    expect(placesByNoun('In the end I paid it.')).toEqual([]);
    expect(placesByNoun('It came in a different colour.')).toEqual([]);
  });

  it('answers "where did it turn up?" with it', () => {
    const brief = briefOfCase(SCHOOL_BAG);
    const knowledge = knowledgeOf({ brief, glossary: [], facts: [] });
    expect(meaningMatches('Where did it turn up in the end?', knowledge)[0]?.topic.answer).toMatch(/changing room/);
    // Told already, the place is said again on its own.
    const { replies } = converse(brief, ['When was the bag found?', 'Where did it turn up in the end?']);
    expect(replies[1]).toMatch(/in the changing room/i);
  });
});

const EXTENSION: DescribedCase = {
  id: 'extension-late',
  title: 'Homeowner with an unfinished extension',
  aiRole: 'Homeowner',
  myRole: 'Site manager',
  description:
    'Paul Hart paid Brickwise Builders £12,000 for an extension, which they promised to finish in six weeks. Ten weeks on, the roof is still open. Paul has taken three days off work to let the builders in. My goal: agree a finish date.',
  questions: [],
};

describe('how long something was to take', () => {
  it('reads "take" in a question of how long as the length asked for, not as a doing of another fact', () => {
    const knowledge = knowledgeOf({ brief: briefOfCase(EXTENSION), glossary: [], facts: [] });
    expect(meaningMatches('How long was it supposed to take?', knowledge)[0]?.topic.answer).toMatch(/six weeks/);
    // "take" still names a doing when the question asks for no length.
    expect(meaningMatches('What did you have to take off work?', knowledge)[0]?.topic.answer).toMatch(/three days/);
  });
});
