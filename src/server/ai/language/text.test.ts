import { describe, expect, it } from 'vitest';
import { isOpenQuestion, mentionedKeywords, mentionsKeyword, splitSentences } from './text.ts';
import { quantitiesIn } from './quantities.ts';

describe('keyword matching', () => {
  it('matches forms of a word and whole phrases, never part of another word', () => {
    expect(mentionsKeyword('What do you spend on agency nurses?', 'agency nurse')).toBe(true);
    expect(mentionsKeyword('Our budgets are tight.', 'budget')).toBe(true);
    expect(mentionsKeyword('A costume party.', 'cost')).toBe(false);
    expect(mentionsKeyword('nurses from an agency', 'agency nurse')).toBe(false);
  });

  it('lists the keywords a line mentions, in the order given', () => {
    expect(mentionedKeywords('When is the deadline, and what does it cost?', ['cost', 'deadline', 'team'])).toEqual(['cost', 'deadline']);
  });
});

describe('sentence splitting', () => {
  it('cuts at end marks and line breaks', () => {
    expect(splitSentences('We met in 1988. She laughed! Did you?\nNew line')).toEqual(['We met in 1988.', 'She laughed!', 'Did you?', 'New line']);
  });

  it('does not cut at titles, initials, numbered labels, decimals or abbreviations inside a sentence', () => {
    expect(splitSentences("We married at St. Brigid's. Dr. Osei delivered both girls. Mrs. Lowe lived at No. 7 Quay Street.")).toEqual([
      "We married at St. Brigid's.",
      'Dr. Osei delivered both girls.',
      'Mrs. Lowe lived at No. 7 Quay Street.',
    ]);
    expect(splitSentences('My hero was J. R. R. Tolkien. The hive gave 2.5 kilos. I rise at 5 a.m. and walk. Bring fruit, e.g. plums.')).toEqual([
      'My hero was J. R. R. Tolkien.',
      'The hive gave 2.5 kilos.',
      'I rise at 5 a.m. and walk.',
      'Bring fruit, e.g. plums.',
    ]);
  });

  it('still ends a sentence on a word that only looks like one of those', () => {
    expect(splitSentences('I said no. Then I left.')).toEqual(['I said no.', 'Then I left.']);
    expect(splitSentences('The shop shut at 9 p.m. Then we went home.')).toEqual(['The shop shut at 9 p.m.', 'Then we went home.']);
    expect(splitSentences('I take vitamin C. It helps.')).toEqual(['I take vitamin C.', 'It helps.']);
  });
});

describe('open questions', () => {
  it('reads a short "what is the …?" about a matter to explain as open, whatever the lead-in', () => {
    for (const question of ['So what is the problem?', "What's going on?", "What's the matter?", 'What is worrying you most?', 'What are the issues?', "What's your biggest concern?", 'What was the reason?', "What's the situation with the boiler?"]) {
      expect(isOpenQuestion(question), question).toBe(true);
    }
  });

  it('reads one that asks for a figure, a date, a name or an identifier as closed', () => {
    for (const question of ['What is the date?', "What's the reference?", 'What is the total?', "What's your name?", "What's the order number?", 'What is the price?', "What's the balance?", 'What was the deposit?', "What's the time?"]) {
      expect(isOpenQuestion(question), question).toBe(false);
    }
  });
});

describe('sentences and figures kept a while', () => {
  it('gives each caller its own list, the same as reading afresh', () => {
    const sentences = splitSentences('Kept once. Given twice.');
    sentences.pop();
    expect(splitSentences('Kept once. Given twice.')).toEqual(['Kept once.', 'Given twice.']);
    const figures = quantitiesIn('We can refund £320 by Friday.');
    figures.length = 0;
    expect(quantitiesIn('We can refund £320 by Friday.').map((quantity) => quantity.text)).toEqual(['£320']);
  });

  it('reads a long text afresh, as it is never kept', () => {
    const long = 'One more sentence here. '.repeat(200);
    expect(splitSentences(long)).toHaveLength(200);
    expect(splitSentences(long)).toHaveLength(200);
  });
});
