// A fact said again is a whole sentence that keeps what the question asks for: the time, the place or what a stranded
// preposition opens is never cut off, a particle is never left without what it governs, an infinitive is said in its
// sentence, the first word after a lead keeps its capital only when it may be a name, and a fact asked again by
// another form of its words ("the protest" of "protested") is said again with its memory lead.
import { describe, expect, it } from 'vitest';
import { readWords } from '../../language/lemmas.ts';
import { particleIndexOf } from '../../language/phrasal-verbs.ts';
import { focusNoun, holdsWhatIsAskedAgain } from './fact-meaning.ts';
import { afterALead, backReference, gistFor, withItsSubject } from './restating.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('[AI] built-in character: the part said again keeps what was asked', () => {
  it('reads a preposition before a year as governing it, no particle of the verb before', () => {
    const words = readWords('fitted the boiler in 2011').filter((word) => word.isWord);
    expect(particleIndexOf(words, 0)).toBe(-1);
  });

  it('keeps the year a "when" asks for, never ending on its preposition', () => {
    const gist = gistFor('Remind me, when did the landlord fit the boiler?', 'Our landlord fitted the old boiler in 2011 without any safety check.');
    expect(gist).toMatch(/2011/);
    expect(gist).not.toMatch(/\bin$/);
  });

  it('keeps what the preposition a question ends on opens', () => {
    expect(gistFor('What was the letter about again?', 'The school sent a long letter home about the new uniform rules for Year 7.')).toMatch(/about the new uniform rules/);
  });

  it('keeps the time a "when" asks for, past where the gist would be cut', () => {
    expect(gistFor('When did the engineer turn up?', 'The engineer from the water board turned up at the house late one evening.')).toMatch(/evening/);
  });

  it('never leaves a word or two of the clause behind once the cut has moved on', () => {
    expect(gistFor('Sorry, what gave way?', 'The old brick garden wall gave way on Tuesday morning.')).toMatch(/Tuesday morning$/);
  });

  it('says an infinitive as the clause of time inside it, else in the sentence it belongs to', () => {
    const sentence = 'We agreed with the agent to collect the keys before the office closed on 2 May.';
    expect(withItsSubject('to collect the keys before the office closed on 2 May', sentence)).toBe('the office closed on 2 May');
    const untimed = 'We agreed with the agent to collect the keys from the office.';
    expect(withItsSubject('to collect the keys from the office', untimed)).toBe(untimed.replace(/\.$/, ''));
  });

  it('lowers a plural noun or a verb form after a lead, keeps a name or "I"', () => {
    expect(afterALead('Parents at the school complained twice')).toBe('parents at the school complained twice');
    expect(afterALead('Biscuit swallowed a sock')).toBe('Biscuit swallowed a sock');
    expect(afterALead('I rang them twice')).toBe('I rang them twice');
  });

  it('reads "What broke down?" as asking what did, not for a kind of thing', () => {
    expect(focusNoun('Sorry, what broke down?')).toBeNull();
    expect(holdsWhatIsAskedAgain('Sorry, what broke down?', 'the washing machine broke down on Monday')).toBe(true);
  });

  it('claims a memory for a clause the question names in another form of its word', () => {
    const said = ['The bank refused the loan for the new van.'];
    expect(backReference('the bank refused the loan for the new van', said, (part) => `As I said, ${part}.`, { question: 'What was the refusal about?' })).toBe('As I said, the bank refused the loan for the new van.');
  });
});

describe('[AI] built-in character: a one-sentence fact asked again in other words', () => {
  it('says a sentence it told whole again with a lead, asked by another form of its verb', () => {
    const brief = quickCharacter('Market stall licence', 'Stallholder', 'Council licensing officer', 'The council refused the stall licence. The committee raised the pitch fee on 1 April.');
    const { replies } = converse(brief, ['What has happened?', 'Anything else?', 'What else?', 'What was the refusal about?']);
    expect(replies.join(' ')).toMatch(/refused the stall licence/);
    expect(replies.at(-1)).toMatch(/\b(?:as|like) i (?:said|mentioned|told you)\b.*refused the stall licence/i);
  });

  it('says the whole phrase a stranded preposition asks for', () => {
    const brief = quickCharacter('Pool closure', 'Club member', 'Leisure centre manager', 'Members protested against the closure of the learner pool. The pool closed on 4 June.');
    const { replies } = converse(brief, ['What has happened?', 'What was the protest against?', 'Sorry, what was the protest against?']);
    expect(replies.at(-1)).toMatch(/\b(?:as|like) i (?:said|mentioned|told you)\b.*closure of the learner pool/i);
    expect(replies.at(-1)).not.toMatch(/closure\.$/);
  });
});
