// A concern stated with a figure keeps the whole figure: the thousands comma or decimal point inside it ends no clause.
// Descriptions of this file's own.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

describe('a stated concern with a figure in it', () => {
  it('keeps "£33,000" and "£1,250.50" whole, in the concern and in what settles it', () => {
    const baker = quickCharacter('Pay review', 'Head baker', 'Bakery owner', 'Ruth Adair has run the ovens at Crumb & Co for five years. She wants a raise to £33,000 a year.');
    const said = baker.objections.flatMap((objection) => [objection.objection, objection.resolvedBy, objection.resolvedLine]).join(' ');
    expect(said).toContain('£33,000');
    expect(said).not.toMatch(/£33(?!,000)/);
    const tenant = quickCharacter('Deposit dispute', 'Tenant', 'Letting agent', 'Kwame Boateng rents a flat on Mill Lane. He will not sign until £1,250.50 of his deposit is returned.');
    const concerns = tenant.objections.map((objection) => objection.objection).join(' ');
    expect(concerns).toContain('£1,250.50');
  });
});
