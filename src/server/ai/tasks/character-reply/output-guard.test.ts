// The filter a model's reply passes through: sentences that break role are dropped as they complete.
import { describe, expect, it } from 'vitest';
import { guardCharacterStream } from './output-guard.ts';

async function guardedText(chunks: string[], fallback = () => 'Fallback line.'): Promise<{ text: string; pieces: string[] }> {
  async function* source() {
    yield* chunks;
  }
  const pieces: string[] = [];
  for await (const piece of guardCharacterStream(source(), 'Sarah Whitfield', fallback)) pieces.push(piece);
  return { text: pieces.join(''), pieces };
}

describe('[AI] character output guard', () => {
  it('passes a reply in role through whole, sentence by sentence', async () => {
    const { text, pieces } = await guardedText(['We spent about £1.2 mil', 'lion on agency nurses. Why', ' do you ask?']);
    expect(text).toBe('We spent about £1.2 million on agency nurses. Why do you ask?');
    expect(pieces).toEqual(['We spent about £1.2 million on agency nurses.', ' Why do you ask?']);
  });

  it('drops sentences with system words, narration or the character in the third person', async () => {
    const { text } = await guardedText([
      'Here is where things are: Sarah meets the learner. ',
      'As an AI model, I cannot decide. ',
      'Sarah sighs and looks at her notes. ',
      'In this scenario I am the buyer. ',
      'Let us stay in character. ',
      '*leans back* ',
      'Our budget is frozen this year. ',
      'What else do you need?',
    ]);
    expect(text).toBe('Our budget is frozen this year. What else do you need?');
  });

  it('removes inline stage directions and keeps the words', async () => {
    const { text } = await guardedText(['(sighs) Fine. ', 'I can give you *pauses* ten minutes.']);
    expect(text).toBe('Fine. I can give you ten minutes.');
  });

  it('keeps "worst-case scenario" but not the practice words', async () => {
    const { text } = await guardedText(['In the worst-case scenario we miss the board. ', 'This roleplay is fun.']);
    expect(text).toBe('In the worst-case scenario we miss the board.');
  });

  it('answers with the fallback when nothing in role is left', async () => {
    const { text } = await guardedText(['I am an AI assistant. ', 'This is a role-play scenario.'], () => 'I need a decision before the board meets.');
    expect(text).toBe('I need a decision before the board meets.');
  });
});
