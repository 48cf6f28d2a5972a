// The built-in twin says the sentence that meets what is asked, or that it was never told, rather than one that only
// shares a word with the question: a name opening a sentence still names someone, the words an interview question asked
// together tell its answer, "lost without" is a state of lacking someone and no loss, the asker's "tell me" is no pair
// of the owner's words, and a compound is not about its first half unless WordNet says so ("lifeboat" is no matter of
// life). On owners written for these tests.
import { describe, expect, it } from 'vitest';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { writtenOwner } from './twin-written-owners.test-helpers.ts';

const POSTMISTRESS = writtenOwner('Agnes Whitford');
const TRAM_FITTER = writtenOwner('Tomasz Wróbel');

describe('[TWIN] the built-in twin answers with the sentence that meets the question', () => {
  it('reads a name opening a sentence as someone named, when the owner names them elsewhere too', () => {
    expect(askOwner(POSTMISTRESS, 'Who is your oldest friend?')).toContain('Dorothy, since the village school');
  });

  it('asked whom they are closest to, answers from the question that asked so, not with what the twin is', () => {
    const reply = askOwner(POSTMISTRESS, 'Who are you closest to?');
    expect(reply).toContain('Elspeth, really');
    expect(askOwner(POSTMISTRESS, 'Who are you?')).toContain('Engram');
  });

  it('reads "be lost without" as the state of lacking someone, not as a loss', () => {
    expect(askOwner(POSTMISTRESS, 'Who would you be lost without?')).toContain('lost without Elspeth');
    expect(askOwner(TRAM_FITTER, 'Who would you be lost without?')).toSatisfy(isTwinDecline);
    expect(askOwner(TRAM_FITTER, 'What did you lose in 2009?')).toContain('lost our jobs at the tram depot');
  });

  it('does not take the asker\'s "tell me" for words the owner said', () => {
    const reply = askOwner(POSTMISTRESS, 'Tell me about your family.');
    expect(reply).toContain('My husband Walter');
    expect(reply).not.toContain('tells me to rest');
  });

  it('does not read a compound as about its first word unless WordNet\'s definition says it', () => {
    expect(askOwner(POSTMISTRESS, 'Did you ever work on a lifeboat?')).toSatisfy(isTwinDecline);
  });

  it('quotes no unrelated sentence to these owners', () => {
    const totals = scoreOwners([POSTMISTRESS, TRAM_FITTER]);
    expect(totals).toMatchObject({ answered: totals.answerable, declined: totals.unanswerable, unrelated: 0 });
  });
});
