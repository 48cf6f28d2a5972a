// The built-in twin asked for its owner's advice and likings as a grandchild or a friend asks, in words no interview
// question uses: "words of wisdom" and "a bit of advice" measure the advice asked for and name nothing it is about, and
// the interview question that asks for advice answers them first; "Do you have a favourite film?" asks what they like,
// not what they own; a sentence that opens on a bare verb read as a describing word ("And never open a café …") tells
// someone what to do, and is no answer to what the owner did; a name after "to" that something was given or told to is
// whom, not where ("I handed the garage to Ruud"); someone of the family named with the place they are in ("my son Tomek
// in Gdansk") says where that one lives; "Mum's cancer" says whose the cancer was, not that she is one by trade.
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { holdsFact, saysUnknown } from '../../../eval/twin/twin-figures.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';
import { isImperativeText, kindsOfText } from './twin-reading.ts';

const CAFE_OWNER: TwinOwnerCase = {
  name: 'Marieke Janssens',
  answers: {
    1: 'My husband Pieter drives a tram, and our son Bram is studying in Leuven.',
    7: 'That I was proud of them, even on the days I did not say it.',
    10: 'The film Cinema Paradiso, I have seen it ten times. And Bruges in winter, when the canals are quiet.',
    12: 'I had the café on the Korenmarkt in Ghent from 1991 to 2016. I liked the regulars who came in every morning for the paper.',
    16: 'And never open a café unless you love getting up at five. Put a little aside from every wage, the lean years always come.',
  },
  questions: [
    q('advice', 'Any words of wisdom for me?', 'never open a café', 'put a little aside'),
    q('advice', 'Have you got a bit of advice for a young person?', 'never open a café', 'put a little aside'),
    q('likes', 'Do you have a favourite film?', 'cinema paradiso'),
    q('work', 'How long did you have the café?', 'from 1991 to 2016'),
    q('unanswerable', 'Do you have a favourite singer?'),
  ],
  tagLines: {},
};

const MECHANIC: TwinOwnerCase = {
  name: 'Gerrit Visser',
  answers: {
    1: 'My wife Anneke, and our son Ruud, who runs the garage now.',
    12: 'I had a garage for thirty-one years, mostly Fords and Opels. I handed the garage to Ruud in 2010 and now I only go in to sweep up.',
    16: 'Check the oil before a long drive.',
  },
  questions: [q('unanswerable', 'Where was your garage?')],
  tagLines: {},
};

const GRANDMOTHER: TwinOwnerCase = {
  name: 'Halina Nowicka',
  answers: {
    1: 'My son Tomek in Gdansk drives a tram, and my daughter Ola works in a bank, she is the clever one.',
    8: 'I make pierogi with my neighbour Basia.',
  },
  questions: [q('family', 'Where does your son live?', 'gdansk'), q('unanswerable', 'Where does your daughter live?')],
  tagLines: {},
};

const JOINER: TwinOwnerCase = {
  name: 'Callum Baird',
  answers: {
    1: 'My wife Isla, and our two girls, Kirsty and Morag.',
    12: 'I was a joiner for forty years, mostly kitchens and stairs in Paisley.',
    13: "The winter of 1991, when the work dried up. And Mum's cancer the same winter. Isla and the girls got me through.",
  },
  questions: [q('unanswerable', 'What was the worst part of the job?')],
  tagLines: {},
};

const reply = (ask: string) => askOwner(CAFE_OWNER, ask);
const answered = (ask: string) => holdsFact(reply(ask), CAFE_OWNER.questions.find((question) => question.ask === ask)!);

describe('[TWIN] advice and likings asked as people ask them', () => {
  it('reads "words of wisdom" and "a bit of advice" as asking for advice about nothing named', () => {
    expect(readQuestion('Any words of wisdom for me?').nouns).toEqual([]);
    expect(readQuestion('Any words of wisdom for me?').kinds.has('advice')).toBe(true);
    expect(readQuestion('Have you got a bit of advice for a young person?').nouns).toEqual([]);
    // A word said of something else is still a thing asked about.
    expect(readQuestion('What are the words of that song?').nouns).toContain('word');
  });

  it('answers advice asked in other words from the interview question that asked for advice', () => {
    expect(answered('Any words of wisdom for me?'), reply('Any words of wisdom for me?')).toBe(true);
    expect(answered('Have you got a bit of advice for a young person?'), reply('Have you got a bit of advice for a young person?')).toBe(true);
  });

  it('reads having a favourite as liking it, not owning it', () => {
    const read = readQuestion('Do you have a favourite film?');
    expect(read.asksOwning).toBe(false);
    expect(read.asksHaving).toBe(false);
    expect(readQuestion('Do you have a boat?').asksOwning).toBe(true);
    expect(answered('Do you have a favourite film?'), reply('Do you have a favourite film?')).toBe(true);
    expect(saysUnknown(reply('Do you have a favourite singer?'), CAFE_OWNER)).toBe(true);
  });

  it('reads a bare verb read as a describing word before its object as telling someone what to do', () => {
    expect(isImperativeText('And never open a café unless you love getting up at five.')).toBe(true);
    expect(isImperativeText('And always clean your boots every night.')).toBe(true);
    // A describing word before anything but an object is no order, though WordNet holds it as a verb too.
    expect(isImperativeText('And open all hours, that was us.')).toBe(false);
    expect(isImperativeText('And quiet every evening, the harbour.')).toBe(false);
    const said = reply('How long did you have the café?');
    expect(answered('How long did you have the café?'), said).toBe(true);
    expect(said).not.toContain('never open');
  });

  it('reads a name after "to" that something was given or told to as whom, not where', () => {
    expect(kindsOfText('I handed the garage to Ruud in 2010.').has('where')).toBe(false);
    expect(kindsOfText('I talked to Marco for hours.').has('where')).toBe(false);
    expect(kindsOfText('We moved to Utrecht in 1975.').has('where')).toBe(true);
    expect(kindsOfText('We drove to Blackpool every summer.').has('where')).toBe(true);
    // Asked where the garage was, the sentence that says to whom it went says nowhere.
    expect(saysUnknown(askOwner(MECHANIC, 'Where was your garage?'), MECHANIC)).toBe(true);
  });

  it('reads someone of the family named with the place they are in as saying where that one lives', () => {
    const [son, daughter] = GRANDMOTHER.questions;
    expect(holdsFact(askOwner(GRANDMOTHER, son!.ask), son!)).toBe(true);
    // The place said of her brother is not where she lives.
    expect(saysUnknown(askOwner(GRANDMOTHER, daughter!.ask), GRANDMOTHER)).toBe(true);
  });

  it("reads \"'s\" between a noun and a bare noun as whose it is, not as a line of work", () => {
    expect(kindsOfText("And Mum's cancer the same winter.").has('work')).toBe(false);
    expect(kindsOfText("My brother's a plumber.").has('work')).toBe(true);
    expect(kindsOfText("He's chief engineer on the ferry.").has('work')).toBe(true);
    // Asked about the job, the sentence about a mother's illness says nothing of work.
    const said = askOwner(JOINER, 'What was the worst part of the job?');
    expect(said).not.toContain('cancer');
  });
});
