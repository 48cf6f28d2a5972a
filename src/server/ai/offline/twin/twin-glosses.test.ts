// The built-in twin finds an answer said in other words by WordNet's definitions and topics: a question's word the
// answer's word is defined by ("a canoe": a small narrow boat), or a word filed under the question's topic ("the
// offside rule", of football), and only with another sign that the sentence answers (another word of the question, or
// the kind asked). Owners of their own, in lives no evaluation set holds (a lock keeper on the Canal du Midi).
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { definitionsOf, topicalWords } from '../../language/wordnet.ts';
import { withGlossCorroborated } from './twin-gate.ts';
import { glossedOf } from './twin-glosses.ts';
import type { Passage } from './twin-passage.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const UNKNOWN = /never really talked about that/;

const LOCK_KEEPER: TwinOwnerCase = {
  name: 'Bernadette Castaing',
  answers: {
    1: 'My husband Pierre repairs tractors and sings in the car. Our daughter Maëlle teaches maths in Toulouse.',
    5: 'Odile and I go to every Stade Toulousain match at Ernest-Wallon, and we laugh at the men who explain the offside rule to us.',
    8: 'I paddle a little kayak down to the next lock and back, whatever the weather.',
    12: 'I kept lock 42 on the Canal du Midi for thirty years, opening the gates for barges and tourists. I liked the quiet between boats.',
    14: 'I get up at six, check the water level and cook slowly for Pierre in the evening.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] the built-in twin finds what is said in other words by WordNet’s definitions and topics', () => {
  it('reads a word’s commonest definition and topic links, without its examples', () => {
    expect(definitionsOf('gardening', 'noun')).toEqual(['the cultivation of plants']);
    expect(topicalWords('gardening', 'noun')).toEqual(expect.arrayContaining(['garden', 'landscape']));
    expect(topicalWords('scrum', 'noun', 1, new Set([';c']))).toContain('rugby');
    // Not the adjectives one is similar to: "lazy" describing an afternoon is no "slow".
    expect(topicalWords('lazy', 'adjective')).not.toContain('slow');
  });

  it('keeps of a definition only the things and doings of few senses', () => {
    expect(glossedOf('canoe', 'noun').has('boat')).toBe(true);
    expect(glossedOf('debt', 'noun').has('owe')).toBe(true);
    expect(glossedOf('rugby', 'noun').has('scrum')).toBe(true);
    // "The cultivation of plants": both have many senses ("cultivation" is first of all a refinement of manners).
    expect(glossedOf('gardening', 'noun').has('cultivation')).toBe(false);
    // "Any of various games played with a ball": "game" and "play" have too many senses to read a sentence by.
    expect(glossedOf('football', 'noun').has('play')).toBe(false);
    expect(glossedOf('football', 'noun').has('game')).toBe(false);
    // "Moving slowly and gently": how, not what.
    expect(glossedOf('lazy', 'adjective').has('slowly')).toBe(false);
  });

  it('finds a sport by a word filed under it, and a thing by the word it is defined by', () => {
    // Found by a definition alone, and asked as a liking the sentence does not say, the match is below the confidence
    // gate (twin-confidence.ts): the twin declines it, as it declines "tea" for a favourite food.
    expect(askOwner(LOCK_KEEPER, 'Do you like football?')).toMatch(UNKNOWN);
    expect(askOwner(LOCK_KEEPER, 'What happens at the Stade Toulousain matches?')).toContain('offside rule');
    expect(askOwner(LOCK_KEEPER, 'Do you enjoy kayaking?')).toContain('little kayak');
  });

  it('does not answer by a definition alone, nor by a word of many senses or a describing word in it', () => {
    // "Cook slowly" is no lazy afternoon, and the tractors Pierre repairs are no car she drives.
    expect(askOwner(LOCK_KEEPER, 'What do you do on a lazy afternoon?')).not.toContain('cook slowly');
    expect(askOwner(LOCK_KEEPER, 'What car do you drive?')).toMatch(UNKNOWN);
  });

  it('counts a word found by a definition only beside another sign that the sentence answers', () => {
    const ofNoKind = { ownKinds: new Set(), kinds: [] } as unknown as Passage;
    const ofLiking = { ownKinds: new Set(['likes']), kinds: [] } as unknown as Passage;
    const byGloss = { inText: 0.75, inContext: 0, listed: false, nearby: 0, byGloss: true, via: 'gloss' as const };
    const said = { inText: 1, inContext: 0, listed: false, nearby: 0, via: 'said' as const };
    // Alone, in a sentence of no kind asked: not found.
    expect(withGlossCorroborated([byGloss], ofNoKind, new Set(['likes']))[0]!.inText).toBe(0);
    // Beside another word of the question said, or in a sentence of the kind asked: found.
    expect(withGlossCorroborated([byGloss, said], ofNoKind, new Set())[0]!.inText).toBe(0.75);
    expect(withGlossCorroborated([byGloss], ofLiking, new Set(['likes']))[0]!.inText).toBe(0.75);
  });
});
