import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const SHIFT = quickCharacter(
  'Docked pay',
  'Warehouse worker',
  'Shift manager',
  'Sam Reed starts his shift at the Northgate warehouse at 9am. Twice last week his bus broke down and he clocked in at 9.30am. His pay was docked £30. He wants the £30 back.',
);

describe('a "why" saying again only what the last question said', () => {
  it('asks the reason of the fact that question drew', () => {
    const { replies } = converse(SHIFT, ['How many times were you late?', 'Why were you late?']);
    expect(replies[0]).toMatch(/bus broke down/);
    expect(replies[1]).toMatch(/bus broke down/);
    expect(replies[1]).not.toMatch(/docked/);
  });
});
