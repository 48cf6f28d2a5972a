// "What you uncovered" for a yes-or-no question about the character's own life: it asks whether they do something
// ("Do you grow roses yourself?"), so a fact that only names the thing it shares ("the roses" of the bouquet) and says
// nothing of that doing was told unasked. A question after a doing the fact does speak of ("Did you order the roses
// from us?") still draws it.
import { describe, expect, it } from 'vitest';
import { salesBriefAs, uncoveredByOneQuestion } from './grading.test-helpers.ts';

const FLORIST_BRIEF = salesBriefAs(
  { name: 'Grace Mensah', occupation: 'bride' },
  'Grace ordered her wedding flowers from a florist and the bouquet wilted before the ceremony.',
  [
    { topic: 'Bouquet', keywords: ['bouquet', 'roses', 'wilted', 'ceremony'], answer: 'The bouquet of white roses had wilted by the time the ceremony started.' },
    { topic: 'Order', keywords: ['order', 'ordered', 'roses', 'shop'], answer: 'I ordered thirty white roses from your shop on 2 May.' },
  ],
);

const drawn = (question: string, reply: string) => uncoveredByOneQuestion(FLORIST_BRIEF, question, reply, 'f').facts.map((fact) => fact.topic);

describe('[REPORTS] a yes-or-no question about a doing the brief never speaks of draws no fact', () => {
  it('does not credit the question with a fact that only names the thing it shares', () => {
    expect(drawn('Do you grow roses yourself?', 'The bouquet of white roses had wilted by the time the ceremony started.')).toEqual([]);
  });

  it('credits a question after a doing the fact speaks of', () => {
    expect(drawn('Did you order the roses from us?', 'I ordered thirty white roses from your shop on 2 May.')).toEqual(['Order']);
  });
});
