// A created character asked what worries it ("What is worrying you most?", "How are you feeling about it all?")
// answers first with the worry its description states, then with the feeling it keeps back; a question on how it
// feels about another thing of the brief is read by that thing.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const tennisClub = quickCharacter(
  'Seniors tennis moved to the evening',
  'Club member',
  'Tennis club secretary',
  'Ruth Cole, 67, has played at Hillside Tennis Club in Harrogate for ten years and pays £120 a year. The club moved the seniors sessions from Tuesday mornings to 7pm in September. She is worried about driving home in the dark in winter. She wants the morning sessions back.',
);
const worry = tennisClub.facts.find((fact) => /worried/.test(fact.answer))!;

describe('a question after what worries the character', () => {
  it('is answered with the worry the description states', () => {
    for (const line of ['What is worrying you most about the change?', 'How are you feeling about it all?']) {
      const { replies } = converse(tennisClub, [line]);
      expect(replies[0], line).toContain(worry.answer);
    }
  });

  it('gets the feeling kept back once the stated worry is told', () => {
    const { replies } = converse(tennisClub, ['What is worrying you most about the change?', 'And how are you feeling about it all?']);
    expect(replies[1]).not.toContain(worry.answer);
  });
});
