// The built-in twin on two owners of lives no other set holds: a Kazakh eagle huntress and felt maker in Bayan-Ölgii,
// and an organ builder in Uppsala who flies hot-air balloons. Asked for a category the owner named only an instance of
// (animals of "my eagle Akbota", music of "I play the dombra", customers of "parishes"), for a feeling in another word
// of it ("What annoys you?" of "Nothing makes me angrier …"), and about what they never said though a vague word of
// the question is theirs.
import { describe, expect, it } from 'vitest';
import { CLOSE_CALL_OWNERS } from '../../../eval/twin/close-call-set.ts';
import { CATEGORY_OWNERS } from './twin-category-owners.test-helpers.ts';
import { askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { isTwinDecline } from '../../language/twin-text.ts';

describe('[TWIN] categories and feelings asked in other words', () => {
  it('answers a category by an instance of it, a feeling by another word of it, and declines what was never said', () => {
    const { answerable, answered, unanswerable, declined, unrelated } = scoreOwners(CATEGORY_OWNERS);
    // Measured 4 December 2026: 12/18 answered (6/18 before categories, feelings and habits were read), 8/8 declined,
    // 2 unrelated sentences quoted (3 before). Left: breaking horses, which WordNet names no trade by, a dombra it does
    // not hold, parishes it does not file as customers, selling as the other side of buying, and which sentence says
    // what is done with a friend.
    expect(answered).toBeGreaterThanOrEqual(12);
    expect(declined).toBe(unanswerable);
    expect(unrelated).toBeLessThanOrEqual(2);
    expect(answerable).toBe(18);
  });

  it('answers animals with the one the owner names as theirs, not one they only speak of', () => {
    const owner = CATEGORY_OWNERS[1]!;
    expect(askOwner(owner, 'Have you got any animals?')).toContain('spaniels');
    expect(askOwner(owner, 'Do you have a horse?')).toSatisfy(isTwinDecline);
    // Advice about animals ("Feed your animals …", its verb read as a noun) says nothing of the owner's own.
    expect(askOwner(CATEGORY_OWNERS[0]!, 'Have you got any animals?')).toContain('golden eagle Akbota');
  });

  it('answers a feeling asked in another word of it, and what someone of theirs does for a living by their doing', () => {
    expect(askOwner(CATEGORY_OWNERS[0]!, 'What annoys you?')).toContain('angrier than a trader');
    expect(askOwner(CATEGORY_OWNERS[1]!, 'What makes you angry?')).toContain('infuriates me');
    expect(askOwner(CATEGORY_OWNERS[1]!, 'What work does your wife do?')).toContain('teaches the harp');
    expect(askOwner(CATEGORY_OWNERS[1]!, 'What did your grandfather use to say?')).toContain('a pipe that is not played');
  });

  it('declines a category, a feeling or a doing the owner only met in passing or said of something else', () => {
    const owner = {
      ...CATEGORY_OWNERS[1]!,
      answers: {
        5: 'Catching crabs with my grandfather in the rock pools, and a terrible haircut in 1983 that I laugh about still.',
        6: 'Karin. I love that she learned to sail before she asked me to marry her.',
        14: 'I open the workshop at eight and close it at six, with an hour for lunch.',
      },
    };
    // Asked whether they have animals, crabs caught as a child are none of theirs.
    expect(askOwner(owner, 'Have you got any animals?')).toSatisfy(isTwinDecline);
    // The haircut was terrible; nobody was afraid. "Close", read as a describing word, is no feeling.
    expect(askOwner(owner, 'What scares you?')).toSatisfy(isTwinDecline);
    expect(askOwner(owner, 'What makes you happy?')).toSatisfy(isTwinDecline);
    // Learning to sail says nothing of swimming, the doing asked after "learn to".
    expect(askOwner(owner, 'Did you ever learn to swim?')).toSatisfy(isTwinDecline);
    expect(askOwner(owner, 'Did she ever learn to sail?')).toContain('learned to sail');
  });

  it('answers how long with the sentence that says a length of time, not the hours of a day', () => {
    const taster = CLOSE_CALL_OWNERS.find((owner) => owner.name === 'Zawadi Mwakio')!;
    expect(askOwner(taster, 'How long have you been tasting?')).toContain('nineteen years');
  });

  it('reads the children asked of a daughter as her children, the owner\'s grandchildren', () => {
    const ask = (answer: string) => askOwner({ ...CATEGORY_OWNERS[1]!, answers: { 1: answer } }, 'Does your daughter have children?');
    expect(ask('Our daughter Elsa is a vet in Umeå and phones every Sunday.')).toSatisfy(isTwinDecline);
    expect(ask('Our daughter Elsa has a son, Axel, who is six.')).toContain('has a son');
    expect(ask('Our daughter Elsa and her twins live next door.')).toContain('her twins');
  });
});
