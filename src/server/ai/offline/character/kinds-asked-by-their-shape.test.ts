// What kind of detail a question asks for when its words name a different kind in passing: a date named as the
// purpose of a payment ("…to hold the booking date?"), a margin asked "by how much", a time asked as a point to go
// back to or as "the latest" or "the earliest", and a sum asked as "the money side" of a matter. Scenarios from
// fields no evaluation set covers: a marquee hire and a pottery exam.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { askedKinds } from './fact-meaning.ts';
import { replyTo } from './conversation.test-helpers.ts';

function characterOf(title: string, aiRole: string, myRole: string, description: string): CharacterBrief {
  return generateScenarioOffline(quickScenario(title, aiRole, myRole, description)).brief!.character;
}

const MARQUEE = characterOf(
  'A marquee that went up late',
  'Customer',
  'Hire firm manager',
  'Gwen Pryce hired a marquee from us for her garden fete on 9 August. She paid a £250 retainer to hold the booking. The crew only finished putting it up at 2pm, an hour after the fete opened. My goal: agree a fair refund.',
);

const KILN = characterOf(
  'A ceramics grade appeal',
  'Student',
  'Course tutor',
  'Tomasz Wilk failed his ceramics practical, missing the pass by four marks. He has entered the practical twice before. My goal: explain the resit options.',
);

const IDENTITY = 'Hello, could you tell me your name and what you do?';

describe('[AI] the kind of detail a question asks for by its shape', () => {
  it('reads a date named as a purpose, a margin, a time to go back to and a superlative of time', () => {
    expect(askedKinds('What did you hand over to hold the booking date?').has('when')).toBe(false);
    expect(askedKinds('When is the new date?').has('when')).toBe(true);
    expect(askedKinds('By how much did you fall short?')).toEqual(new Set(['count']));
    expect(askedKinds('By how much did the price go up?').has('money')).toBe(true);
    expect(askedKinds('Take me back to when the van turned up.').has('when')).toBe(true);
    expect(askedKinds("What's the earliest you could collect it?").has('when')).toBe(true);
    expect(askedKinds("What's the latest version?").has('when')).toBe(false);
    expect(askedKinds('Can we go over the money side of it?').has('money')).toBe(true);
  });

  it('answers a margin with the marks, and a sum named as the money side with the figure', () => {
    expect(replyTo(KILN, 'By how much did you miss the pass?', [IDENTITY])).toMatch(/four marks/);
    expect(replyTo(MARQUEE, 'What about the money side of it?', [IDENTITY])).toMatch(/£250/);
    expect(replyTo(MARQUEE, 'What did you pay to hold the booking date?', [IDENTITY])).toMatch(/£250/);
  });
});
