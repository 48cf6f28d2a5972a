// A refusal until a condition the character must see met ("refuses to pay until he sees the revised figures") is said in
// the character's own voice ("I won't pay until I see the revised figures"), and is settled by the thing they get, which
// the brief's check says after "He wants…" ("the revised figures"), never "He wants he sees…".
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

const client = quickCharacter(
  'Invoice held back over a quote',
  'Gareth Lloyd, a client',
  'Account manager',
  'Gareth Lloyd runs a print shop in Swansea. He owes the agency £1,800 for the spring campaign, which he refuses to pay until he sees the revised figures. He wants the invoice split over two months.',
);

describe('a condition of the character’s own', () => {
  it('is said in the first person and settled by the thing they get', () => {
    const held = client.objections.find((objection) => /until/.test(objection.objection));
    expect(held?.objection).toBe("I won't pay until I see the revised figures.");
    expect(held?.resolvedBy).toBe('the revised figures');
  });
});
