// A character whose brief joins a worry to its want ("wants a move to day shifts and is worried it will cut his pay")
// answers a question on what it fears from that worry, and a question its facts answer without a stock concern after
// it; asked what it needs, it names its want once, not "…on the fan"; an offer short of it is weighed before the
// answer the worry waits for is asked again.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const picker = quickCharacter(
  'Day shifts',
  'Warehouse picker',
  'Shift manager',
  'Dev Patel is a warehouse picker. He has worked nights for three years. He takes his children to school since his wife started a new job in January. He wants a move to day shifts and is worried it will cut his pay.',
);

const tenant = quickCharacter(
  'Extractor fan repair',
  'Tenant',
  'Letting agent',
  'Tomasz Nowak rents a flat on Elm Road through the agency. The bathroom extractor fan stopped working in October. Mould is now growing on the ceiling. He wants a new fan and is worried the mould will make his daughter ill.',
);

describe('a worry joined to a want', () => {
  it('answers a question on what is feared from the worry', () => {
    const [reply] = converse(picker, ['Will days affect your pay?']).replies;
    expect(reply).toContain('I am worried it will cut my pay.');
    expect(reply).not.toMatch(/^(?:Not today|Later|Maybe another time|Ha\b)/);
  });

  it('answers a question its facts answer with no stock concern after it', () => {
    const [reply] = converse(picker, ['Why do you want to move to days?']).replies;
    expect(reply).toContain('my wife started a new job in January');
    expect(reply).not.toMatch(/where I stand|what this means for me/);
  });
});

describe('a want that is the matter itself', () => {
  it('is named once when the character is asked what it needs', () => {
    const { replies } = converse(tenant, ['What can I do for you?', 'What do you need from me?']);
    expect(replies[1]).toContain('a new fan');
    expect(replies[1]).not.toMatch(/\b(?:on|about|for) the (?:extractor )?fan\b/);
  });

  it('hears an offer short of it weighed first, then the worry still open', () => {
    const { replies } = converse(tenant, ['What can I do for you?', 'Is the mould a problem for you?', 'I can send someone to clean the mould.']);
    const reply = replies[2]!;
    expect(reply).toContain('a new fan');
    expect(reply).toContain('an answer on whether the mould will make my daughter ill');
    expect(reply.indexOf('a new fan')).toBeLessThan(reply.indexOf('an answer on whether'));
  });
});
