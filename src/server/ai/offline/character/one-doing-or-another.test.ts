// A want of one of two doings, each with its own object ("you to cancel the late fee or lift the borrowing block"), is
// met by an offer of either doing: the "or" stands between two verb phrases that share the want's opening, so each
// alternative is that opening with one doing. An offer of neither meets it not.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { alternativesOf } from './offer-reading.ts';

const LIBRARY_STUDENT = quickCharacter(
  'Student fined for a late library return',
  'Student',
  'Library services manager',
  'Priya Nair is a second-year student at Kingsbridge University. She returned three reserved books to the main library four days late because she was in hospital with appendicitis, and she was charged a £36 late fee. The fee has blocked her from borrowing during exams. She wants us to cancel the late fee or lift the borrowing block, and she wants one person to deal with.',
);

const OPENING = ['Hello Priya, thank you for taking the time to talk this through with me.', "I'm sorry about how this has gone so far; I can see why it has been frustrating for you."];

describe('[CHARACTER] a want of one doing or another', () => {
  it('reads each doing, with the opening they share, as an alternative', () => {
    expect(alternativesOf('you to cancel the late fee or lift the borrowing block').map((alternative) => alternative.phrase)).toEqual(['you to cancel the late fee', 'you to lift the borrowing block']);
    expect(alternativesOf('to see the surgeon or move the operation to May').map((alternative) => alternative.phrase)).toEqual(['to see the surgeon', 'to move the operation to May']);
  });

  it('keeps a want with one doing whole', () => {
    expect(alternativesOf('one person to deal with').map((alternative) => alternative.phrase)).toEqual(['one person to deal with']);
  });

  it('hears either doing offered as what was asked for, and neither as not', () => {
    const heard = (offer: string) => converse(LIBRARY_STUDENT, [...OPENING, offer]).replies.at(-1)!;
    expect(heard('We will cancel the late fee today.')).toContain('that is what I was asking for: you to cancel the late fee');
    expect(heard('I will lift the borrowing block today.')).toContain('that is what I was asking for: you to lift the borrowing block');
    expect(heard('I can send you a leaflet on our opening hours.')).not.toContain('that is what I was asking for');
  });
});
