// A want that itself denies something ("an email saying the claim will not raise my premium") is given by a line that
// denies the same ("confirming the claim won't raise your premium"), not only by words said outright. A character of
// this file's own.
import { describe, expect, it } from 'vitest';
import { IDENTITY_LINE, converse, quickCharacter } from './conversation.test-helpers.ts';

const AGREES = /\b(?:agreed|let's do that|works for me|deal|that is what I was asking for)\b/i;

describe('a want that denies something', () => {
  const driver = () =>
    quickCharacter(
      'Windscreen claim',
      'Policyholder',
      'Insurance claims handler',
      'Ruth Adeyemi has had her car insurance with Hartwell for nine years. A stone cracked her windscreen on the M6 in March. She wants an email saying the claim will not raise her premium.',
    );
  const answer = (line: string) => converse(driver(), [IDENTITY_LINE, `I'm sorry about the windscreen, Ruth. ${line}`]).replies.at(-1);

  it('is given by a line that denies the same', () => {
    expect(answer("I'll send you an email today confirming the claim won't raise your premium.")).toMatch(AGREES);
  });

  it('is not given by an email that says nothing of it', () => {
    expect(answer("I'll send you an email today with the claim number.")).not.toMatch(AGREES);
  });
});
