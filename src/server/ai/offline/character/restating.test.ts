// Memory that is true: what a fact asked for again is said as, and when "As I said" may lead it.
import { describe, expect, it } from 'vitest';
import { backReference, clausesOf, figureFor, figureKindsAsked, figurePointedBack, gistFor, lacksFigureAsked, saidEarlier } from './restating.ts';
import { matterIn, withMatter } from './stock-lines.ts';

const PRICE_RISE = 'I want to raise the price of the weekly box from £210 to £255 from 3 June, because my fuel and packing costs have gone up by 12%.';

describe('[AI] built-in character: a fact said again', () => {
  it('finds the figure a learner points back to in the character\'s own lines, only when it was said', () => {
    const said = ['We booked the marquee for 120 guests at £3,900.', 'The caterer also charges a fee of £500 for the staff.'];
    expect(figurePointedBack('What was the total you said a moment ago?', said)).toBe('£3,900');
    expect(figurePointedBack('Sorry, what was the fee you mentioned?', said)).toBe('£500');
    // Nothing said holds it, or the line points back to nothing: no memory is claimed.
    expect(figurePointedBack('What was the total you said a moment ago?', ['We booked the marquee for 120 guests.'])).toBeNull();
    expect(figurePointedBack('What is the total?', said)).toBeNull();
  });

  it('asks for the figure its question word names, not one the thing it is about is measured in', () => {
    // A bill, a fee or a rent is what the question is about; "how long" and "when" say what it asks.
    expect([...figureKindsAsked('How long has the rent been unpaid?')]).not.toContain('money');
    expect([...figureKindsAsked('How long has the oldest invoice been sitting there?')]).not.toContain('money');
    expect([...figureKindsAsked('When was the fee due?')]).toEqual(['date', 'time', 'year']);
    expect([...figureKindsAsked('What was the fee?')]).toContain('money');
    expect([...figureKindsAsked('How much was the rate?')]).toEqual(['money', 'percent']);
  });

  it('says a later clause that shares the first one\'s subject with it, never as a fragment', () => {
    const night = 'I waited at the gate for three hours, paid £60 for a taxi and missed the first day of the course in York.';
    expect(gistFor('What did the taxi cost you?', night)).toBe('I paid £60 for a taxi');
    expect(gistFor('What did you miss in York?', night)).toMatch(/^I missed the first day/);
    // A subject set apart by commas is not said again: no fragment ("has swimming lessons") is cut from it.
    expect(gistFor('Does he have lessons?', 'My daughter Ava, aged nine, has piano lessons at the Hall every Monday.') ?? '').not.toMatch(/^has\b/i);
    // A clause with a subject of its own keeps it.
    expect(gistFor('What did the course lose?', 'I booked in May, but the course lost its venue in June.')).not.toMatch(/^I the course/);
  });

  it('never cuts a thing said again from what qualifies it: what was quoted is said with its figure', () => {
    expect(gistFor('What has Fenwick Motors quoted?', 'Another garage, Fenwick Motors, has quoted the same clutch job for £480.')).toMatch(/the same clutch job for £480$/);
    expect(gistFor('What did the council send?', 'The council sent two separate reminder letters about the bins.')).not.toMatch(/(?:two|separate)$/);
  });

  it('splits a fact into its clauses, keeping figures whole', () => {
    expect(clausesOf('I earn £68,000, and I have an offer of £78,000 because it is remote.')).toEqual(['I earn £68,000', 'and I have an offer of £78,000', 'because it is remote']);
  });

  it('keeps a name set between commas in the clause of the noun it names, so a reason is said whole', () => {
    const late = 'The parcel went to the wrong street because the driver, Sam Price, read the label of another order.';
    expect(clausesOf(late)).toEqual(['The parcel went to the wrong street', 'because the driver, Sam Price, read the label of another order']);
    expect(gistFor('Why did that happen?', late)).toBe('because the driver, Sam Price, read the label of another order');
    // Asked what was done, not why, the clause that gave the reason is said as what happened.
    const service = 'The shop charged £140 because the mechanic replaced the chain without asking.';
    expect(gistFor('What did you say the mechanic replaced?', service)).toBe('the mechanic replaced the chain without asking');
    // A verb's particle is said with the object after it.
    expect(gistFor('What did you have to throw away?', 'I have had to throw away a £60 bin unit.')).toBe('I have had to throw away a £60 bin unit');
    // Names in a list are still clauses of their own where a clause ends.
    expect(clausesOf('I called Leeds, and York sent the form.')).toEqual(['I called Leeds', 'and York sent the form']);
  });

  it('takes the figure of the kind asked from the clause the question is about', () => {
    expect(figureFor('By how much have your costs gone up?', PRICE_RISE)).toBe('12%');
    expect(figureFor('Can you go over that new price again?', PRICE_RISE)).toBe('£255');
    expect(figureFor('What were you charging before?', PRICE_RISE)).toBe('£210');
    expect(figureFor('When does it start?', PRICE_RISE)).toBe('3 June');
  });

  it('says a count with what it counts', () => {
    expect(figureFor('How many days is he off for?', 'He has been sent home for 3 days from Monday.')).toBe('3 days');
  });

  it('knows when the told fact lacks the date, sum or time asked for', () => {
    expect(lacksFigureAsked('What time do the guests arrive?', 'The guests arrive on 12 May.')).toBe(true);
    expect(lacksFigureAsked('What did the costume cost?', 'My daughter was moved to the back row.')).toBe(true);
    expect(lacksFigureAsked('When did you buy it?', 'I bought it five weeks ago.')).toBe(false);
    expect(lacksFigureAsked('Who is it for?', 'It is for my son.')).toBe(false);
  });

  it('says again only a part that is about what was asked, never ending on "to" or "the"', () => {
    // The time phrase that ends it is kept: it says which payment.
    expect(gistFor('Which payment did you miss?', 'I was declined because of a missed card payment of £240 in March.')).toBe('because of a missed card payment of £240 in March');
    expect(gistFor('Who is the prescription for?', 'I have been to the chemist on Station Road twice this week.')).toBeNull();
    const gist = gistFor('Sorry, can you say that again?', 'Maya was moved from the front row to the back of the stage for the show.');
    expect(gist).toBe('Maya was moved from the front row');
  });

  it('points back only to what its own earlier lines hold, figures compared in their normal form', () => {
    const said = ['The deposit was £1,200 and they kept £480 of it.'];
    expect(saidEarlier('£480', said)).toBe(true);
    expect(saidEarlier('480 pounds', said)).toBe(true);
    expect(saidEarlier('£500', said)).toBe(false);
    expect(saidEarlier('they kept £480', said)).toBe(true);
    expect(saidEarlier('the carpet was already worn', said)).toBe(false);
  });
});

