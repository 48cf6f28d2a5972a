import { describe, expect, it } from 'vitest';
import { isSpeakablePassage, leadingSpeakablePassage, speakableText } from './speakable-text.ts';

describe('speakableText', () => {
  it('drops Markdown marks and link targets but keeps the words', () => {
    expect(speakableText('*smiles* That is **not** what we `agreed`, see [the memo](https://example.com).')).toBe(
      'smiles That is not what we agreed, see the memo.',
    );
    expect(speakableText('  # Heading\n\nline  ')).toBe('Heading line');
  });
});

describe('isSpeakablePassage', () => {
  const reply = { content: 'I worked as a therapist in Bandung for twenty years.\nIt was *hard* work. I loved it!', isComplete: true };

  it('takes a whole sentence, consecutive whole sentences and the whole reply, in their speakable form', () => {
    expect(isSpeakablePassage('I worked as a therapist in Bandung for twenty years.', [reply])).toBe(true);
    expect(isSpeakablePassage('  It was hard   work. ', [reply])).toBe(true);
    expect(isSpeakablePassage('It was *hard* work. I loved it!', [reply])).toBe(true);
    expect(isSpeakablePassage(reply.content, [reply])).toBe(true);
  });

  it('refuses parts of words, single words, half sentences, sentences out of order and other text', () => {
    for (const text of ['rapist', 'a', 'therapist', 'I worked as a therapist', 'I loved it', 'I loved it! It was hard work.', 'Something else.', '', '   ']) {
      expect(isSpeakablePassage(text, [reply])).toBe(false);
    }
  });

  it('of a reply still being written, takes only the sentences already ended', () => {
    const streaming = { content: 'First one. Second one is still', isComplete: false };
    expect(isSpeakablePassage('First one.', [streaming])).toBe(true);
    expect(isSpeakablePassage('Second one is still', [streaming])).toBe(false);
    expect(isSpeakablePassage('First one. Second one is still', [streaming])).toBe(false);
  });
});

describe('leadingSpeakablePassage', () => {
  it('is the whole reply when it fits, else its first whole sentences, which the check accepts', () => {
    expect(leadingSpeakablePassage('Hello *there*.  How are you?')).toBe('Hello there. How are you?');
    const long = Array.from({ length: 40 }, (_, index) => `Sentence number ${index} is here.`).join(' ');
    const passage = leadingSpeakablePassage(long, 200);
    expect(passage.length).toBeLessThanOrEqual(200);
    expect(passage.endsWith('is here.')).toBe(true);
    expect(isSpeakablePassage(passage, [{ content: long, isComplete: true }])).toBe(true);
  });
});
