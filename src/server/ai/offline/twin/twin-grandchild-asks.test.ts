// The built-in twin asked about the other grandparent as a grandchild names them ("How did you meet Granny?", "What did
// Grandad do before he retired?"): the grandparent called so, with no "your" or "my", in a question that ties them to
// the one asked or asks what they did, is the husband or wife of the one asked, known by the name the owner gave them; a verb WordNet holds with its object ("pop the question") is that verb.
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { holdsFact, saysUnknown } from '../../../eval/twin/twin-figures.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion, withGrandparentAsSpouse } from './twin-question.ts';

const FERRY_TOWN_GRANDMOTHER: TwinOwnerCase = {
  name: 'Karen Lund',
  answers: {
    1: 'It is me and Henning, my husband, fifty years next spring, he was a signalman on the railway at Fredericia until his back gave out. We have two daughters, Mette and Sofie.',
    6: 'Henning. He still whistles when he makes the coffee.',
    19: 'The summer of 1974 on the ferry to Nyborg. Henning proposed to me at the rail with a ring from a Christmas cracker, and the gulls took my sandwich.',
  },
  questions: [],
  tagLines: {},
};

const BAKER_GRANDFATHER: TwinOwnerCase = {
  name: 'Aldo Ferri',
  answers: {
    1: 'My wife Lucia sang in the choir at San Rocco. Lucia read to the children every night.',
    12: 'I baked bread in Trieste for forty years, up at three every morning.',
  },
  questions: [],
  tagLines: {},
};

const answered = (owner: TwinOwnerCase, ask: string, ...facts: string[]) => holdsFact(askOwner(owner, ask), q('family', ask, ...facts));

describe('[TWIN] the other grandparent, as a grandchild names them', () => {
  it('reads a grandparent called so, with no "your" or "my", as the spouse of the one asked', () => {
    expect(withGrandparentAsSpouse('How did you meet Granny?')).toBe('How did you meet your wife?');
    expect(withGrandparentAsSpouse('What did Grandpa do before he retired?')).toBe('What did your husband do before he retired?');
    // Said as a title before a name, the name says who; said as someone's, it stays theirs.
    expect(withGrandparentAsSpouse('What did Grandad Henning do?')).toBe('What did Henning do?');
    expect(withGrandparentAsSpouse('What was your grandma like?')).toBe('What was your grandma like?');
    expect(withGrandparentAsSpouse('Did my Gran know you?')).toBe('Did my Gran know you?');
    // Not tied to the one asked, Granny may be their mother, named so by their child.
    expect(withGrandparentAsSpouse('Where did Granny grow up?')).toBe('Where did Granny grow up?');
  });

  it('asks what someone did before something as what they did, and answers with their work', () => {
    expect(readQuestion('What did Grandad do before he retired?').doer?.relations.has('husband')).toBe(true);
    // "Henning, my husband": the name set off before the relation is his.
    expect(answered(FERRY_TOWN_GRANDMOTHER, 'What did Grandad do before he retired?', 'signalman')).toBe(true);
    // Asked what she did before they married, a doing that is no work of hers is not it.
    expect(saysUnknown(askOwner(BAKER_GRANDFATHER, 'What did Granny do before she married you?'), BAKER_GRANDFATHER)).toBe(true);
  });

  it('reads a verb WordNet holds with its object as that verb ("pop the question": propose)', () => {
    const read = readQuestion('How did Grandad pop the question to you?');
    expect(read.others).toContain('pop the question');
    expect(read.nouns).not.toContain('question');
    expect(answered(FERRY_TOWN_GRANDMOTHER, 'How did Grandad pop the question to you?', 'proposed to me')).toBe(true);
  });
});
