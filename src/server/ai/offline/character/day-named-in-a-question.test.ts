// "What happened on Wednesday?": a day, date or time a question names is a thing the fact it asks for holds, told or
// not; and the day is what happened then, not a figure asked for back ("On Friday 12 March." alone).
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const tenant = quickCharacter(
  'Boiler broken',
  'Gary Lewis, a tenant',
  'Letting agent',
  'Gary Lewis rents a flat on Mill Lane. On Monday the boiler stopped working. He rang the agency on Wednesday and nobody came. On Friday 12 March a plumber said the part would take two weeks. He wants the boiler fixed and a rent reduction.',
);

describe('a day named in a question', () => {
  it('is answered by the fact that holds it', () => {
    const { replies } = converse(tenant, ['Hi Gary, what can I do for you?', 'What happened on Wednesday?']);
    expect(replies[1]).toMatch(/rang the agency on Wednesday/);
  });

  it('asked again by its date, gets what happened then, not the date alone', () => {
    const { replies } = converse(tenant, ['Hi Gary, what can I do for you?', 'What happened on Friday?', 'And on Monday?', 'What happened on 12 March?']);
    expect(replies[1]).toMatch(/plumber/);
    expect(replies[3]).toMatch(/plumber said the part would take two weeks/);
  });
});