describe('[AI] built-in character: a back-reference', () => {
  const said = ['My laptop crashes every day, and ticket INC-20931 has been open for nine days.', 'I paid £540 for the crown.'];
  const asISaid = (part: string) => `As I said, ${part}.`;

  it('is built only from an earlier line that holds what it says again, as that line wrote it', () => {
    expect(backReference('20931', said, asISaid)).toBe('As I said, INC-20931.');
    expect(backReference('540 pounds', said, asISaid)).toBe('As I said, £540.');
    expect(backReference('£620', said, asISaid)).toBeNull();
    expect(backReference('the invitations have gone out', said, asISaid)).toBeNull();
  });

  it('is claimed only where the question names what the earlier line said', () => {
    expect(backReference('£540', said, asISaid, 'What did the crown cost you again?')).toBe('As I said, £540.');
    expect(backReference('£540', said, asISaid, 'How many guests are coming?')).toBeNull();
    expect(backReference('£540', said, asISaid, 'Sorry, can you say that again?')).toBe('As I said, £540.');
    expect(backReference('nine days', said, asISaid, 'Sorry, can you say that again?')).toBeNull();
  });

  it('is claimed only when no other fact of the brief holds a figure the question is as much about', () => {
    const suit = 'The suit cost me £350 eighteen months ago.';
    const newOne = 'I had to buy a new one for £290 the day before the wedding.';
    const question = 'Sorry, how much did you say the new one cost?';
    // The learner's "did you say" is no proof: the new one's price is another fact, never said.
    expect(backReference('£350', [suit], asISaid, { question, facts: [suit, newOne] })).toBeNull();
    expect(backReference('£350', [suit], asISaid, { question, facts: [suit] })).toBe('As I said, £350.');
    // A figure that counts what the question names is the one asked for: "four tickets", not "nine days".
    const tickets = 'I have raised four tickets about it.';
    const open = 'Ticket INC-20931 has been open for nine days.';
    expect(backReference('four', [tickets, open], asISaid, { question: 'Sorry, how many tickets was it again?', facts: [tickets, open] })).toBe('As I said, four.');
  });
});

