// "Did you apply again?" to one whose facts say "I reapplied online on 5 July": a "re-" verb WordNet lacks is its
// doing done again, so the question asks after what a fact tells, not after the character's life. A visa applicant,
// a field of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { doneAgainOf } from './doing-again.ts';

const applicant = quickCharacter('Visa delay', 'Applicant', 'Caseworker', 'Omar Haddad wants his visa decision sped up because his start date at a Leeds hospital is 1 September. His first form was rejected on 2 July for a missing photo. He reapplied online on 5 July with the photo. He is anxious but courteous.');

describe('a doing asked after, told done again', () => {
  it('reads a "re-" verb as its doing again, unless WordNet gives it a doing of its own', () => {
    expect(doneAgainOf('reapplied')?.doing).toBe('apply');
    expect(doneAgainOf('rebooked')?.doing).toBe('book');
    expect(doneAgainOf('refunded')).toBeNull();
    expect(doneAgainOf('returned')).toBeNull();
    expect(doneAgainOf('read')).toBeNull();
  });

  it('answers whether the character did it with the fact that says they did it again', () => {
    for (const line of ['Did you apply again?', 'Have you applied since?']) {
      expect(converse(applicant, [line]).replies[0]).toContain('I reapplied online on 5 July');
    }
  });
});
