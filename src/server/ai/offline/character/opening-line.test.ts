import { describe, expect, it } from 'vitest';
import { HOSPITAL_BUYER, QUIET_ANALYST } from './briefs.test-helpers.ts';
import { openingLine } from './opening-line.ts';

describe('[AI] built-in character opening line', () => {
  it("is the brief's opening line, the same every time", () => {
    expect(openingLine({ brief: HOSPITAL_BUYER })).toBe(HOSPITAL_BUYER.openingLine);
    expect(openingLine({ brief: QUIET_ANALYST })).toBe('Hi. You wanted to talk?');
    expect(openingLine({ brief: HOSPITAL_BUYER })).toBe(openingLine({ brief: HOSPITAL_BUYER }));
  });

  it('speaks plain text even when the brief carries markdown', () => {
    const line = openingLine({ brief: { ...HOSPITAL_BUYER, openingLine: '**Hello.** I have *twenty* minutes,\n\n`so` be quick.' } });
    expect(line).toBe('Hello. I have twenty minutes, so be quick.');
  });
});
