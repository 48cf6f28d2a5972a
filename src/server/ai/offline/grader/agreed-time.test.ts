// A next step agreed by naming its time and taking it as settled, in a private sale of a rowing machine (a field no
// evaluation set covers): "Saturday works for me", "Collection on Saturday, cash, is that okay?" agree a dated next
// step as surely as "I'll collect it on Saturday"; a time refused, or one already past, agrees nothing.
import { describe, expect, it } from 'vitest';
import { CONCRETE_BEHAVIOURS } from './concrete-behaviours.ts';
import { BEHAVIOURS } from './behaviours.ts';
import { agreesATime, plansAhead } from './learner-patterns.ts';

const AGREED = ['Yes, Sunday works for me.', 'So pick-up on Sunday, cash, is that okay?', 'Sunday afternoon it is, then.', 'Lovely, see you on Sunday at two.'];
const NOT_AGREED = ["Sunday doesn't work for me.", 'Sunday was fine last time.', 'What time suits you?', 'I like rowing at weekends.'];

describe('[AI] a next step agreed by its time', () => {
  it('reads a named time taken as settled as agreed, not a refused or past one', () => {
    for (const line of AGREED) expect(agreesATime(line), line).toBe(true);
    for (const line of NOT_AGREED) expect(agreesATime(line), line).toBe(false);
  });

  it('scores an agreed time as a dated next step on both the concrete and the general rubric', () => {
    const nextStep = CONCRETE_BEHAVIOURS.find((behaviour) => behaviour.id === 'next-step')!;
    const closing = BEHAVIOURS.find((behaviour) => behaviour.id === 'closing')!;
    for (const line of AGREED) {
      expect(nextStep.detect(line, { sentences: [line], text: line } as never, { messages: [] } as never), line).toBe(3);
      expect(closing.detect(line, {} as never, {} as never), line).toBe(3);
    }
    expect(nextStep.detect("Sunday doesn't work for me.", { sentences: [], text: '' } as never, { messages: [] } as never)).toBeLessThan(3);
  });
});

describe('[AI] a next step taken on with "can", "could" or "will"', () => {
  const closing = BEHAVIOURS.find((behaviour) => behaviour.id === 'closing')!;

  it('reads an action the learner can take on a named day as a dated next step', () => {
    for (const line of ['I can book her in for Tuesday at 9.', 'We could send a fitter round on Friday morning.', "I'll post the forms to you tomorrow."]) expect(plansAhead(line), line).toBe(true);
    expect(closing.detect('I can book her in for Tuesday at 9.', {} as never, {} as never)).toBe(3);
  });

  it('never one refused, one inside what it names, or one that only sees or thinks', () => {
    for (const line of ["I can't book her in until next month.", "Honestly, that's outside what I can change today.", 'Tell me if we can meet on Monday.', 'I can see why Tuesday matters.']) expect(plansAhead(line), line).toBe(false);
  });
});
