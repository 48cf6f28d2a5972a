// Case notes about a customer ("Dual fuel account with Brightwatt Energy for 6 yrs."): the organisation a role names as
// the one serving them ("Energy customer") is the other side, never where they work; a note that opens on a thing
// without its article ("Phone was in his pocket…") speaks of the character's own pocket. A sale noun the words use as
// a place ("trains on pitch 2", "the rugby pitch") is a playing field, not a sales pitch put to the character.
import { describe, expect, it } from 'vitest';
import { generateScenarioOffline } from './generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { withoutSaleNounsAsPlaces } from './read-situation-kind.ts';

const brief = (title: string, aiRole: string, myRole: string, description: string) => generateScenarioOffline(quickScenario(title, aiRole, myRole, description)).brief.character;

describe('notes about a served party and sale nouns used as places', () => {
  it('never makes the organisation that serves the character its employer, and says a note\'s "his" as "my"', () => {
    const customer = brief(
      'Customer billed twice for gas',
      'Energy customer',
      'Billing adviser at an energy firm',
      'Customer: Graham Pike, 67, retired postman, Hull. Dual fuel account with Brightwatt Energy for 6 yrs. Billed twice for March, £212 each time. Phone was in his pocket when the reminder came. Wants the second £212 refunded.',
    );
    expect(customer.identity.organisation).not.toMatch(/Brightwatt/);
    const said = customer.facts.map((fact) => fact.answer).join(' ');
    expect(said).not.toMatch(/postman at Brightwatt/i);
    expect(said).toMatch(/Phone was in my pocket/);
  });

  it('reads a pitch with a number, a place preposition or a sport as a playing field', () => {
    expect(withoutSaleNounsAsPlaces('The under-12s train on pitch 2 on Saturdays.')).not.toMatch(/pitch/);
    expect(withoutSaleNounsAsPlaces('The rugby pitch flooded. The pitch was shut for a month.')).not.toMatch(/pitch/);
    expect(withoutSaleNounsAsPlaces('Our pitch to the board went badly.')).toMatch(/pitch/);
    const rugby = brief(
      'Training ground double-booked',
      'Rugby club coach',
      'Sports centre manager',
      'Callum Price coaches the under-12s at Westfield Rugby Club. The boys train on pitch 2 every Tuesday evening. On 9 May the pitch was let to a five-a-side league and the boys were sent home.',
    );
    expect(rugby.outcome.requires.map((requirement) => requirement.label).join(' ')).not.toMatch(/how we work today|pilot/i);
    expect(rugby.objections.map((objection) => objection.objection).join(' ')).not.toMatch(/Why would we pay for/);
  });
});