describe('[AI] built-in character: the matter its own lines name', () => {
  it('is what is at stake, never a person or an animal in it, and takes a run of nouns whole', () => {
    expect(matterIn([['My sister is upset about the wedding cake. The wedding cake arrived late and my sister cried.', 1]])).toBe('the wedding cake');
    expect(matterIn([['My spaniel Biscuit is fine. The bill was £400 and the bill is wrong.', 1]])).toBe('the bill');
    expect(matterIn([['Asthma inhaler prescription mix-up', 4]])).toBe('the inhaler prescription');
  });

  it('keeps a noun WordNet holds whole when the tagger reads its second word as a verb', () => {
    expect(matterIn([['The tap on my kitchen sink snapped off. Water from my kitchen sink ran over my kitchen floor for an hour.', 1]])).toBe('the kitchen sink');
  });

  it('makes a verb after the matter agree with it', () => {
    expect(withMatter('{M} still needs an answer; {m} is open.', 'the classes')).toBe('The classes still need an answer; the classes are open.');
    expect(withMatter('{M} still needs an answer; {m} is open.', 'the business')).toBe('The business still needs an answer; the business is open.');
  });

  it('leaves the verb to the subject when the matter follows a preposition inside it', () => {
    expect(withMatter('Close, but something on {m} is still missing.', 'the deliveries')).toBe('Close, but something on the deliveries is still missing.');
    expect(withMatter('My worry about {m} has not gone away.', 'the deliveries')).toBe('My worry about the deliveries has not gone away.');
    // After a word that joins a clause, the matter is the clause's subject.
    expect(withMatter("I'll wait until {m} is settled.", 'the invoices')).toBe("I'll wait until the invoices are settled.");
    expect(withMatter('Glad {m} is sorted.', 'the kennel runs')).toBe('Glad the kennel runs are sorted.');
  });

  it('claims no memory for a part that lacks the thing, the reason or the place asked for', () => {
    const said = ['We rented the boathouse on the lake to hold the reunion, and it was freezing inside.', 'The boiler in the cellar had failed because nobody topped up the oil.'];
    const say = (part: string) => `As I said, ${part}.`;
    // "Why…?" asked about the boathouse: the part that names it gives no reason.
    expect(backReference('we rented the boathouse on the lake', said, say, 'Why was the boathouse so cold?')).toBeNull();
    expect(backReference('the boiler in the cellar had failed because nobody topped up the oil', said, say, 'Why had the boiler failed?')).toBe('As I said, the boiler in the cellar had failed because nobody topped up the oil.');
    // A purpose is a reason too.
    expect(backReference('we rented the boathouse on the lake to hold the reunion', said, say, 'Why did you rent the boathouse?')).toBe('As I said, we rented the boathouse on the lake to hold the reunion.');
    // "Where…?" asked: a place the question itself names ("in the cellar") tells nothing; another place does.
    expect(backReference('the boiler in the cellar had failed', said, say, 'Where in the cellar did it fail?')).toBeNull();
    expect(backReference('the boiler in the cellar had failed', said, say, 'Where was the boiler that failed?')).toBe('As I said, the boiler in the cellar had failed.');
    // "Which…?" asked: the thing asked for must be a thing of the part, not a word describing another ("boathouse key").
    const keys = ['The boathouse key was left with the warden.', 'We rented the boathouse on the lake for the weekend.'];
    expect(backReference('the boathouse key was left with the warden', keys, say, 'Which boathouse was it?')).toBeNull();
    expect(backReference('we rented the boathouse on the lake', keys, say, 'Which boathouse was it?')).toBe('As I said, we rented the boathouse on the lake.');
  });
});
